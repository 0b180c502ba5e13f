import { api } from '../api/index.ts';
import type { IntegrationInput, IntegrationKind } from '../api/settings.ts';

/*
 * The calls of the profile, organization and integration settings pages. Each is the `load` of a
 * resource machine or the `save` of a save machine: the pages hand them to useResource and useSave.
 */

/** Profile › profile. */
export const loadProfile = (_: { saves: number }) => api.settings.profile();
export const renameProfile = (fullName: string) => api.settings.renameProfile(fullName.trim());
export const uploadPhoto = (file: File) => api.uploadPhoto(file);
export const removePhoto = () => api.settings.removePhoto();

/** Profile › authentication. */
export const changePassword = (v: { current: string; next: string; confirm: string }) =>
  api.settings.changePassword({ current_password: v.current, new_password: v.next, confirm_password: v.confirm });
export const signOutEverywhere = () => api.settings.signOutEverywhere();

/** Organization › general and subscription: `saves` only reloads it after a change. */
export const loadOrganization = (_?: { saves: number }) => api.settings.organization();
export const renameOrganization = (name: string) => api.settings.renameOrganization(name.trim());
export const uploadLogo = (file: File) => api.uploadLogo(file);
export const removeLogo = () => api.settings.removeLogo();
export const loadPlans = () => api.settings.plans();

/** Organization › environment: every environment of every project. */
export const loadOrganizationEnvironments = () => api.settings.environments();

/** Project › inbox. */
export const loadInbox = (projectId: number) => api.settings.inbox(projectId);

/** Integrations: the API keys, and the project's integrations. */
export const loadApiKeys = (_: { saves: number }) => api.settings.apiKeys();
export const createApiKey = (name: string) => api.settings.createApiKey(name.trim());
export const revokeApiKey = (id: number) => api.settings.revokeApiKey(id);

interface IntegrationTarget {
  projectId: number;
  kind: IntegrationKind;
}

export const loadIntegrations = (projectId: number) => api.settings.integrations(projectId);
export const saveIntegration = ({ projectId, kind, body }: IntegrationTarget & { body: IntegrationInput }) =>
  api.settings.saveIntegration(projectId, kind, body);
export const disconnectIntegration = ({ projectId, kind }: IntegrationTarget) =>
  api.settings.disconnectIntegration(projectId, kind);
export const testIntegration = ({ projectId, kind }: IntegrationTarget) =>
  api.settings.testIntegration(projectId, kind);
