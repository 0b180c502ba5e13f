import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api } from '../../../api/index.ts';
import type { Generation } from '../../../api/generations.ts';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { ProposalCard } from './ProposalCard.tsx';
import { useTestModal } from './TestModalProvider.tsx';

/** How often a generation under way is read again. */
export const FOLLOW_MS = 1500;

const loadGeneration = ({ id }: { id: number; tick: number }) => api.generations.get(id);
const keep = ({ id, testCaseIds }: { id: number; testCaseIds: number[] }) => api.generations.keep(id, testCaseIds);

const STATUS_WORDS: Record<Generation['status'], string> = {
  queued: 'Waiting for a worker…',
  exploring: 'Exploring…',
  running: 'Running each proposal once…',
  done: 'Done.',
  failed: 'Failed.',
};
const ended = (g: Generation | null) => g !== null && (g.status === 'done' || g.status === 'failed');

/** A generation as it goes: what it saw, and each proposal with its run, to keep, edit or discard. */
export function GenerationProgress({ id }: { id: number }) {
  const [tick, setTick] = useState(0);
  const generation = useResource(loadGeneration, { id, tick });
  const modal = useTestModal();
  const g = generation.data?.data ?? null;
  const following = !ended(g);
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(() => setTick((n) => n + 1), FOLLOW_MS);
    return () => clearInterval(timer);
  }, [following]);
  const changed = () => {
    setTick((n) => n + 1);
    modal.changed();
  };
  const keepPassing = useSave(keep, 'Test cases kept', changed);
  const passing = (g?.proposals ?? []).filter((p) => !p.kept && p.result === 'Passed').map((p) => p.test_case_id);

  if (!g) {
    return generation.error ? (
      <ErrorAlert message={generation.error} />
    ) : (
      <Loader size="sm" role="progressbar" aria-label="Loading" />
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {following && <Loader size="xs" aria-hidden="true" />}
        <Text fw={600} role="status">
          {STATUS_WORDS[g.status]}
        </Text>
        <Text size="sm" c="dimmed">
          {g.pages.length > 0 && `${g.pages.length} page${g.pages.length === 1 ? '' : 's'} seen. `}
          {g.model_tokens > 0 && `Model tokens: ${g.model_tokens}.`}
        </Text>
      </Group>
      {g.status === 'failed' ? (
        <Alert color="red" role="alert">
          {g.message}
        </Alert>
      ) : (
        g.message && (
          <Text size="sm" c="dimmed">
            {g.message}
          </Text>
        )
      )}
      <ErrorAlert message={keepPassing.error} />
      {g.status === 'done' && passing.length > 0 && (
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={keepPassing.saving}
            onClick={() => keepPassing.submit({ id: g.id, testCaseIds: passing })}
          >
            Keep all that passed ({passing.length})
          </Button>
        </Group>
      )}
      <Stack gap="xs" aria-label="Proposed test cases">
        {g.proposals.map((p) => (
          <ProposalCard
            key={p.test_case_id}
            generationId={g.id}
            proposal={p}
            settled={g.status === 'done'}
            onChange={changed}
          />
        ))}
      </Stack>
    </Stack>
  );
}
