import { Alert, Button, FileButton, List, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useSave } from '../../../app/useSave.ts';
import { importFiles } from '../../../machines/testModalCalls.ts';
import { useTestModal } from './TestModalProvider.tsx';
import { useEnvironmentChoices } from './useEnvironments.ts';

const ACCEPTED = '.feature,.csv,.json';

/** The test modal's "Upload files": Gherkin, CSV or JSON test files, imported into an environment. */
export function UploadTests() {
  const { projectId, options, placeholder, error } = useEnvironmentChoices();
  const modal = useTestModal();
  const [environmentId, setEnvironmentId] = useState<string | null>(null);
  const reset = useRef<() => void>(null);
  const upload = useSave(importFiles, 'Import finished', modal.changed);
  const outcomes = upload.result ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Gherkin (.feature), CSV or JSON files: each scenario or test case becomes a test case of the environment.
      </Text>
      <Select
        label="Environment"
        withAsterisk
        data={options}
        placeholder={placeholder}
        error={error}
        value={environmentId}
        onChange={setEnvironmentId}
        allowDeselect={false}
      />
      <FileButton
        multiple
        accept={ACCEPTED}
        resetRef={reset}
        disabled={projectId === null || environmentId === null || upload.saving}
        onChange={(files) => {
          if (files.length && environmentId) upload.submit({ files, environmentId: Number(environmentId) });
          reset.current?.();
        }}
      >
        {(props) => (
          <Button {...props} loading={upload.saving} disabled={environmentId === null || upload.saving}>
            Choose files
          </Button>
        )}
      </FileButton>
      {outcomes.length > 0 && (
        <List size="sm" spacing={4} aria-label="Imported files">
          {outcomes.map((o) => (
            <List.Item key={o.file}>
              <Text span fw={600} c={o.ok ? undefined : 'red'}>
                {o.file}
              </Text>
              : {o.message}
            </List.Item>
          ))}
        </List>
      )}
      {upload.error && <Alert color="red">{upload.error}</Alert>}
    </Stack>
  );
}
