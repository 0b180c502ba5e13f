import { settle, type HttpClient } from './client.ts';
import type { BodyOf } from './contract.ts';
import type { components } from './schema.d.ts';

export type Project = components['schemas']['Project'];
export type ProjectSummary = components['schemas']['ProjectSummary'];
export type Environment = components['schemas']['Environment'];
export type EnvironmentInput = components['schemas']['EnvironmentInput'];
export type Credential = components['schemas']['Credential'];
export type CreateProjectInput = BodyOf<'createProject'>;
export type CredentialInput = BodyOf<'createCredentials'>['credential'][number];
export type OnboardingStep = BodyOf<'completeOnboardingStep'>['step'];
export type ProjectPatch = BodyOf<'updateProject'>;

/** Projects, environments, stored test accounts and onboarding progress. */
export function projectsApi(client: HttpClient) {
  return {
    list: () => settle('listProjects', () => client.GET('/projects')),
    get: (projectId: number) =>
      settle('getProject', () => client.GET('/projects/{projectId}', { params: { path: { projectId } } })),
    update: (projectId: number, body: ProjectPatch) =>
      settle('updateProject', () => client.PATCH('/projects/{projectId}', { params: { path: { projectId } }, body })),
    create: (body: CreateProjectInput) => settle('createProject', () => client.POST('/projects', { body })),
    requestDeletion: (projectId: number) =>
      settle('requestProjectDeletion', () =>
        client.POST('/projects/{projectId}/deletion-code', { params: { path: { projectId } } }),
      ),
    delete: (projectId: number, code: string) =>
      settle('deleteProject', () =>
        client.DELETE('/projects/{projectId}', { params: { path: { projectId } }, body: { code } }),
      ),
    select: (projectId: number) =>
      settle('selectProject', () => client.PUT('/current-project', { body: { project_id: projectId } })),
    environments: (projectId: number) =>
      settle('listEnvironments', () => client.GET('/{projectId}/environments', { params: { path: { projectId } } })),
    addEnvironment: (projectId: number, body: EnvironmentInput) =>
      settle('addEnvironment', () =>
        client.POST('/{projectId}/environments', { params: { path: { projectId } }, body }),
      ),
    credentials: (projectId: number) =>
      settle('listCredentials', () => client.GET('/credentials', { params: { query: { project_id: projectId } } })),
    createCredentials: (credential: CredentialInput[]) =>
      settle('createCredentials', () => client.POST('/credentials', { body: { credential } })),
    deleteCredential: (id: number) =>
      settle('deleteCredential', () => client.DELETE('/credentials/{id}', { params: { path: { id } } })),
    completeOnboardingStep: (step: OnboardingStep) =>
      settle('completeOnboardingStep', () => client.POST('/onboarding', { body: { step } })),
  };
}
