import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Proposal } from '../../../api/generations.ts';
import { useSave } from '../../../app/useSave.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ResultChip } from '../../../components/ResultChip.tsx';
import { stepsOf } from '../../../machines/testModal.ts';
import { discardProposal, keepProposal, saveProposalSteps } from '../../../machines/testModalCalls.ts';

const KINDS: Record<Proposal['kind'], string> = {
  page: 'Page',
  form: 'Form',
  signIn: 'Sign-in',
  navigation: 'Navigation',
  goal: 'Goal',
};

/** One proposed test case with its run's result: keep it, edit its steps, or discard it. */
export function ProposalCard({
  generationId,
  proposal: p,
  settled,
  onChange,
}: {
  generationId: number;
  proposal: Proposal;
  /** Whether every proposal has run: before, they are shown but not yet offered. */
  settled: boolean;
  onChange: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const kept = useSave(keepProposal, 'Test case kept', onChange);
  const discarded = useSave(discardProposal, 'Test case discarded', onChange);
  const edited = useSave(saveProposalSteps, 'Steps saved', () => (setEditing(null), onChange()));
  const busy = kept.saving || discarded.saving || edited.saving;
  return (
    <Paper withBorder radius="md" p="sm" aria-label={p.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {p.title}
            </Text>
            <Badge size="xs" variant="outline" color="gray">
              {KINDS[p.kind]}
            </Badge>
            {p.kept && (
              <Badge size="xs" color="teal">
                Kept
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ResultChip result={p.result} />
            {p.run_id !== null && (
              <Anchor component={Link} to={`/live-test?run=${p.run_id}`} size="sm">
                Run #{p.run_id}
              </Anchor>
            )}
          </Group>
        </Group>
        {p.message && p.result === 'Failed' && (
          <Text size="xs" c="red">
            {p.message}
          </Text>
        )}
        {editing === null ? (
          <List type="ordered" size="sm" spacing={2}>
            {p.steps.map((step, i) => (
              <List.Item key={i}>{step}</List.Item>
            ))}
          </List>
        ) : (
          <Textarea
            label="Steps"
            description="One step per line, in plain words."
            autosize
            minRows={3}
            value={editing}
            onChange={(e) => setEditing(e.currentTarget.value)}
          />
        )}
        <ErrorAlert message={kept.error ?? discarded.error ?? edited.error} />
        {settled && (
          <Group gap="xs" justify="flex-end">
            {editing === null ? (
              <>
                {!p.kept && (
                  <Button
                    size="xs"
                    onClick={() => kept.submit({ generationId, id: p.test_case_id })}
                    loading={kept.saving}
                    disabled={busy}
                  >
                    Keep
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => setEditing(p.steps.join('\n'))} disabled={busy}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => discarded.submit(p.test_case_id)}
                  loading={discarded.saving}
                  disabled={busy}
                >
                  Discard
                </Button>
              </>
            ) : (
              <>
                <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  size="xs"
                  loading={edited.saving}
                  disabled={busy || stepsOf(editing).length === 0}
                  onClick={() => edited.submit({ id: p.test_case_id, steps: stepsOf(editing) })}
                >
                  Save steps
                </Button>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
