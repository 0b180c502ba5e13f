import { Badge, Box, Code, Group, Image, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import type { RunDetail, RunStep } from '../../../api/runs.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatMs } from './RunStepsPanel.tsx';
import { RunTimeline } from './RunTimeline.tsx';

function PageTab({ run, step, frame }: { run: RunDetail; step: RunStep | null; frame: string | null }) {
  if (frame) {
    const running = run.steps.find((s) => s.status === 'running');
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          The page now{running ? `, during step ${running.position}: ${running.text}` : ''}
        </Text>
        <Image src={frame} alt="The page, live" radius="md" fit="contain" />
      </Stack>
    );
  }
  if (!step?.screenshot_url) {
    return <EmptyState title="No page yet">The page appears here after each step runs.</EmptyState>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        After step {step.position}: {step.text}
      </Text>
      <Image src={step.screenshot_url} alt={`The page after step ${step.position}`} radius="md" fit="contain" />
    </Stack>
  );
}

function ConsoleTab({ run }: { run: RunDetail }) {
  const lines = [
    ...run.console.map((c) => ({ at: c.at, type: c.type, text: c.text })),
    ...run.page_errors.map((e) => ({ at: e.at, type: 'page error', text: e.message })),
  ].sort((a, b) => a.at - b.at);
  if (lines.length === 0)
    return <EmptyState title="Nothing logged">The page's console messages appear here.</EmptyState>;
  return (
    <Stack gap={4} aria-label="Console">
      {lines.map((line, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            size="xs"
            variant="light"
            color={
              line.type === 'error' || line.type === 'page error' ? 'red' : line.type === 'warning' ? 'yellow' : 'gray'
            }
          >
            {line.type}
          </Badge>
          <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {line.text}
          </Code>
        </Group>
      ))}
    </Stack>
  );
}

function NetworkTab({ run }: { run: RunDetail }) {
  if (run.network.length === 0)
    return <EmptyState title="No requests yet">The page's requests appear here.</EmptyState>;
  return (
    <Table striped highlightOnHover aria-label="Network requests" fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Method</Table.Th>
          <Table.Th>URL</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {run.network.map((n, i) => (
          <Table.Tr key={i}>
            <Table.Td>{n.method}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-all' }}>{n.url}</Table.Td>
            <Table.Td c={n.failure || (n.status ?? 0) >= 400 ? 'red.8' : undefined}>
              {n.failure ?? n.status ?? ''}
            </Table.Td>
            <Table.Td>{formatMs(n.duration_ms)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AgentTab({ run }: { run: RunDetail }) {
  return (
    <Stack gap="sm" aria-label="Test and agent">
      {run.steps.map((step) => (
        <Stack key={step.id} gap={2}>
          <Text size="sm" fw={500}>
            {step.position}. {step.text}
          </Text>
          <Text size="sm" c="dimmed">
            {step.description || 'Not run yet.'}
          </Text>
          {step.locator && <Code>{step.locator}</Code>}
          {step.healed_from && (
            <Text size="xs" c="orange.9">
              Healed: it was found by <Code>{step.healed_from}</Code> before.
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The embedded page of spec §2 with its tabs: Console, Network, Page, Test & Agent, Graph. */
export function RunEvidenceTabs({
  run,
  step,
  frame,
}: {
  run: RunDetail;
  step: RunStep | null;
  /** The page as the run's screencast shows it now; null when not live, or when a step is chosen. */
  frame: string | null;
}) {
  return (
    <Tabs defaultValue="page" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="console">Console</Tabs.Tab>
        <Tabs.Tab value="network">Network</Tabs.Tab>
        <Tabs.Tab value="page">Page</Tabs.Tab>
        <Tabs.Tab value="agent">Test &amp; Agent</Tabs.Tab>
        <Tabs.Tab value="graph">Graph</Tabs.Tab>
      </Tabs.List>
      <ScrollArea.Autosize mah={560} pt="md">
        {/* The box scrolls down, never sideways: a long URL, locator or step breaks instead. */}
        <Box style={{ overflowWrap: 'anywhere' }}>
          <Tabs.Panel value="console">
            <ConsoleTab run={run} />
          </Tabs.Panel>
          <Tabs.Panel value="network">
            <NetworkTab run={run} />
          </Tabs.Panel>
          <Tabs.Panel value="page">
            <PageTab run={run} step={step} frame={frame} />
          </Tabs.Panel>
          <Tabs.Panel value="agent">
            <AgentTab run={run} />
          </Tabs.Panel>
          <Tabs.Panel value="graph">
            <RunTimeline run={run} />
          </Tabs.Panel>
        </Box>
      </ScrollArea.Autosize>
    </Tabs>
  );
}
