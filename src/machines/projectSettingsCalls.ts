import { api } from '../api/index.ts';
import type { CredentialType } from '../api/settings.ts';

/*
 * The calls of the project settings pages (environments, run limits, test accounts, deleting the
 * project). Each is the `load` of a resource machine or the `save` of a save machine: the pages
 * hand them to useResource and useSave.
 */

/** Project › general: the environments, and the project's name for Delete Project. */
export const loadProjects = (_: 'projects') => api.projects.list();
export const loadProjectEnvironments = ({ projectId }: { projectId: number; version: number }) =>
  api.projects.environments(projectId);
export const updateEnvironment = ({ id, label, url }: { id: number; label: string; url: string }) =>
  api.settings.updateEnvironment(id, { label: label.trim(), url: url.trim() });

/** Project › general: run limits, in the form's units. */
export interface LimitValues {
  stepSeconds: number;
  runMinutes: number;
  retries: number;
  flakyThreshold: number;
}

export const loadProject = ({ projectId }: { projectId: number; version: number }) => api.projects.get(projectId);
export const saveLimits = ({
  projectId,
  stepSeconds,
  runMinutes,
  retries,
  flakyThreshold,
}: LimitValues & { projectId: number }) =>
  api.projects.update(projectId, {
    step_timeout_ms: stepSeconds * 1000,
    run_timeout_ms: runMinutes * 60_000,
    retries,
    flaky_threshold: flakyThreshold,
  });

/** Project › configs: the test accounts, as the form adds one. */
interface AccountValues {
  type: CredentialType;
  envId: string;
  username: string;
  password: string;
  totpSecret: string;
}

export const loadCredentials = ({ projectId }: { projectId: number; saves: number }) =>
  api.projects.credentials(projectId);
export const loadEnvironments = (projectId: number) => api.projects.environments(projectId);
export const addAccount = (v: AccountValues) =>
  api.projects.createCredentials([
    {
      type: v.type,
      env_id: Number(v.envId),
      password: v.password,
      ...(v.type === 'generated_email' ? {} : { username: v.username.trim() }),
      ...(v.type === 'password_totp' ? { totp_secret: v.totpSecret.replace(/\s/g, '').toUpperCase() } : {}),
    },
  ]);
export const removeAccount = (id: number) => api.projects.deleteCredential(id);
export const readTotpCode = (id: number) => api.settings.totp(id);
