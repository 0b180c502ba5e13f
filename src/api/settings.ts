import { settle, type HttpClient } from './client.ts';
import type { components } from './schema.d.ts';

export type EnvironmentWithProject = components['schemas']['EnvironmentWithProject'];
export type ApiKey = components['schemas']['ApiKey'];
export type NewApiKey = components['schemas']['NewApiKey'];
export type OrganizationDetails = components['schemas']['OrganizationDetails'];
export type Plan = components['schemas']['Plan'];
export type Profile = components['schemas']['Profile'];
export type InboxMessage = components['schemas']['InboxMessage'];
export type CredentialType = components['schemas']['CredentialType'];
export type Integration = components['schemas']['Integration'];
export type IntegrationKind = components['schemas']['IntegrationKind'];
export type IntegrationInput = components['schemas']['IntegrationInput'];
export type IntegrationTestResult = components['schemas']['IntegrationTestResult'];

const id = (value: number) => ({ params: { path: { id: value } } });
const integration = (projectId: number, kind: IntegrationKind) => ({
  params: { path: { kind }, query: { project_id: projectId } },
});

/** Settings: environments and their deletion, keys, the organization and the profile. */
export function settingsApi(client: HttpClient) {
  return {
    environments: () => settle('listOrganizationEnvironments', () => client.GET('/environments')),
    updateEnvironment: (envId: number, body: { label?: string; url?: string }) =>
      settle('updateEnvironment', () => client.PATCH('/environments/{id}', { ...id(envId), body })),
    requestEnvironmentDeletion: (envId: number) =>
      settle('requestEnvironmentDeletion', () => client.POST('/environments/{id}/deletion-code', id(envId))),
    deleteEnvironment: (envId: number, code: string) =>
      settle('deleteEnvironment', () => client.DELETE('/environments/{id}', { ...id(envId), body: { code } })),
    totp: (credentialId: number) =>
      settle('getCredentialTotp', () => client.GET('/credentials/{id}/totp', id(credentialId))),
    inbox: (projectId: number) =>
      settle('listInbox', () => client.GET('/inbox', { params: { query: { project_id: projectId } } })),
    apiKeys: () => settle('listApiKeys', () => client.GET('/api-keys')),
    createApiKey: (name: string) => settle('createApiKey', () => client.POST('/api-keys', { body: { name } })),
    revokeApiKey: (keyId: number) => settle('revokeApiKey', () => client.DELETE('/api-keys/{id}', id(keyId))),
    integrations: (projectId: number) =>
      settle('listIntegrations', () => client.GET('/integrations', { params: { query: { project_id: projectId } } })),
    saveIntegration: (projectId: number, kind: IntegrationKind, body: IntegrationInput) =>
      settle('saveIntegration', () => client.PUT('/integrations/{kind}', { ...integration(projectId, kind), body })),
    disconnectIntegration: (projectId: number, kind: IntegrationKind) =>
      settle('deleteIntegration', () => client.DELETE('/integrations/{kind}', integration(projectId, kind))),
    testIntegration: (projectId: number, kind: IntegrationKind) =>
      settle('testIntegration', () => client.POST('/integrations/{kind}/test', integration(projectId, kind))),
    organization: () => settle('getOrganization', () => client.GET('/organization')),
    renameOrganization: (name: string) =>
      settle('updateOrganization', () => client.PATCH('/organization', { body: { name } })),
    removeLogo: () => settle('removeOrganizationLogo', () => client.DELETE('/organization/logo')),
    plans: () => settle('listPlans', () => client.GET('/plans')),
    profile: () => settle('getProfile', () => client.GET('/profile')),
    renameProfile: (fullName: string) =>
      settle('updateProfile', () => client.PATCH('/profile', { body: { full_name: fullName } })),
    removePhoto: () => settle('removeProfilePhoto', () => client.DELETE('/profile/photo')),
    changePassword: (body: { current_password: string; new_password: string; confirm_password: string }) =>
      settle('changePassword', () => client.POST('/profile/password', { body })),
    signOutEverywhere: () => settle('signOutEverywhere', () => client.DELETE('/profile/sessions')),
  };
}
