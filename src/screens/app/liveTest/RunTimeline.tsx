import { Group, Stack, Text } from '@mantine/core';
import type { RunDetail, RunStep } from '../../../api/runs.ts';
import { formatMs } from './RunStepsPanel.tsx';
import { plural } from '../../../lib/format.ts';

const COLORS: Record<RunStep['status'], string> = {
  pending: 'gray-3',
  running: 'orange-5',
  passed: 'green-6',
  failed: 'red-7',
  skipped: 'gray-4',
};

/**
 * Where each step ran, in milliseconds from the run's start; a running step up to the latest thing
 * the page did (the console's and network's times count from the same start).
 */
function spans(run: RunDetail) {
  const origin = run.started_at ? Date.parse(run.started_at) : null;
  const latest = Math.max(0, ...run.console.map((c) => c.at), ...run.network.map((n) => n.at));
  return run.steps.map((step) => {
    if (origin === null || !step.started_at) return { step, start: null, length: 0 };
    const start = Math.max(0, Date.parse(step.started_at) - origin);
    const length = step.duration_ms ?? (step.status === 'running' ? Math.max(0, latest - start) : 0);
    return { step, start, length };
  });
}

/**
 * The Graph tab: the steps on one time axis from the run's start, each where and as long as it ran,
 * and under them every request the page made, at the moment it was answered (red when it failed).
 */
export function RunTimeline({ run }: { run: RunDetail }) {
  const rows = spans(run);
  const end = Math.max(1, ...rows.map((r) => (r.start ?? 0) + r.length), ...run.network.map((n) => n.at));
  const pct = (ms: number) => `${(ms / end) * 100}%`;
  const failed = run.network.filter((n) => n.failure || (n.status ?? 0) >= 400).length;
  return (
    <Stack gap={6} aria-label="Timeline">
      {rows.map(({ step, start, length }) => (
        <Group key={step.id} gap="xs" wrap="nowrap">
          <Text size="xs" w={28} ta="right">
            {step.position}
          </Text>
          <div style={{ flex: 1, position: 'relative', height: 14 }}>
            {start !== null && (
              <div
                title={`${step.text}: ${formatMs(length)}`}
                style={{
                  position: 'absolute',
                  left: pct(start),
                  width: `max(2px, ${pct(length)})`,
                  height: '100%',
                  borderRadius: 4,
                  background: `var(--mantine-color-${COLORS[step.status]})`,
                }}
              />
            )}
          </div>
          <Text size="xs" w={64}>
            {formatMs(step.duration_ms)}
          </Text>
        </Group>
      ))}
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" w={28} ta="right" c="dimmed">
          req
        </Text>
        <div style={{ flex: 1, position: 'relative', height: 14 }} aria-hidden="true">
          {run.network.map((n, i) => (
            <div
              key={i}
              title={`${n.method} ${n.url}: ${n.failure ?? n.status ?? ''}`}
              style={{
                position: 'absolute',
                left: pct(n.at),
                width: 2,
                height: '100%',
                background: `var(--mantine-color-${n.failure || (n.status ?? 0) >= 400 ? 'red-7' : 'blue-5'})`,
              }}
            />
          ))}
        </div>
        <Text size="xs" w={64}>
          {formatMs(end)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {plural(run.network.length, 'request')} during the run
        {failed > 0 ? `, ${failed} of them failed` : ''}.
      </Text>
    </Stack>
  );
}
