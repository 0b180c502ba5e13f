import { Badge, Button, FileButton, Group, List, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { BusyButton } from '../../components/BusyButton.tsx';
import type { Upload } from '../../machines/onboarding.ts';
import { NoProjectYet } from './NoProjectYet.tsx';
import { StepError } from './StepError.tsx';
import { useOnboarding } from './OnboardingLayout.tsx';
import { FormHeading } from '../../components/FormHeading.tsx';
import { countOf } from '../../lib/format.ts';

const ACCEPTED = '.feature,.csv,.json';

/**
 * 'Choose files' for one environment. The picker is cleared after each choice, so the same file can
 * be chosen again (say, fixed after a failed import).
 */
function ChooseFilesButton({
  label,
  disabled,
  onFiles,
}: {
  label: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      multiple
      accept={ACCEPTED}
      disabled={disabled}
      resetRef={reset}
      onChange={(files) => {
        if (files.length) onFiles(files);
        reset.current?.();
      }}
    >
      {(props) => (
        <Button variant="light" {...props} disabled={disabled} aria-label={`Choose test files for ${label}`}>
          Choose files
        </Button>
      )}
    </FileButton>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {upload.fileName}
        </Text>
        <Badge color={upload.status === 'failed' ? 'red' : upload.status === 'done' ? 'green' : 'blue'} variant="light">
          {upload.status === 'uploading'
            ? `${upload.progress}%`
            : upload.status === 'done'
              ? countOf(upload.created.length, 'test case')
              : 'Failed'}
        </Badge>
      </Group>
      <Progress
        value={upload.progress}
        color={upload.status === 'failed' ? 'red' : undefined}
        aria-label={`Upload of ${upload.fileName}`}
      />
      {upload.error && (
        <Text size="sm" c="red.8" role="alert">
          {upload.error}
        </Text>
      )}
      {upload.created.length > 0 && (
        <List size="sm" spacing={2}>
          {upload.created.map((t) => (
            <List.Item key={t.id}>
              {t.title}{' '}
              <Text span c="dimmed">
                ({countOf(t.steps.length, 'step')})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function AddTestsScreen() {
  const onboarding = useOnboarding();
  const stage = useSelector(onboarding, (s) => (s.matches('tests') ? Object.values(s.value)[0] : null));
  const environments = useSelector(onboarding, (s) => s.context.environments);
  const uploads = useSelector(onboarding, (s) => s.context.uploads);
  const error = useSelector(onboarding, (s) => s.context.error);
  const busy = uploads.some((u) => u.status === 'uploading');
  // Files are taken, and the step finished, once the environments are in (not while loading or failed).
  const choosing = stage === 'choosing';

  if (stage === 'noProject') return <NoProjectYet />;
  return (
    <Paper withBorder radius="lg" p="xl" w="100%" maw={760} h="fit-content">
      <Stack gap="lg">
        <FormHeading title="Add tests" size={26}>
          Upload test files for each environment: Gherkin (.feature), CSV with columns title and step, or JSON. Each
          scenario or title becomes a test case.
        </FormHeading>
        <StepError error={error} environmentsFailed={stage === 'environmentsFailed'} />
        {stage === 'loadingEnvironments' && <Loader size="sm" aria-label="Loading environments" />}
        {environments.map((env) => (
          <Paper key={env.id} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between">
                <div>
                  <Text fw={600}>{env.label}</Text>
                  <Text size="sm" c="dimmed">
                    {env.url}
                  </Text>
                </div>
                <ChooseFilesButton
                  label={env.label}
                  disabled={!choosing}
                  onFiles={(files) => onboarding.send({ type: 'tests.upload', envId: env.id, files })}
                />
              </Group>
              {uploads
                .filter((u) => u.envId === env.id)
                .map((u) => (
                  <UploadRow key={u.id} upload={u} />
                ))}
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={busy || !choosing}
            onClick={() => onboarding.send({ type: 'tests.finish' })}
          >
            Skip
          </Button>
          <BusyButton
            busy={stage === 'finishing'}
            busyLabel="Finishing..."
            disabled={busy || !choosing}
            onClick={() => onboarding.send({ type: 'tests.finish' })}
          >
            Finish
          </BusyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
