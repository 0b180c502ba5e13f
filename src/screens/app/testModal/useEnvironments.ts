import { api } from '../../../api/index.ts';
import { AuthSession } from '../../../app/authSession.tsx';
import { useResource } from '../../../app/useResource.ts';

const loadEnvironments = (projectId: number | null) =>
  projectId === null ? Promise.resolve({ success: true as const, data: [] }) : api.projects.environments(projectId);

/** The current project's environments as choices of a Select, with how loading them went. */
export function useEnvironmentChoices() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const environments = useResource(loadEnvironments, projectId);
  return {
    projectId,
    options: (environments.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.label })),
    placeholder: environments.status === 'loading' ? 'Loading…' : 'Choose',
    error: environments.error ? `Error: ${environments.error}` : undefined,
  };
}
