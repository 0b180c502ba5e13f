import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { MailIcon } from './icons.tsx';

interface EmailSentDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  resending: boolean;
  onResend: () => void;
  onVisitEmail: () => void;
  onClose: () => void;
}

/** 'Verify Your Email' and 'Check Your Email': what was sent, with Resend Code and Visit Email. */
export function EmailSentDialog({
  opened,
  title,
  children,
  resending,
  onResend,
  onVisitEmail,
  onClose,
}: EmailSentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <MailIcon size={28} />
        </ThemeIcon>
        <Text>{children}</Text>
        <Group grow w="100%">
          <Button variant="default" onClick={onResend} loading={resending}>
            Resend Code
          </Button>
          <Button onClick={onVisitEmail}>Visit Email</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
