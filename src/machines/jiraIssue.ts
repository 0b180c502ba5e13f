import { assign, fromPromise, setup } from 'xstate';
import { api } from '../api/index.ts';
import type { JiraIssueState } from '../api/testCases.ts';
import { effectActions, errorMessage } from './effects.ts';

export const JIRA_ISSUE_CREATED = 'Jira issue created';

export interface JiraIssueInput {
  testCaseId: number;
  stepId: number;
}

export interface JiraIssueContext extends JiraIssueInput {
  /** Whether Jira is connected and the issue made there, once loaded. */
  jira: JiraIssueState | null;
  loadError: string | null;
  /** Why the last 'Create Jira issue' failed, in Jira's or the server's words. */
  createError: string | null;
}

export type JiraIssueEvent = { type: 'jira.retry' } | { type: 'jira.create' };

/**
 * The Jira panel of an issue: load whether Jira is connected and the issue created there; while
 * connected without one, 'Create Jira issue' creates it and the panel shows its key.
 */
export const jiraIssueMachine = setup({
  types: { context: {} as JiraIssueContext, events: {} as JiraIssueEvent, input: {} as JiraIssueInput },
  actors: {
    loadJira: fromPromise(({ input }: { input: JiraIssueInput }) =>
      api.testCases.jiraIssue(input.testCaseId, input.stepId),
    ),
    createJira: fromPromise(({ input }: { input: JiraIssueInput }) =>
      api.testCases.createJiraIssue(input.testCaseId, input.stepId),
    ),
  },
  actions: effectActions,
  guards: {
    canCreate: ({ context }) => context.jira?.connected === true && context.jira.issue === null,
  },
}).createMachine({
  id: 'jiraIssue',
  context: ({ input }) => ({ ...input, jira: null, loadError: null, createError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadJira',
        src: 'loadJira',
        input: ({ context }) => ({ testCaseId: context.testCaseId, stepId: context.stepId }),
        onDone: { target: 'ready', actions: assign({ jira: ({ event }) => event.output.data, loadError: null }) },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    failed: { on: { 'jira.retry': 'loading' } },
    ready: {
      on: { 'jira.create': { guard: 'canCreate', target: 'creating', actions: assign({ createError: null }) } },
    },
    creating: {
      invoke: {
        id: 'createJira',
        src: 'createJira',
        input: ({ context }) => ({ testCaseId: context.testCaseId, stepId: context.stepId }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ jira: ({ event }) => ({ connected: true, issue: event.output.data }) }),
            { type: 'notify', params: { tone: 'success', message: JIRA_ISSUE_CREATED } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ createError: ({ event }) => errorMessage(event.error) }),
            { type: 'notify', params: ({ context }) => ({ tone: 'error', message: context.createError ?? '' }) },
          ],
        },
      },
    },
  },
});
