import { Badge, List, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OrganizationDetails, Plan } from '../../api/settings.ts';
import { useResource } from '../../app/useResource.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { countOf } from '../../lib/format.ts';
import { loadOrganization, loadPlans } from '../../machines/settingsCalls.ts';

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
      aria-current={current || undefined}
    >
      <Stack gap="sm">
        <Stack gap={4} align="flex-start">
          {plan.popular && <Badge variant="light">Popular</Badge>}
          {current && (
            <Badge color="green" variant="light">
              Your plan
            </Badge>
          )}
          <Title order={2} fz="lg">
            {plan.name}
          </Title>
        </Stack>
        <Text fz={28} fw={700}>
          {plan.price}
          {plan.period && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              per {plan.period}
            </Text>
          )}
        </Text>
        <List size="sm" spacing={4}>
          {plan.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function Usage({ org }: { org: OrganizationDetails }) {
  const { test_cases: used, test_case_limit: limit } = org.usage;
  return (
    <Paper withBorder radius="md" p="lg">
      <Text fw={600}>Usage</Text>
      <Text size="sm" mt={4}>
        {limit === null ? `${countOf(used, 'test case')} (unlimited)` : `${used} of ${countOf(limit, 'test case')}`}
      </Text>
      {limit !== null && (
        <Progress
          value={Math.min(100, (used / limit) * 100)}
          mt="xs"
          aria-label="Test cases used of the plan's limit"
        />
      )}
    </Paper>
  );
}

/** Organization › subscription: the three plans of spec §9, the current one marked, and its usage. */
export function SubscriptionSettings() {
  const plans = useResource(loadPlans, undefined);
  const organization = useResource(loadOrganization, undefined);
  return (
    <>
      <PageHeader title="Subscription" description="Your plan and how much of it you use." />
      <Stack gap="lg">
        <ResourceView resource={organization} label="your usage">
          {({ data: org }) => <Usage org={org} />}
        </ResourceView>
        <ResourceView resource={plans} label="plans">
          {({ data }) => (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {data.map((p) => (
                <PlanCard key={p.id} plan={p} current={organization.data?.data.plan === p.id} />
              ))}
            </SimpleGrid>
          )}
        </ResourceView>
      </Stack>
    </>
  );
}
