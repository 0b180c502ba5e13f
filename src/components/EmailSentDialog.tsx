import { Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState, type ReactNode } from 'react';
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

/** The webmails to choose from, once 'Visit Email' is pressed for an address of no known provider. */
function WebmailChoices({ onVisitEmail }: Pick<EmailSentDialogProps, 'onVisitEmail'>) {
  return (
    <Stack gap={6} w="100%" id="webmails" role="group" aria-label="Webmails">
      <Text size="sm" c="dimmed">
        Where do you read your email?
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} w="100%">
        {WEBMAILS.map((webmail) => (
          <Button key={webmail.url} variant="light" fullWidth onClick={() => onVisitEmail(webmail.url)}>
            {webmail.name}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 'Verify Your Email' and 'Check Your Email': what was sent, with Resend Code and Visit Email. Visit Email opens the
 * webmail of the address's provider; for an address of no known provider (a company's own domain), it shows the
 * webmails such mail is most often read in, to choose from, rather than open a guessed site that is not there.
 */
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
  // Purely visual: whether the webmails to choose from are shown.
  const [choosing, setChoosing] = useState(false);
  const known = webmailOf(email) !== null;
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
          {known ? (
            <Button onClick={() => onVisitEmail()}>Visit Email</Button>
          ) : (
            <Button onClick={() => setChoosing((open) => !open)} aria-expanded={choosing} aria-controls="webmails">
              Visit Email
            </Button>
          )}
        </Group>
        {!known && choosing && <WebmailChoices onVisitEmail={onVisitEmail} />}
      </Stack>
    </Modal>
  );
}
