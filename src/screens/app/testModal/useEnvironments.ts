import { AuthSession } from '../../../app/authSession.tsx';
import { useResource } from '../../../app/useResource.ts';
import { loadEnvironments } from '../../../machines/testModalCalls.ts';

/** The current project's environments as choices of a Select, their URLs, and how loading them went. */
export function useEnvironmentChoices() {
  const projectId = AuthSession.useSelector((s) => s.context.currentProjectId);
  const environments = useResource(loadEnvironments, projectId);
  const list = environments.data?.data ?? [];
  return {
    projectId,
    options: list.map((e) => ({ value: String(e.id), label: e.label })),
    /** The URL of the environment chosen (its id as the Select holds it), once the list has loaded. */
    urlOf: (id: string) => list.find((e) => String(e.id) === id)?.url,
    placeholder: environments.status === 'loading' ? 'Loading…' : 'Choose',
    error: environments.error ? `Error: ${environments.error}` : undefined,
  };
}
