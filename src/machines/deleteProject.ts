import { fromPromise } from 'xstate';
import { api } from '../api/index.ts';
import { deleteEnvironmentMachine } from './deleteEnvironment.ts';

/**
 * Deleting a project takes the same care as deleting an environment (spec §4): confirm, 'Send OTP',
 * the 4-digit code, Resend; the same flow, with the project's calls. Start it with
 * `{ type: 'delete.start', environment: { id, label, kind: 'Project' } }`.
 */
export const deleteProjectMachine = deleteEnvironmentMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }: { input: { id: number } }) => api.projects.requestDeletion(input.id)),
    deleteEnvironment: fromPromise(({ input }: { input: { id: number; code: string } }) =>
      api.projects.delete(input.id, input.code),
    ),
  },
});
