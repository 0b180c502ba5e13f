import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { expectError } from '../support/expectations.ts';
import { closedAddress, projectOnFixture } from '../support/fixtureProject.ts';
import { startModelStandIn, type ChatRequest, type ModelStandIn } from '../support/modelStandIn.ts';
import { accountWithProject, createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp, type RunView } from '../support/runnerApp.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { StepReader } from '../../server/llm/stepReader.ts';

// With a model configured (a local stand-in speaking the chat-completions protocol with recorded answers), a step
// the grammar does not understand is read by the model once, as it is typed or saved, before any run: the reading
// is kept with the step, answered by POST /steps/read, and performed by runs in Chromium with no model call.
let t: RunnerTestApp;
let fixture: FixtureApp;
let closedUrl: string;
let standIn: ModelStandIn;
beforeAll(async () => {
  closedUrl = await closedAddress();
  fixture = await startFixtureApp();
  standIn = await startModelStandIn();
  t = await createRunnerTestApp({ model: { baseURL: standIn.baseURL, apiKey: 'test-key', model: 'stand-in' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
  await standIn?.close();
});

const target = (kind: string | null, name: string) => ({ kind, name, exact: true, ordinal: null, region: null });
const reads = (action: unknown) => JSON.stringify({ action, reason: null });
const clickOn = (kind: string | null, name: string) => ({ type: 'click', target: target(kind, name), clicks: 1 });
const FORM = [
  'Go to /form',
  'Type "Ada" into Name',
  'Type "ada@example.com" into Email',
  'Check "I agree to the terms"',
];

interface Step {
  steps: string;
  model_reading?: { model: string; description: string | null; wording: string | null; reason: string | null };
}

async function project() {
  const p = await projectOnFixture(t, fixture, closedUrl);
  const limits = await t.patch(`/api/v1/projects/${p.project.id}`, { step_timeout_ms: 6000 }, p.token);
  expect(limits.statusCode, limits.body).toBe(200);
  return p;
}

async function run(token: string, testCaseId: number): Promise<RunView & { model_tokens: number }> {
  const started = await t.post('/api/v1/runs', { test_case_ids: [testCaseId], retries: 0 }, token);
  expect(started.statusCode, started.body).toBe(201);
  return (await waitForRun(t, token, started.json().data[0].id)) as RunView & { model_tokens: number };
}

const readSteps = (token: string, projectId: number, lines: string[]) =>
  t.post('/api/v1/steps/read', { project_id: projectId, lines }, token);

describe("the model's reading of a step the grammar does not understand", () => {
  it('is asked once as the test case is saved, kept with the step, and a run performs it with no model call', async () => {
    const p = await project();
    standIn.answer(reads(clickOn('button', 'Send')));
    const before = standIn.requests.length;
    const tc = await createTestCase(t, p.token, p.env.id, {
      steps: [...FORM, 'Make the form go', 'I see "Thanks, Ada!"'],
    });
    expect(standIn.requests.length).toBe(before + 1);
    // The model saw the step, why the grammar could not read it, and the test's steps; it answered in the schema.
    const asked = standIn.requests.at(-1) as ChatRequest;
    expect(asked.response_format?.json_schema?.name).toBe('step_reading');
    expect(asked.response_format?.json_schema?.strict).toBe(true);
    expect(asked.messages[1]!.content).toContain('Step: Make the form go');
    expect(asked.messages[1]!.content).toContain('"Make" is not a step I know.');
    expect(asked.messages[1]!.content).toContain('1. Go to /form');

    const steps = tc.steps as Step[];
    expect(steps[4]!.model_reading).toEqual({
      model: 'stand-in',
      description: 'Click the button “Send”',
      wording: 'Click the button “Send”',
      reason: null,
    });
    // Steps the grammar reads have no model reading.
    expect(steps.filter((s) => s.model_reading)).toHaveLength(1);
    const read = (await t.get(`/api/v1/test-cases/${tc.id}`, p.token)).json().data.steps as Step[];
    expect(read[4]!.model_reading?.description).toBe('Click the button “Send”');

    // The editor's read of the same lines answers the kept reading, and the grammar's for the others.
    const answered = await readSteps(p.token, p.project.id, ['Go to /form', 'Make the form go']);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toEqual([
      {
        line: 'Go to /form',
        read_by: 'grammar',
        description: 'Go to /form',
        wording: null,
        reason: null,
        suggestion: null,
        model_reason: null,
        pending: false,
      },
      {
        line: 'Make the form go',
        read_by: 'model',
        description: 'Click the button “Send”',
        wording: 'Click the button “Send”',
        reason: '"Make" is not a step I know.',
        suggestion: null,
        model_reason: null,
        pending: false,
      },
    ]);
    // Saving again with the step's words unchanged asks nothing.
    const renamed = await t.patch(
      `/api/v1/test-cases/${tc.id}`,
      { title: 'Send the form', steps: [...FORM, 'Make the form go', 'I see "Thanks, Ada!"'] },
      p.token,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(standIn.requests.length).toBe(before + 1);

    // The run performs the reading in Chromium: no call to the model, no tokens.
    const done = await run(p.token, tc.id);
    expect(done.status, done.message).toBe('passed');
    expect(done.steps[4]!.message).toBe("Replayed the model's earlier answer: Click the button “Send”");
    expect(done.model_tokens).toBe(0);
    expect(standIn.requests.length).toBe(before + 1);
  }, 90_000);

  it('reads a line not saved yet once; saving it later, in any test case of the project, asks nothing', async () => {
    const p = await project();
    standIn.answer(reads(clickOn(null, 'Send')));
    const before = standIn.requests.length;
    const first = await readSteps(p.token, p.project.id, [...FORM, 'Push the thing that sends it']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data[4]).toMatchObject({
      read_by: 'model',
      description: 'Click “Send”',
      wording: 'Click “Send”',
      pending: false,
    });
    const again = await readSteps(p.token, p.project.id, ['Push the thing that sends it']);
    expect(again.json().data[0].description).toBe('Click “Send”');
    const tc = await createTestCase(t, p.token, p.env.id, {
      steps: [...FORM, 'Push the thing that sends it', 'I see "Thanks, Ada!"'],
    });
    expect((tc.steps as Step[])[4]!.model_reading?.description).toBe('Click “Send”');
    expect(standIn.requests.length).toBe(before + 1);
    const done = await run(p.token, tc.id);
    expect(done.status, done.message).toBe('passed');
    expect(standIn.requests.length).toBe(before + 1);
  }, 90_000);

  it("keeps an answer the schema refuses, or the model's own refusal, as why the step stays not understood", async () => {
    const p = await project();
    // The two lines are read at once: each answer is chosen by the step it is asked about.
    const invalid = JSON.stringify({ action: { type: 'teleport', to: 'Send' }, reason: null });
    const declined = JSON.stringify({ action: null, reason: 'The step does not say which control to use.' });
    const byStep = (request: ChatRequest) =>
      request.messages[1]!.content.startsWith('Step: Do the needful') ? invalid : declined;
    standIn.answer(byStep, byStep, byStep);
    const before = standIn.requests.length;
    const answered = await readSteps(p.token, p.project.id, ['Do the needful', 'Sort it out']);
    expect(answered.statusCode, answered.body).toBe(200);
    const [needful, sort] = answered.json().data;
    // Asked again once with what was wrong, then refused: the step is not understood, with the model's reason.
    expect(needful).toMatchObject({ read_by: null, description: null, wording: null, pending: false });
    expect(needful.reason).toMatch(/is not a step I know/);
    expect(needful.model_reason).toMatch(/^The model's answer does not match what was asked at \/action: /);
    expect(sort).toMatchObject({
      read_by: null,
      description: null,
      model_reason: 'The step does not say which control to use.',
      pending: false,
    });
    expect(standIn.requests.length).toBe(before + 3);
    // Kept: saving these steps asks nothing, and the test case is a Draft with the model's reason on each step.
    const tc = await createTestCase(t, p.token, p.env.id, { steps: ['Go to /form', 'Do the needful', 'Sort it out'] });
    expect(standIn.requests.length).toBe(before + 3);
    expect(tc.result).toBe('Draft');
    const steps = tc.steps as Step[];
    expect(steps[1]!.model_reading).toMatchObject({ description: null, wording: null });
    expect(steps[1]!.model_reading?.reason).toMatch(/does not match what was asked/);
    expect(steps[2]!.model_reading?.reason).toBe('The step does not say which control to use.');
  }, 60_000);

  it('a stored reading whose target is gone asks the model on the page, as a cached answer does', async () => {
    const p = await project();
    standIn.answer(reads(clickOn('button', 'Transmit')));
    const tc = await createTestCase(t, p.token, p.env.id, {
      steps: [...FORM, 'Fire off the form', 'I see "Thanks, Ada!"'],
    });
    expect((tc.steps as Step[])[4]!.model_reading?.description).toBe('Click the button “Transmit”');
    const before = standIn.requests.length;
    standIn.answer(JSON.stringify({ action: clickOn('button', 'Send') }));
    const done = await run(p.token, tc.id);
    expect(done.status, done.message).toBe('passed');
    expect(done.steps[4]!.message).toBe('Resolved by the model: Click the button “Send”');
    expect(standIn.requests.length).toBe(before + 1);
    const asked = standIn.requests.at(-1) as ChatRequest;
    expect(asked.response_format?.json_schema?.name).toBe('step_action');
    expect(asked.messages[1]!.content).toMatch(/The model's earlier answer \(Click the button “Transmit”\) no longer/);
  }, 60_000);
});

describe('a model slower than a request waits', () => {
  it('answers the line as pending, keeps the answer when it comes, and gives it to the steps saved meanwhile', async () => {
    const p = await project();
    // Saved while the model cannot answer: no reading yet, and the step runs as before (the model asked at run time).
    const tc = await createTestCase(t, p.token, p.env.id, { steps: ['Go to /form', 'Make it go'] });
    expect((tc.steps as Step[])[1]!.model_reading).toBeUndefined();
    // A reader that waits 300 ms, as the server's waits 8 s, before a model that takes 1.5 s.
    const bounds = { concurrency: 2, waitMs: 300, askedPerRequest: 20, callTimeoutMs: 10_000 };
    const config = { baseURL: standIn.baseURL, apiKey: 'test-key', model: 'stand-in' };
    const reader = new StepReader(t.db, config, () => new Date(), { error: () => undefined }, bounds);
    standIn.answerAfter(1500);
    standIn.answer(reads(clickOn('button', 'Send')));
    try {
      const unread = [
        { text: 'Make it go', reason: 'not known', suggestion: null, steps: ['Go to /form', 'Make it go'] },
      ];
      const first = await reader.read(p.project.id, unread);
      expect(first.size).toBe(0);
      let step: Step | undefined;
      for (let i = 0; i < 50 && !step?.model_reading; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        step = (await t.get(`/api/v1/test-cases/${tc.id}`, p.token)).json().data.steps[1];
      }
      expect(step?.model_reading?.description).toBe('Click the button “Send”');
      const before = standIn.requests.length;
      const again = await reader.read(p.project.id, unread);
      expect(again.get('Make it go')?.action).toEqual(clickOn('button', 'Send'));
      expect(standIn.requests.length).toBe(before);
    } finally {
      standIn.answerAfter(0);
      await reader.close();
    }
  }, 60_000);
});

describe('without a model', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it("leaves a step the grammar does not understand not understood, with the grammar's suggestion", async () => {
    const { token, project, staging } = await accountWithProject(plain);
    const answered = await plain.post(
      '/api/v1/steps/read',
      { project_id: project.id, lines: ['Clik Sign in', 'Make the form go'] },
      token,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const [typo, unknown] = answered.json().data;
    expect(typo).toMatchObject({ read_by: null, description: null, model_reason: null, pending: false });
    expect(typo.suggestion).toMatch(/^Click/);
    expect(unknown).toMatchObject({ read_by: null, reason: '"Make" is not a step I know.', pending: false });
    const tc = await createTestCase(plain, token, staging.id, { steps: ['Go to /sign-in', 'Make the form go'] });
    expect(tc.result).toBe('Draft');
    expect((tc.steps as Step[]).some((s) => 'model_reading' in s)).toBe(false);
  });

  it('refuses a read without lines, a blank line, another project, and a caller without a session', async () => {
    const { token } = await accountWithProject(plain);
    const other = await accountWithProject(plain);
    expectError(await plain.post('/api/v1/steps/read', { lines: [] }, token), 400);
    expectError(
      await plain.post('/api/v1/steps/read', { lines: ['Go to /', '   '] }, token),
      400,
      "'lines.1' must not be blank.",
    );
    expectError(
      await plain.post('/api/v1/steps/read', { project_id: other.project.id, lines: ['Go to /'] }, token),
      404,
      `Project ${other.project.id} was not found.`,
    );
    expectError(await plain.post('/api/v1/steps/read', { lines: ['Go to /'] }), 401);
    // The current project is read when none is named.
    const current = await plain.post('/api/v1/steps/read', { lines: ['Go to /'] }, token);
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data[0].read_by).toBe('grammar');
  });
});
