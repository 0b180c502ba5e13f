import { Anchor, Code, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">{children}</Stack>
    </Paper>
  );
}

export function SupportScreen() {
  return (
    <>
      <PageHeader title="Support" description="How TestPilot works, and where to get help." />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title="Get help">
          <Text size="sm">
            Your organization runs its own TestPilot server. For an account, a password or a server problem, ask the
            person who set it up: they can read the server log, which says what went wrong.
          </Text>
          <Text size="sm">
            Emails (verification links, reset links) go through the server&apos;s mail settings; if none arrives, ask
            them to check its outbox or SMTP configuration.
          </Text>
        </Section>
        <Section title="The API">
          <Text size="sm">
            Everything the app does goes through the TestPilot API, described in its OpenAPI contract:{' '}
            <Anchor href="/api/v1/openapi.yaml" target="_blank" rel="noopener noreferrer">
              /api/v1/openapi.yaml
            </Anchor>
            . Calls need the session token as <Code>Authorization: Bearer …</Code>.
          </Text>
        </Section>
        <Section title="Projects and environments">
          <Text size="sm">
            A project is one web product. Each has at least two environments (a label and an absolute http(s) URL), such
            as Staging and Production; add more from the project switcher with &apos;Add Environment +&apos;.
          </Text>
          <Text size="sm">
            Test accounts are the credentials the testing agent signs in with. Passwords are stored encrypted and never
            shown again.
          </Text>
        </Section>
        <Section title="Test files you can import">
          <List size="sm" spacing="xs">
            <List.Item>
              <Code>.feature</Code> (Gherkin): each Scenario becomes a test case, each Given/When/Then/And line a step.
            </List.Item>
            <List.Item>
              <Code>.csv</Code> with the columns <Code>title,step</Code> and optionally <Code>expected_result</Code>:
              one row per step; rows with the same title form one test case.
            </List.Item>
            <List.Item>
              <Code>.json</Code>:{' '}
              <Code>{'{ "test_cases": [ { "title", "goal", "steps": [...], "expected_result" } ] }'}</Code>
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            A file with a mistake is refused whole, with its name, line and reason.
          </Text>
        </Section>
      </SimpleGrid>
    </>
  );
}
