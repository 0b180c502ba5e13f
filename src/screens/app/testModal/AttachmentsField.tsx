import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { attach, loadAttachments, removeAttachment } from '../../../machines/testModalCalls.ts';

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`);

/** The files a test case's upload steps send ("Upload "cv.pdf" to Resume"), by name. */
export function AttachmentsField({ testCaseId }: { testCaseId: number }) {
  const adding = useSave(attach, 'File attached');
  const removing = useSave(removeAttachment, 'File removed');
  const files = useResource(loadAttachments, { id: testCaseId, version: adding.saves + removing.saves });
  const list = files.data?.data ?? [];
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={500}>
            Files
          </Text>
          <Text size="xs" c="dimmed">
            What upload steps send, by name: Upload &quot;cv.pdf&quot; to Resume.
          </Text>
        </div>
        <FileButton onChange={(file) => file && adding.submit({ id: testCaseId, file })}>
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" loading={adding.saving}>
              Attach a file
            </Button>
          )}
        </FileButton>
      </Group>
      <ErrorAlert message={adding.error ?? removing.error ?? (files.error ? `Error: ${files.error}` : null)} />
      {list.length > 0 && (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attached files">
          {list.map((file) => (
            <Group component="li" key={file.id} justify="space-between" gap="xs">
              <Text size="sm">
                {file.name}{' '}
                <Text span size="xs" c="dimmed">
                  {sizeOf(file.size)}
                </Text>
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${file.name}`}
                disabled={removing.saving}
                onClick={() => removing.submit({ id: testCaseId, attachmentId: file.id })}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
