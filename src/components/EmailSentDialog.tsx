import { Button, Group, Menu, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { webmailOf, WEBMAILS } from '../lib/webmail.ts';
import { MailIcon } from './icons.tsx';

interface EmailSentDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** The address the mail went to: its provider's webmail is what 'Visit Email' opens. */
  email: string;
  resending: boolean;
  onResend: () => void;
  /** `url`: the webmail chosen from the list, for an address whose provider is not known. */
  onVisitEmail: (url?: string) => void;
  onClose: () => void;
}

/**
 * 'Visit Email': the webmail of the address's provider; for an address of no known provider (a company's own
 * domain), a choice of the webmails such mail is most often read in, rather than a guessed site that is not there.
 */
function VisitEmail({ email, onVisitEmail }: Pick<EmailSentDialogProps, 'email' | 'onVisitEmail'>) {
  if (webmailOf(email)) return <Button onClick={() => onVisitEmail()}>Visit Email</Button>;
  return (
    <Menu position="bottom" withinPortal>
      <Menu.Target>
        <Button>Visit Email</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Where do you read your email?</Menu.Label>
        {WEBMAILS.map((webmail) => (
          <Menu.Item key={webmail.url} onClick={() => onVisitEmail(webmail.url)}>
            {webmail.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** 'Verify Your Email' and 'Check Your Email': what was sent, with Resend Code and Visit Email. */
export function EmailSentDialog({
  opened,
  title,
  children,
  email,
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
          <VisitEmail email={email} onVisitEmail={onVisitEmail} />
        </Group>
      </Stack>
    </Modal>
  );
}
