import { Alert, Badge, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Integration } from '../../../api/settings.ts';
import { useFieldError } from '../../../app/useFieldError.ts';
import { useSave } from '../../../app/useSave.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LIMITS } from '../../../lib/limits.ts';
import { disconnectIntegration, saveIntegration, testIntegration } from '../../../machines/settingsCalls.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { integrationBody, type FormValues, type ServiceSpec } from './services.ts';

const DELIVERY_WORDS = { delivered: 'ok', failed: 'failed', retrying: 'failed, retrying', pending: 'waiting' };

/** Connected or not, and how the latest message went. */
function ConnectionStatus({ integration }: { integration: Integration | null }) {
  const last = integration?.last_delivery;
  return (
    <Group gap="sm">
      <Badge variant="light" color={integration ? 'green' : 'gray'}>
        {integration ? 'Connected' : 'Not connected'}
      </Badge>
      {integration && (
        <Text size="sm" c={last?.status === 'failed' ? 'red.9' : 'dimmed'}>
          {last
            ? `Last delivery: ${DELIVERY_WORDS[last.status]}${last.status === 'delivered' || !last.message ? '' : `: ${last.message}`} at ${formatDateTime(last.at)}`
            : 'No deliveries yet'}
        </Text>
      )}
    </Group>
  );
}

function initialValues(spec: ServiceSpec, integration: Integration | null): FormValues {
  const values = { secret: '' } as FormValues;
  for (const field of spec.fields) values[field.name] = integration?.config[field.name] ?? '';
  return values;
}

/** One service: its settings, Connect/Save, 'Send a test message', Disconnect, and its status. */
export function IntegrationCard({
  spec,
  projectId,
  integration,
  onChanged,
}: {
  spec: ServiceSpec;
  projectId: number;
  integration: Integration | null;
  onChanged: () => void;
}) {
  const save = useSave(saveIntegration, `${spec.title} saved`, onChanged, { placesFieldErrors: true });
  const disconnect = useSave(disconnectIntegration, `${spec.title} disconnected`, onChanged);
  const test = useSave(testIntegration, 'Test message sent', onChanged);
  const form = useForm<FormValues>({ initialValues: initialValues(spec, integration) });
  // A field's refusal under the field, named as this card labels it ('Incoming webhook URL', not 'secret').
  const unplaced = useFieldError(
    form,
    save.fieldError,
    Object.fromEntries(['secret', ...spec.fields.map((f) => f.name)].map((name) => [name, name])),
  );
  const target = { projectId, kind: spec.kind };
  const tested = integration ? test.result?.data : undefined;
  const busy = save.saving || disconnect.saving || test.saving;
  const stored = integration?.has_secret
    ? `Stored encrypted${integration.secret_hint ? `, ends in …${integration.secret_hint}` : ''}. Leave blank to keep it.`
    : undefined;

  return (
    <SettingsSection title={spec.title} description={spec.description}>
      <ConnectionStatus integration={integration} />
      <form
        onSubmit={form.onSubmit((values) => save.submit({ ...target, body: integrationBody(spec, values) }))}
        noValidate
      >
        <Stack gap="sm">
          {spec.fields.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              placeholder={field.placeholder}
              description={field.optional ? `Optional: ${field.placeholder} when blank.` : undefined}
              {...form.getInputProps(field.name)}
            />
          ))}
          <PasswordInput
            label={spec.secretLabel}
            placeholder={spec.secretPlaceholder}
            description={stored}
            autoComplete="off"
            maxLength={LIMITS.integrationSecret}
            {...form.getInputProps('secret')}
          />
          <ErrorAlert message={unplaced ?? (save.fieldError ? null : save.error) ?? disconnect.error ?? test.error} />
          {tested && (
            <Alert color={tested.accepted ? 'green' : 'red'} variant="light" role="status">
              {tested.accepted
                ? `${spec.title} accepted the test message (${tested.message}).`
                : `${spec.title} did not accept the test message: ${tested.message}`}
            </Alert>
          )}
          <Group gap="sm">
            <BusyButton type="submit" busy={save.saving} busyLabel="Saving..." disabled={busy && !save.saving}>
              {integration ? 'Save' : 'Connect'}
            </BusyButton>
            {integration && (
              <>
                <BusyButton
                  variant="light"
                  busy={test.saving}
                  busyLabel="Sending..."
                  disabled={busy && !test.saving}
                  onClick={() => test.submit(target)}
                  title={spec.testHint}
                >
                  Send a test message
                </BusyButton>
                <Button
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => disconnect.submit(target)}
                  aria-label={`Disconnect ${spec.title}`}
                >
                  Disconnect
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
