import type { CredentialInput, EnvironmentInput, Project } from '../api/projects.ts';

export interface ProjectForm {
  name: string;
  environments: EnvironmentInput[];
  extraUrls: string[];
}

export interface CredentialRow {
  username: string;
  password: string;
  /** The environment's id as the dropdown holds it (a string), '' when none is chosen. */
  envId: string;
}

export const FILL_ALL_FIELDS = 'Please fill in all required fields.';

const filled = (value: string) => value.trim() !== '';

/** Spec §5: Continue stays disabled until the name and both environments' label and URL are filled. */
export function projectFormComplete(form: ProjectForm): boolean {
  return (
    filled(form.name) &&
    form.environments.length >= 2 &&
    form.environments.every((e) => filled(e.label) && filled(e.url))
  );
}

/** The create-project payload: trimmed, with the blank extra URLs left out. */
export function projectPayload(form: ProjectForm) {
  return {
    name: form.name.trim(),
    environments: form.environments.map((e) => ({ label: e.label.trim(), url: e.url.trim() })),
    extra_urls: form.extraUrls.map((u) => u.trim()).filter(filled),
  };
}

/** Spec §5: with sign-in required, every row needs a username, a password and an environment. */
export function credentialRowsComplete(rows: CredentialRow[]): boolean {
  return rows.length > 0 && rows.every((r) => filled(r.username) && r.password !== '' && r.envId !== '');
}

export function credentialPayload(rows: CredentialRow[]): CredentialInput[] {
  return rows.map((r) => ({ env_id: Number(r.envId), username: r.username.trim(), password: r.password }));
}

/** A project as the Project step's form shows it to change. */
export function projectFormOf(project: Project): ProjectForm {
  return {
    name: project.name,
    environments: project.environments.map(({ label, url }) => ({ label, url })),
    extraUrls: [],
  };
}

/** What changing `project` to `form` sends: its name, and each environment whose label or URL changed. */
export function projectUpdates(project: Project, form: ProjectForm) {
  const { name, environments } = projectPayload(form);
  const changed = project.environments.flatMap((env, i) => {
    const next = environments[i];
    return next && (next.label !== env.label || next.url !== env.url) ? [{ id: env.id, ...next }] : [];
  });
  return { name, environments: changed };
}
