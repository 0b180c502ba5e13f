import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { EnvironmentInput, ProjectSummary } from '../api/projects.ts';
import { fallbackMessage } from '../api/errors.ts';
import { effectActions, errorMessage } from './effects.ts';

export interface ProjectSwitcherContext {
  projects: ProjectSummary[];
  error: string | null;
  environmentError: string | null;
}

export type ProjectSwitcherEvent =
  | { type: 'projects.reload' }
  | { type: 'project.select'; projectId: number }
  | { type: 'environment.open' }
  | { type: 'environment.submit'; projectId: number; environment: EnvironmentInput }
  | { type: 'environment.close' };

/** The project switcher (spec §2): the user's projects, switching between them, and 'Add Environment +'. */
export const projectSwitcherMachine = setup({
  types: { context: {} as ProjectSwitcherContext, events: {} as ProjectSwitcherEvent },
  actors: {
    listProjects: fromPromise(() => api.projects.list()),
    selectProject: fromPromise(({ input }: { input: { projectId: number } }) => api.projects.select(input.projectId)),
    addEnvironment: fromPromise(({ input }: { input: { projectId: number; environment: EnvironmentInput } }) =>
      api.projects.addEnvironment(input.projectId, input.environment),
    ),
  },
  actions: {
    ...effectActions,
    projectSelected: (_, _p: { projectId: number }) => {},
    environmentAdded: () => {},
  },
}).createMachine({
  id: 'projectSwitcher',
  context: { projects: [], error: null, environmentError: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        // The menu lists the last projects while it asks again (on every opening) and after a
        // failed reload, so a choice made there is taken, never dropped.
        loading: {
          invoke: {
            id: 'listProjects',
            src: 'listProjects',
            onDone: { target: 'ready', actions: assign({ projects: ({ event }) => event.output.data, error: null }) },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => errorMessage(event.error, fallbackMessage('listProjects')) }),
            },
          },
          on: { 'project.select': 'selecting' },
        },
        // A list error belongs to the failed load: a switch made from that list ends it.
        ready: {
          entry: assign({ error: null }),
          on: { 'project.select': 'selecting' },
        },
        failed: {
          on: { 'project.select': 'selecting' },
        },
        selecting: {
          // Opening the menu again while the server switches must not drop the switch: the server
          // has been asked, and the app must learn its answer.
          on: { 'projects.reload': {} },
          invoke: {
            id: 'selectProject',
            src: 'selectProject',
            input: ({ event }) => {
              assertEvent(event, 'project.select');
              return { projectId: event.projectId };
            },
            onDone: {
              target: 'ready',
              actions: [
                { type: 'projectSelected', params: ({ event }) => ({ projectId: event.output.data.id }) },
                {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'success', message: `Switched to ${event.output.data.name}` }),
                },
              ],
            },
            onError: {
              target: 'ready',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  tone: 'error',
                  message: errorMessage(event.error, fallbackMessage('selectProject')),
                }),
              },
            },
          },
        },
      },
      on: { 'projects.reload': '.loading' },
    },
    environmentDialog: {
      initial: 'closed',
      states: {
        closed: { on: { 'environment.open': { target: 'open', actions: assign({ environmentError: null }) } } },
        open: {
          on: {
            'environment.submit': { target: 'saving', actions: assign({ environmentError: null }) },
            'environment.close': 'closed',
          },
        },
        saving: {
          invoke: {
            id: 'addEnvironment',
            src: 'addEnvironment',
            input: ({ event }) => {
              assertEvent(event, 'environment.submit');
              return {
                projectId: event.projectId,
                environment: { label: event.environment.label.trim(), url: event.environment.url.trim() },
              };
            },
            onDone: {
              target: 'closed',
              actions: [
                'environmentAdded',
                {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'success', message: `Environment ${event.output.data.label} added` }),
                },
              ],
            },
            onError: {
              target: 'open',
              actions: assign({
                environmentError: ({ event }) => errorMessage(event.error, fallbackMessage('addEnvironment')),
              }),
            },
          },
        },
      },
    },
  },
});
