import { generationsApi } from './generations.ts';
import { insightsApi } from './insights.ts';
import { projectsApi } from './projects.ts';
import { runsApi } from './runs.ts';
import { schedulesApi } from './schedules.ts';
import { testCasesApi } from './testCases.ts';
import { settingsApi } from './settings.ts';
import type { components } from './schema.d.ts';
import { authCalls, getToken, http } from './session.ts';
import { uploadMultipart, uploadTestFile } from './upload.ts';

export { setUnauthorizedHandler } from './session.ts';

/** The app's client: the calls the machines invoke. */
export const api = {
  auth: authCalls,
  projects: projectsApi(http),
  testCases: testCasesApi(http, getToken),
  runs: runsApi(http),
  insights: insightsApi(http),
  generations: generationsApi(http),
  schedules: schedulesApi(http),
  settings: settingsApi(http),
  upload: (p: Omit<Parameters<typeof uploadTestFile>[0], 'token'>) => uploadTestFile({ ...p, token: getToken() }),
  uploadLogo: (file: File) =>
    uploadMultipart<{ success: true; message: string; data: components['schemas']['OrganizationDetails'] }>({
      method: 'PUT',
      path: '/organization/logo',
      operation: 'uploadOrganizationLogo',
      file,
      token: getToken(),
    }),
  attach: (testCaseId: number, file: File) =>
    uploadMultipart<{ success: true; message: string; data: components['schemas']['Attachment'] }>({
      method: 'POST',
      path: `/test-cases/${testCaseId}/attachments`,
      operation: 'addAttachment',
      file,
      token: getToken(),
    }),
  uploadPhoto: (file: File) =>
    uploadMultipart<{ success: true; message: string; data: components['schemas']['Profile'] }>({
      method: 'PUT',
      path: '/profile/photo',
      operation: 'uploadProfilePhoto',
      file,
      token: getToken(),
    }),
};
