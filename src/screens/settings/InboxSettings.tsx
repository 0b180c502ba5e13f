import { Accordion, Group, Text } from '@mantine/core';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { loadInbox } from '../../machines/settingsCalls.ts';
import { NoProject } from '../app/NoProject.tsx';

function Inbox({ projectId }: { projectId: number }) {
  const inbox = useResource(loadInbox, projectId);
  return (
    <ResourceView resource={inbox} label="the inbox">
      {({ data }) =>
        data.length === 0 ? (
          <EmptyState title="No messages">
            Mail sent to this project&apos;s generated test addresses appears here. Add an account with the
            &apos;Generated email&apos; template in Configs to get one.
          </EmptyState>
        ) : (
          <Accordion variant="separated">
            {data.map((m) => (
              <Accordion.Item key={m.id} value={String(m.id)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{m.subject || '(no subject)'}</Text>
                      <Text size="sm" c="dimmed">
                        From {m.from} to {m.to}
                      </Text>
                    </div>
                    <Text size="sm" c="dimmed">
                      {formatDateTime(m.received_at)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {m.text}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )
      }
    </ResourceView>
  );
}

/** Project › inbox: mail received by the generated test email addresses. */
export function InboxSettings() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Inbox" description="Messages your generated test accounts received, newest first." />
      {projectId === null ? <NoProject /> : <Inbox projectId={projectId} />}
    </>
  );
}
