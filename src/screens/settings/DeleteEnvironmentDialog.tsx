import { Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BusyButton } from '../../components/BusyButton.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import type { deleteEnvironmentMachine } from '../../machines/deleteEnvironment.ts';
import { OTP_LENGTH } from '../../machines/deleteEnvironment.ts';

type Actor = ActorRefFrom<typeof deleteEnvironmentMachine>;

function CodeEntry({ actor }: { actor: Actor }) {
  const [code, setCode] = useState('');
  const stage = useSelector(actor, (s) => (s.matches('codeEntry') ? Object.values(s.value)[0] : null));
  const canSubmit = stage === 'waiting' && code.length === OTP_LENGTH;
  return (
    <Stack gap="md">
      <Text size="sm">Enter the 4-digit code we emailed you. It works once, for 10 minutes.</Text>
      <Group justify="center">
        <PinInput
          length={OTP_LENGTH}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          disabled={stage !== 'waiting'}
          aria-label="Deletion code"
          ariaLabel="Deletion code digit"
          size="lg"
        />
      </Group>
      <Group justify="space-between">
        <Button
          variant="subtle"
          onClick={() => actor.send({ type: 'delete.resend' })}
          disabled={stage === 'deleting' || stage === 'resending'}
        >
          Resend
        </Button>
        <Group gap="sm">
          {/* A code being checked may already have deleted the environment: wait for the answer. */}
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'delete.cancel' })}
            disabled={stage === 'deleting'}
          >
            Cancel
          </Button>
          <BusyButton
            color="red"
            busy={stage === 'deleting'}
            busyLabel="Deleting..."
            disabled={!canSubmit}
            onClick={() => actor.send({ type: 'delete.submit', code })}
          >
            Submit
          </BusyButton>
        </Group>
      </Group>
    </Stack>
  );
}

interface DeleteDialogProps {
  actor: Actor;
  /** 'Delete Environment' (spec §4), or 'Delete Project' for the same flow on a project. */
  title?: string;
  /** What goes with it, after 'Delete {label}?'. */
  consequence?: string;
}

/** The Delete Environment dialog of spec §4, also the Delete Project one. */
export function DeleteEnvironmentDialog({
  actor,
  title = 'Delete Environment',
  consequence = 'Its test accounts are deleted with it; past results stay readable.',
}: DeleteDialogProps) {
  const environment = useSelector(actor, (s) => s.context.environment);
  const error = useSelector(actor, (s) => s.context.error);
  const open = useSelector(actor, (s) => s.matches('confirming') || s.matches('sendingCode') || s.matches('codeEntry'));
  const confirming = useSelector(actor, (s) => s.matches('confirming') || s.matches('sendingCode'));
  const sending = useSelector(actor, (s) => s.matches('sendingCode'));
  // While a code is checked the dialog stays: the environment may already be deleted.
  const checking = useSelector(actor, (s) => s.matches({ codeEntry: 'deleting' }));
  return (
    <Modal
      opened={open}
      onClose={() => actor.send({ type: 'delete.cancel' })}
      title={title}
      centered
      closeOnEscape={!checking}
      closeOnClickOutside={!checking}
      closeButtonProps={{ 'aria-label': 'Close', disabled: checking }}
    >
      <Stack gap="md">
        <ErrorAlert message={error} />
        {confirming ? (
          <>
            <Text size="sm">
              Delete <strong>{environment?.label}</strong>? {consequence} To confirm, we email you a code.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => actor.send({ type: 'delete.cancel' })}>
                Cancel
              </Button>
              <BusyButton
                color="red"
                busy={sending}
                busyLabel="Sending..."
                onClick={() => actor.send({ type: 'delete.sendCode' })}
              >
                Send OTP
              </BusyButton>
            </Group>
          </>
        ) : (
          <CodeEntry key={environment?.id} actor={actor} />
        )}
      </Stack>
    </Modal>
  );
}
