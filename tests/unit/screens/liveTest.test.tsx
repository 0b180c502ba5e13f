import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunDetail, RunStatus, RunStep } from '../../../src/api/runs.ts';
import {
  fakeApi,
  failure,
  IN_TOAST,
  meOk,
  page,
  renderSignedInScreen,
  resetScreenState,
  type ApiCall,
  type Reply,
} from '../support/renderScreen.tsx';
import { queuedRuns, runDetail, runStep } from '../support/runs.ts';
import { sseServer } from '../support/sse.ts';
import { testCase } from '../support/testCases.ts';
import { onePage } from '../support/lists.ts';

const ok = (data: unknown, message = ''): Reply => ({ status: 200, body: { success: true, message, data } });

const PROJECTS = ok([
  { id: 1, name: 'Shop', environment_count: 2, test_case_count: 2, created_at: '2026-11-01T00:00:00Z' },
]);

const SIGN_IN = testCase(1, 'Sign in', {
  steps: [
    { id: 11, steps: 'Open the login page', status: 'Draft', lastRun: null },
    { id: 12, steps: 'Submit the form', status: 'Draft', lastRun: null },
  ],
});
const CHECKOUT = testCase(2, 'Checkout with a card');

const TRACE = '/api/v1/runs/7/artifacts/30?expires=1800000000&signature=abc';

const step = (position: 1 | 2, over: Partial<RunStep> = {}) => runStep(SIGN_IN, position, over);

const OPENED = step(1, {
  status: 'passed',
  description: 'Go to the login page',
  duration_ms: 850,
  screenshot_url: '/api/v1/runs/7/artifacts/1?s=a',
});
const SUBMITTED = step(2, {
  status: 'passed',
  description: 'Click the Sign in button',
  duration_ms: 1200,
  locator: "getByRole('button', { name: 'Sign in' })",
  healed_from: '#submit',
  message: 'Healed: found by its role instead of #submit.',
  screenshot_url: '/api/v1/runs/7/artifacts/2?s=b',
});

/** Run 7 of Sign in on Staging, with `steps` as they stand. */
const run = (status: RunStatus, steps: RunStep[], over: Partial<RunDetail> = {}) =>
  runDetail(7, SIGN_IN, status, steps, over);

const UNDER_WAY = run('running', [step(1, { status: 'running' }), step(2)]);
const PASSED = run('passed', [OPENED, SUBMITTED], {
  console: [
    { type: 'log', text: 'app booted', url: null, at: 100 },
    { type: 'warning', text: 'slow image', url: null, at: 900 },
  ],
  page_errors: [{ message: 'ReferenceError: x is not defined', at: 500 }],
  network: [
    {
      method: 'GET',
      url: 'https://staging.shop.example/login',
      resource_type: 'document',
      status: 200,
      duration_ms: 120,
      failure: null,
      at: 50,
    },
    {
      method: 'POST',
      url: 'https://staging.shop.example/api/session',
      resource_type: 'fetch',
      status: 401,
      duration_ms: 1500,
      failure: null,
      at: 1000,
    },
  ],
});

type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** The routes every /live-test visit loads, with `extra`. */
function serve(extra: Record<string, Route> = {}) {
  return fakeApi({
    'GET /api/v1/me': meOk,
    'GET /api/v1/projects': PROJECTS,
    'GET /api/v1/test-cases': onePage([SIGN_IN, CHECKOUT]),
    'GET /api/v1/test-cases/1': ok(SIGN_IN),
    ...extra,
  });
}

const EVENTS = 'GET /api/v1/runs/7/events';

/** A stream that starts with `snapshot` as its `run` event (a reconnect does not), and ends if the run had ended. */
function streaming(snapshot: RunDetail) {
  return sseServer((connection) => {
    if (connection.lastEventId !== null) return;
    connection.push('run', snapshot);
    if (!['queued', 'running'].includes(snapshot.status)) connection.end();
  });
}

/** The status event of run 7 as it changes to `status`. */
const statusOf = (status: RunStatus, over: Partial<RunDetail> = {}) => {
  const { result, message, attempt, started_at, finished_at, duration, trace_url } = run(status, [], over);
  return { status, result, message, attempt, started_at, finished_at, duration, trace_url };
};

const stepButton = (position: number, text: string, status: string) =>
  within(page().getByRole('list', { name: 'Steps' })).getByRole('button', {
    name: `Step ${position}: ${text}, ${status}`,
  });

beforeEach(() => sessionStorage.setItem('token', 'tok-1'));
afterEach(resetScreenState);

describe('/live-test', () => {
  it('choosing a test case shows its goal, expected result and steps, pending; Start Run posts it and follows its run', async () => {
    const api = serve({
      'POST /api/v1/runs': queuedRuns({ id: 7, testCaseId: 1, name: 'Sign in' }),
      [EVENTS]: streaming(PASSED).route,
    });
    const s = await renderSignedInScreen('/live-test');
    expect(await page().findByText('Choose a test case to see its goal and steps.')).toBeTruthy();
    const start = await page().findByRole<HTMLButtonElement>('button', { name: 'Start Run' });
    expect(start.disabled).toBe(true);

    await s.user.click(screen.getByLabelText('Test case', { selector: 'input' }));
    await s.user.click(await screen.findByRole('option', { name: 'Sign in' }));
    expect(await page().findByText('Goal of Sign in')).toBeTruthy();
    expect(page().getByText('Expected result of Sign in')).toBeTruthy();
    expect(stepButton(1, 'Open the login page', 'Pending')).toBeTruthy();
    expect(stepButton(2, 'Submit the form', 'Pending')).toBeTruthy();
    expect(page().getByText('No run yet')).toBeTruthy();
    expect(start.disabled).toBe(false);

    await s.user.click(start);
    await waitFor(() => expect(s.route()).toBe('/live-test?run=7'));
    expect(api.to('POST', '/api/v1/runs').map((c) => c.body)).toEqual([{ test_case_ids: [1] }]);
    expect(await page().findByText('Sign in on Staging (https://staging.shop.example)')).toBeTruthy();
    expect(stepButton(2, 'Submit the form', 'Passed')).toBeTruthy();
    expect(api.unrouted).toEqual([]);
  });

  it('says nothing of a goal while the test case loads, then shows it', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    serve({ 'GET /api/v1/test-cases/1': () => new Promise<Reply>((resolve) => (answer = resolve)) });
    await renderSignedInScreen('/live-test?test_case=1');
    expect(await page().findByLabelText('Loading the goal')).toBeTruthy();
    expect(page().getByLabelText('Loading the expected result')).toBeTruthy();
    expect(page().queryByText('No goal written.')).toBeNull();
    expect(page().queryByText('No expected result written.')).toBeNull();

    answer(ok(SIGN_IN));
    expect(await page().findByText('Goal of Sign in')).toBeTruthy();
    expect(page().queryByLabelText('Loading the goal')).toBeNull();
  });

  it('preselects ?test_case= and shows why the server refused to start it', async () => {
    serve({ 'POST /api/v1/runs': failure(400, 'This test case has no steps to run.') });
    const s = await renderSignedInScreen('/live-test?test_case=1');
    expect(await page().findByText('Goal of Sign in')).toBeTruthy();
    await s.user.click(await page().findByRole('button', { name: 'Start Run' }));
    expect((await page().findByRole('alert')).textContent).toContain('Error: This test case has no steps to run.');
    expect(page().queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(page().getByRole<HTMLButtonElement>('button', { name: 'Start Run' }).disabled).toBe(false);
    expect(s.route()).toBe('/live-test?test_case=1');
  });

  it('a run under way shows its steps ticking, the page live, and console and requests as they come', async () => {
    const stream = streaming(UNDER_WAY);
    const api = serve({ [EVENTS]: stream.route });
    const s = await renderSignedInScreen('/live-test?run=7');
    expect(await page().findByText('Sign in on Staging (https://staging.shop.example)')).toBeTruthy();
    expect(stepButton(1, 'Open the login page', 'Running')).toBeTruthy();
    expect(stepButton(2, 'Submit the form', 'Pending')).toBeTruthy();
    expect(page().getByText('In Progress')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(page().getByRole<HTMLButtonElement>('button', { name: 'Start Run' }).disabled).toBe(true);
    expect(await page().findByText('Live')).toBeTruthy();
    // The goal and expected result are the run's test case's.
    expect(await page().findByText('Goal of Sign in')).toBeTruthy();
    const live = stream.latest()!;

    await live.send('frame', { data: 'AAAA', at: 300 });
    expect((await page().findByRole('img', { name: 'The page, live' })).getAttribute('src')).toBe(
      'data:image/jpeg;base64,AAAA',
    );
    await live.send('step', OPENED);
    await live.send('step', step(2, { status: 'running' }));
    await waitFor(() => expect(stepButton(1, 'Open the login page', 'Passed')).toBeTruthy());
    expect(within(stepButton(1, 'Open the login page', 'Passed')).getByText('850 ms')).toBeTruthy();
    expect(stepButton(2, 'Submit the form', 'Running')).toBeTruthy();
    await live.send('console', PASSED.console[0]);
    await live.send('network', PASSED.network[0]);
    await s.user.click(page().getByRole('tab', { name: 'Console' }));
    expect(await page().findByText('app booted')).toBeTruthy();
    await s.user.click(page().getByRole('tab', { name: 'Network' }));
    expect(await page().findByText('https://staging.shop.example/login')).toBeTruthy();

    await live.send('step', SUBMITTED);
    await live.send('status', statusOf('passed', { trace_url: TRACE }));
    await waitFor(() => expect(stepButton(2, 'Submit the form', 'Passed')).toBeTruthy());
    expect(within(stepButton(2, 'Submit the form', 'Passed')).getByText('1.2 s')).toBeTruthy();
    expect(page().getByText('Healed: found by its role instead of #submit.')).toBeTruthy();
    // Ended: no Stop, a trace, and the live picture gives way to the steps' pages.
    await waitFor(() => expect(page().queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(page().getByRole('link', { name: 'Open trace' })).toBeTruthy();
    expect(page().queryByText('Live')).toBeNull();
    await s.user.click(page().getByRole('tab', { name: 'Page' }));
    expect(await page().findByRole('img', { name: 'The page after step 2' })).toBeTruthy();
    expect(api.to('GET', '/api/v1/runs/7/events')).toHaveLength(1);
  });

  it('a dropped connection reconnects from the last event it had, and the run goes on', async () => {
    const stream = streaming(UNDER_WAY);
    const api = serve({ [EVENTS]: stream.route });
    await renderSignedInScreen('/live-test?run=7');
    expect(await page().findByText('Live')).toBeTruthy();
    const lastId = await stream.latest()!.send('step', OPENED);
    await stream.latest()!.drop();
    expect(await page().findByText('Reconnecting…')).toBeTruthy();
    // After half a second it connects again, resuming after the last event.
    await waitFor(() => expect(stream.connections).toHaveLength(2), { timeout: 3000 });
    expect(stream.connections[1]!.lastEventId).toBe(lastId);
    expect(api.to('GET', '/api/v1/runs/7/events').map((c) => c.headers.get('last-event-id'))).toEqual([null, lastId]);
    await stream.connections[1]!.send('step', SUBMITTED);
    await stream.connections[1]!.send('status', statusOf('passed'));
    await waitFor(() => expect(stepButton(2, 'Submit the form', 'Passed')).toBeTruthy());
    expect(stepButton(1, 'Open the login page', 'Passed')).toBeTruthy();
  });

  it("the Page tab shows the chosen step's page, Console and Network list what the page did", async () => {
    serve({ [EVENTS]: streaming(PASSED).route });
    const s = await renderSignedInScreen('/live-test?run=7');
    // The last step with a page is shown first.
    const last = await page().findByRole('img', { name: 'The page after step 2' });
    expect(last.getAttribute('src')).toBe(SUBMITTED.screenshot_url);
    await s.user.click(stepButton(1, 'Open the login page', 'Passed'));
    expect(page().getByRole('img', { name: 'The page after step 1' }).getAttribute('src')).toBe(OPENED.screenshot_url);
    expect(page().queryByRole('img', { name: 'The page after step 2' })).toBeNull();
    expect(stepButton(1, 'Open the login page', 'Passed').getAttribute('aria-current')).toBe('step');

    await s.user.click(page().getByRole('tab', { name: 'Console' }));
    const lines = within(await page().findByRole('tabpanel', { name: 'Console' }));
    expect(lines.getAllByText(/app booted|ReferenceError|slow image/).map((l) => l.textContent)).toEqual([
      'app booted',
      'ReferenceError: x is not defined',
      'slow image',
    ]);
    expect(lines.getByText('page error')).toBeTruthy();
    expect(lines.getByText('warning')).toBeTruthy();

    await s.user.click(page().getByRole('tab', { name: 'Network' }));
    const table = await page().findByRole('table', { name: 'Network requests' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['GET', 'https://staging.shop.example/login', '200', '120 ms'],
      ['POST', 'https://staging.shop.example/api/session', '401', '1.5 s'],
    ]);
  });

  it("Test & Agent shows how the runner understood each step, the element it used, and a healed step's old locator", async () => {
    serve({ [EVENTS]: streaming(PASSED).route });
    const s = await renderSignedInScreen('/live-test?run=7');
    await s.user.click(await page().findByRole('tab', { name: 'Test & Agent' }));
    const agent = within(await page().findByLabelText('Test and agent'));
    expect(agent.getByText('Go to the login page')).toBeTruthy();
    expect(agent.getByText('Click the Sign in button')).toBeTruthy();
    expect(agent.getByText(SUBMITTED.locator!)).toBeTruthy();
    const healed = agent.getByText(/Healed: it was found by/);
    expect(healed.textContent).toBe('Healed: it was found by #submit before.');
  });

  it('Graph lays the steps and requests on one time axis from the run’s start', async () => {
    const timed = run(
      'passed',
      [
        { ...OPENED, started_at: '2026-11-02T09:30:01.000Z' },
        { ...SUBMITTED, started_at: '2026-11-02T09:30:01.850Z' },
      ],
      { network: PASSED.network },
    );
    serve({ [EVENTS]: streaming(timed).route });
    const s = await renderSignedInScreen('/live-test?run=7');
    await s.user.click(await page().findByRole('tab', { name: 'Graph' }));
    const timeline = await page().findByLabelText('Timeline');
    // 850 ms then 1.2 s: the axis is 2.05 s long, the second step starts at 850 / 2050 of it.
    const bars = [...timeline.querySelectorAll<HTMLElement>('[title]')];
    const bar = (title: string) => bars.find((b) => b.title === title)!;
    expect(bar('Open the login page: 850 ms').style.left).toBe('0%');
    expect(parseFloat(bar('Submit the form: 1.2 s').style.left)).toBeCloseTo((850 / 2050) * 100, 5);
    expect(bar('POST https://staging.shop.example/api/session: 401').style.background).toContain('red');
    expect(within(timeline).getByText('2 requests during the run, 1 of them failed.')).toBeTruthy();
  });

  it('a failed attempt tried again says which attempt runs, of how many, and why the last one failed', async () => {
    const stream = streaming(UNDER_WAY);
    serve({ [EVENTS]: stream.route });
    await renderSignedInScreen('/live-test?run=7');
    expect(await page().findByText('Live')).toBeTruthy();
    expect(page().queryByText(/^Attempt \d of/)).toBeNull();
    const why = 'Attempt 1 failed (Step 2 failed: “Welcome” is not shown on /home); trying again.';
    await stream.latest()!.send('step', step(1, { status: 'pending' }));
    await stream.latest()!.send('status', statusOf('running', { attempt: 2, message: why }));
    expect(await page().findByText('Attempt 2 of 2')).toBeTruthy();
    expect(page().getByText(why)).toBeTruthy();
    expect(stepButton(1, 'Open the login page', 'Pending')).toBeTruthy();
    await stream.latest()!.send('status', statusOf('flaky', { attempt: 2, result: 'Flaky', message: '' }));
    await waitFor(() => expect(page().queryByText('Attempt 2 of 2')).toBeNull());
  });

  it('Stop asks the server to stop the run, says so, and the stream shows it stopped', async () => {
    const stream = streaming(UNDER_WAY);
    const api = serve({ [EVENTS]: stream.route, 'POST /api/v1/runs/7/stop': ok({}, 'Stopping the run.') });
    const s = await renderSignedInScreen('/live-test?run=7');
    await s.user.click(await page().findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopping the run.', IN_TOAST)).toBeTruthy();
    expect(api.to('POST', '/api/v1/runs/7/stop')).toHaveLength(1);
    await stream.latest()!.send('step', step(2, { status: 'skipped' }));
    await stream.latest()!.send('status', statusOf('stopped', { result: 'Stopped', message: 'The run was stopped.' }));
    await waitFor(() => expect(stepButton(2, 'Submit the form', 'Skipped')).toBeTruthy());
    expect(page().getByText('Stopped').closest('[data-result]')?.getAttribute('data-result')).toBe('Stopped');
    expect(page().queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(page().getByRole<HTMLButtonElement>('button', { name: 'Start Run' }).disabled).toBe(false);
  });

  it("an ended run offers 'Open trace' in our own trace viewer, on the trace's absolute URL", async () => {
    serve({ [EVENTS]: streaming(PASSED).route });
    await renderSignedInScreen('/live-test?run=7');
    const trace = await page().findByRole('link', { name: 'Open trace' });
    expect(trace.getAttribute('href')).toBe(
      `/trace-viewer/index.html?trace=${encodeURIComponent(`${window.location.origin}${TRACE}`)}`,
    );
    expect(trace.getAttribute('target')).toBe('_blank');
    expect(page().getByText('Passed', { selector: '[data-result] *' })).toBeTruthy();
  });

  it("a failed run shows the model's explanation of its evidence and the tokens the run used", async () => {
    const failed = run(
      'failed',
      [OPENED, step(2, { status: 'failed', message: 'Could not find the button “Sign in”.' })],
      {
        message: 'Step 2 failed: Could not find the button “Sign in”.',
        failure_class: 'broken_test',
        failure_evidence: 'Step 2: the target is not on a page that loaded.',
        explanation: 'The sign-in button was renamed to “Log in”; update step 2.',
        model_tokens: 480,
      },
    );
    serve({ [EVENTS]: streaming(failed).route, 'GET /api/v1/runs/7': ok(failed) });
    await renderSignedInScreen('/live-test?run=7');
    expect(await page().findByText('What the model reads in this failure')).toBeTruthy();
    expect(page().getByText('The sign-in button was renamed to “Log in”; update step 2.')).toBeTruthy();
    expect(page().getByText('Model tokens: 480')).toBeTruthy();
  });

  it('a run the model took no part in says nothing of it', async () => {
    serve({ [EVENTS]: streaming(PASSED).route });
    await renderSignedInScreen('/live-test?run=7');
    await page().findByRole('link', { name: 'Open trace' });
    expect(page().queryByText('What the model reads in this failure')).toBeNull();
    expect(page().queryByText(/^Model tokens/)).toBeNull();
  });

  it("a run the server will not stream shows 'Error: …' with 'Try again', which connects again", async () => {
    const stream = streaming(PASSED);
    let calls = 0;
    const api = serve({
      [EVENTS]: (call) => (++calls === 1 ? failure(404, 'Run not found.') : stream.route(call)),
    });
    const s = await renderSignedInScreen('/live-test?run=7');
    const alert = await page().findByRole('alert');
    expect(alert.textContent).toContain('Error: Run not found.');
    expect(page().getByRole<HTMLButtonElement>('button', { name: 'Start Run' }).disabled).toBe(true);
    await s.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await page().findByRole('link', { name: 'Open trace' })).toBeTruthy();
    await waitFor(() => expect(page().queryByRole('alert')).toBeNull());
    expect(api.to('GET', '/api/v1/runs/7/events')).toHaveLength(2);
  });
});
