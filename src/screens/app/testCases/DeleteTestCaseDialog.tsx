import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '../../../components/BusyButton.tsx';
import type { testCaseActionsMachine } from '../../../machines/testCaseActions.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';

/** Asks before a test case is deleted, and says why when the deletion fails. */
export function DeleteTestCaseDialog({ actor }: { actor: ActorRefFrom<typeof testCaseActionsMachine> }) {
  const target = useSelector(actor, (s) => s.context.target);
  const open = useSelector(actor, (s) => !s.matches({ deletion: 'idle' }));
  const deleting = useSelector(actor, (s) => s.matches({ deletion: 'deleting' }));
  const error = useSelector(actor, (s) => s.context.error);
  const cancel = () => {
    if (!deleting) actor.send({ type: 'delete.cancel' });
  };
  return (
    <Modal
      opened={open && target !== null}
      onClose={cancel}
      title={`Delete ${target?.title ?? ''}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          The test case and its steps are removed from the project. The results of its past runs stay in Results.
        </Text>
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={deleting}>
            Cancel
          </Button>
          <BusyButton
            color="red"
            busy={deleting}
            busyLabel="Deleting..."
            onClick={() => actor.send({ type: 'delete.confirm' })}
          >
            Delete
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
