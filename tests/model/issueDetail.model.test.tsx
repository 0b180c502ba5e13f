import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { JiraIssueState } from '../../src/api/testCases.ts';
import { issueDetailMachine } from '../../src/machines/issueDetail.ts';
import { JIRA_ISSUE_CREATED, jiraIssueMachine } from '../../src/machines/jiraIssue.ts';
import { serverError } from '../unit/support/deferredActor.ts';
import { IN_TOAST, page, renderSignedInScreen } from '../unit/support/renderScreen.tsx';
import { ok, signedIn } from './support/appScreens.ts';
import { describeModel } from './support/describeModel.ts';
import { heldApi, replyFor } from './support/heldApi.ts';
import { machineModel } from './support/model.ts';
import { oneMoreToast } from './support/toasts.ts';

const ISSUE = '/api/v1/issues/4/9';
const JIRA = `${ISSUE}/jira`;

const ISSUE_DETAIL = {
  test_case_id: 4,
  test_case_step_id: 9,
  title: 'Checkout with a saved card',
  step: 'Pay with the saved card',
  status: 'Unresolved',
  occurrences: [],
} as const;

const SHOP_12 = {
  key: 'SHOP-12',
  url: 'https://acme.atlassian.net/browse/SHOP-12',
  created_at: '2026-11-04T10:00:00Z',
};
const JIRA_STATES: JiraIssueState[] = [
  { connected: true, issue: null },
  { connected: false, issue: null },
  { connected: true, issue: SHOP_12 },
];

let s!: Awaited<ReturnType<typeof renderSignedInScreen>>;

/** The page's error for a request that failed, with its 'Try again'. */
async function showsFailure(message: string) {
  const alert = within(await page().findByRole('alert'));
  expect(alert.getByText(`Error: ${message}`)).toBeTruthy();
  expect(alert.getByRole('button', { name: 'Try again' })).toBeTruthy();
}

const issueModel = machineModel('issueDetail', issueDetailMachine, {
  input: { testCaseId: 4, stepId: 9 },
  events: [
    { type: 'xstate.done.actor.loadIssue', output: { success: true, data: ISSUE_DETAIL } },
    { type: 'xstate.error.actor.loadIssue', error: serverError('getIssue', 404, 'Issue not found.') },
  ],
  context: (c: { error: string | null }) => c.error,
});

describeModel('issueDetail machine, path by path on /issues/4/9', issueModel, async (path) => {
  const api = heldApi({ ...signedIn(), [`GET ${JIRA}`]: ok({ connected: false, issue: null }) }, [`GET ${ISSUE}`]);
  await path.test({
    states: {
      loading: async () => {
        expect(await page().findByRole('progressbar', { name: 'Loading the issue' })).toBeTruthy();
      },
      shown: async () => {
        expect(await page().findByText('Pay with the saved card')).toBeTruthy();
        expect(page().getByRole('heading', { name: 'Occurrences' })).toBeTruthy();
      },
      failed: ({ context }) => showsFailure(context.error as string),
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/issues/4/9');
      },
      'xstate.done.actor.loadIssue': (step) => api.settle(`GET ${ISSUE}`, replyFor(step.event)),
      'xstate.error.actor.loadIssue': (step) => api.settle(`GET ${ISSUE}`, replyFor(step.event)),
      'issue.retry': () => s.user.click(page().getByRole('button', { name: 'Try again' })),
    },
  });
  expect(api.unrouted).toEqual([]);
});

interface JiraContext {
  jira: JiraIssueState | null;
  loadError: string | null;
  createError: string | null;
}

const jiraModel = machineModel('jiraIssue', jiraIssueMachine, {
  input: { testCaseId: 4, stepId: 9 },
  events: [
    ...JIRA_STATES.map((data) => ({ type: 'xstate.done.actor.loadJira', output: { success: true, data } })),
    { type: 'xstate.error.actor.loadJira', error: serverError('getJiraIssue', 500, 'Jira could not be reached.') },
    { type: 'xstate.done.actor.createJira', output: { success: true, message: 'Created.', data: SHOP_12 } },
    {
      type: 'xstate.error.actor.createJira',
      error: serverError('createJiraIssue', 400, 'Jira refused the issue: 400: issuetype: Specify a valid issue type'),
    },
  ],
  context: (c: JiraContext) => [c.jira, c.loadError, c.createError],
});

/** What the Jira panel shows once it knows: the issue's key, 'Create Jira issue', or where to connect Jira. */
async function showsJira({ jira, createError }: JiraContext) {
  if (jira?.issue) {
    const link = await page().findByRole('link', { name: jira.issue.key });
    expect(link.getAttribute('href')).toBe(jira.issue.url);
    expect(page().queryByRole('button', { name: 'Create Jira issue' })).toBeNull();
  } else if (jira?.connected) {
    const button = await page().findByRole('button', { name: 'Create Jira issue' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  } else {
    expect(await page().findByText(/Jira is not connected to this project/)).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Create Jira issue' })).toBeNull();
  }
  if (createError) expect(within(page().getByRole('alert')).getByText(createError)).toBeTruthy();
  else expect(page().queryByRole('alert')).toBeNull();
}

describeModel('jiraIssue machine, path by path on /issues/4/9', jiraModel, async (path) => {
  const api = heldApi({ ...signedIn(), [`GET ${ISSUE}`]: ok(ISSUE_DETAIL) }, [`GET ${JIRA}`, `POST ${JIRA}`]);
  await path.test({
    states: {
      loading: async () => {
        expect(await page().findByRole('progressbar', { name: 'Loading the Jira issue' })).toBeTruthy();
      },
      failed: ({ context }) => showsFailure(context.loadError as string),
      ready: ({ context }) => showsJira(context as JiraContext),
      creating: async () => {
        const button = await page().findByRole('button', { name: 'Creating...' });
        expect(button.getAttribute('aria-busy')).toBe('true');
      },
    },
    events: {
      'xstate.init': async () => {
        s = await renderSignedInScreen('/issues/4/9');
      },
      'xstate.done.actor.loadJira': (step) => api.settle(`GET ${JIRA}`, replyFor(step.event)),
      'xstate.error.actor.loadJira': (step) => api.settle(`GET ${JIRA}`, replyFor(step.event)),
      'jira.retry': () => s.user.click(page().getByRole('button', { name: 'Try again' })),
      'jira.create': () => s.user.click(page().getByRole('button', { name: 'Create Jira issue' })),
      'xstate.done.actor.createJira': async (step) => {
        await api.settle(`POST ${JIRA}`, replyFor(step.event));
        expect(await screen.findByText(JIRA_ISSUE_CREATED, IN_TOAST)).toBeTruthy();
      },
      'xstate.error.actor.createJira': ({ event, state }) =>
        oneMoreToast(state.context.createError as string, () => api.settle(`POST ${JIRA}`, replyFor(event))),
    },
  });
  expect(api.unrouted).toEqual([]);
});
