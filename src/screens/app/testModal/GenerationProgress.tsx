import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { Generation } from '../../../api/generations.ts';
import { useFlowEffects } from '../../../app/flowEffects.ts';
import { inspectOptions } from '../../../app/inspector.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { generationProgressMachine, passingProposals } from '../../../machines/generationProgress.ts';
import { ProposalCard } from './ProposalCard.tsx';
import { useTestModal } from './TestModalProvider.tsx';

const STATUS_WORDS: Record<Generation['status'], string> = {
  queued: 'Waiting for a worker…',
  exploring: 'Exploring…',
  running: 'Running each proposal once…',
  done: 'Done.',
  failed: 'Failed.',
};

/** A generation as it goes: what it saw, and each proposal with its run, to keep, edit or discard. */
export function GenerationProgress({ id }: { id: number }) {
  const modal = useTestModal();
  const actor = useActorRef(
    generationProgressMachine.provide({ actions: { ...useFlowEffects(), testCasesChanged: () => modal.changed() } }),
    { ...inspectOptions(), input: { id } },
  );
  const g = useSelector(actor, (s) => s.context.generation);
  const error = useSelector(actor, (s) => s.context.error);
  const keepError = useSelector(actor, (s) => s.context.keepError);
  const keeping = useSelector(actor, (s) => s.matches('keeping'));
  const following = g === null || (g.status !== 'done' && g.status !== 'failed');
  const passing = passingProposals(g);
  const changed = () => actor.send({ type: 'generation.changed' });

  if (!g) {
    return error ? <ErrorAlert message={error} /> : <Loader size="sm" role="progressbar" aria-label="Loading" />;
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
      <ErrorAlert message={keepError} />
      {g.status === 'done' && passing.length > 0 && (
        <Group justify="flex-end">
          <Button variant="light" loading={keeping} onClick={() => actor.send({ type: 'generation.keepPassing' })}>
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
