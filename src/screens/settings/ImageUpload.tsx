import { Avatar, Button, FileButton, Group, Text } from '@mantine/core';
import type { Save } from '../../app/useSave.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { initialsOf } from '../../lib/format.ts';

interface ImageUploadProps {
  /** The image now, or null for initials. */
  src: string | null;
  /** Who or what the image shows, for its text alternative and initials. */
  name: string;
  alt: string;
  accept: string;
  label: string;
  radius: 'md' | 'xl';
  upload: Save<File, unknown>;
  remove: Save<undefined, unknown>;
}

/** An organization logo or a profile photo: the picture, Upload and Remove, and the refusal if any. */
export function ImageUpload({ src, name, alt, accept, label, radius, upload, remove }: ImageUploadProps) {
  return (
    <>
      <Group>
        <Avatar src={src} size={64} radius={radius} alt={src ? alt : undefined}>
          {initialsOf(name)}
        </Avatar>
        <FileButton accept={accept} onChange={(file) => file && upload.submit(file)}>
          {(props) => (
            <BusyButton {...props} variant="light" busy={upload.saving} busyLabel="Uploading...">
              {label}
            </BusyButton>
          )}
        </FileButton>
        {src && (
          <Button variant="subtle" color="red" onClick={() => remove.submit(undefined)} disabled={remove.saving}>
            Remove
          </Button>
        )}
      </Group>
      {upload.error && (
        <Text size="sm" c="red.8" role="alert">
          {upload.error}
        </Text>
      )}
    </>
  );
}
