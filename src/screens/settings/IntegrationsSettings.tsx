import { SimpleGrid, Stack } from '@mantine/core';
import { AuthSession } from '../../app/authSession.tsx';
import { useResource } from '../../app/useResource.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ResourceView } from '../../components/ResourceView.tsx';
import { loadIntegrations } from '../../machines/settingsCalls.ts';
import { NoProject } from '../app/NoProject.tsx';
import { ApiKeys } from './integrations/ApiKeys.tsx';
import { IntegrationCard } from './integrations/IntegrationCard.tsx';
import { SERVICES } from './integrations/services.ts';

/** Spec §9's integrations of the current project: Slack, a webhook, GitHub, GitLab and Jira. */
function ProjectIntegrations({ projectId }: { projectId: number }) {
  const integrations = useResource(loadIntegrations, projectId);
  return (
    <ResourceView resource={integrations} label="integrations">
      {({ data }) => (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {SERVICES.map((spec) => {
            const integration = data.find((i) => i.kind === spec.kind) ?? null;
            return (
              <IntegrationCard
                // A saved or disconnected integration starts its form afresh from what the server holds.
                key={`${spec.kind}:${integration?.updated_at ?? 'none'}`}
                spec={spec}
                projectId={projectId}
                integration={integration}
                onChanged={integrations.reload}
              />
            );
          })}
        </SimpleGrid>
      )}
    </ResourceView>
  );
}

export function IntegrationsSettings() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  return (
    <>
      <PageHeader title="Integrations" description="Connect TestPilot to the tools your team uses." />
      <Stack gap="lg">
        <ApiKeys />
        {projectId === null ? <NoProject /> : <ProjectIntegrations projectId={projectId} />}
      </Stack>
    </>
  );
}
