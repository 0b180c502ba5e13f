import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture } from '../support/fixtureProject.ts';
import { startModelStandIn, TOKENS_PER_ANSWER, type ModelStandIn } from '../support/modelStandIn.ts';
import { createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp, type RunView } from '../support/runnerApp.ts';

// With a model configured (a local stand-in speaking the chat-completions protocol with recorded
// answers), in Chromium against the fixture app: steps the grammar or the page could not settle are
// resolved by the model, checked on the page and cached; bad answers are refused cleanly; a failed
// run is explained; a goal in plain words becomes a test case that replays with no model.
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

const target = (kind: string, name: string) => ({ kind, name, exact: true, ordinal: null, region: null });
const click = (name: string) =>
  JSON.stringify({ action: { type: 'click', target: target('button', name), clicks: 1 } });
const FORM = [
  'Go to /form',
  'Type "Ada" into Name',
  'Type "ada@example.com" into Email',
  'Check "I agree to the terms"',
];

async function project() {
  const p = await projectOnFixture(t, fixture, closedUrl);
  // Short, so the step that shows the bug fails soon; not so short that asking the model on 2 busy cores runs out.
  const limits = await t.patch(`/api/v1/projects/${p.project.id}`, { step_timeout_ms: 6000 }, p.token);
  expect(limits.statusCode, limits.body).toBe(200);
  return p;
}

async function run(token: string, testCaseId: number): Promise<RunView & { model_tokens: number }> {
  const started = await t.post('/api/v1/runs', { test_case_ids: [testCaseId], retries: 0 }, token);
  expect(started.statusCode, started.body).toBe(201);
  return (await waitForRun(t, token, started.json().data[0].id)) as RunView & { model_tokens: number };
}

/** The run once its explanation is written (it follows the run's end). */
async function explained(token: string, runId: number) {
  for (let i = 0; i < 100; i++) {
    const view = (await t.get(`/api/v1/runs/${runId}`, token)).json().data as {
      explanation: string | null;
      model_tokens: number;
    };
    if (view.explanation !== null) return view;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`run ${runId} was never explained`);
}

describe('steps the model resolves', () => {
  it('resolves a step the grammar does not understand, caches it, and replays it with no model call', async () => {
    const p = await project();
    const tc = await createTestCase(t, p.token, p.env.id, {
      steps: [...FORM, 'Make the form go', 'I see "Thanks, Ada!"'],
    });
    standIn.answer(click('Send'));
    const before = standIn.requests.length;
    const first = await run(p.token, tc.id);
    expect(first.status, first.message).toBe('passed');
    expect(first.steps[4]!.message).toBe('Resolved by the model: Click the button “Send”');
    expect(first.model_tokens).toBe(TOKENS_PER_ANSWER);
    expect(standIn.requests.length).toBe(before + 1);
    // The model saw the step and the page, and was asked for an action of the grammar's schema.
    const asked = standIn.requests.at(-1)!;
    expect(asked.response_format?.json_schema?.name).toBe('step_action');
    expect(asked.messages[1]!.content).toContain('Step: Make the form go');
    expect(asked.messages[1]!.content).toContain('button "Send"');

    const again = await run(p.token, tc.id);
    expect(again.status, again.message).toBe('passed');
    expect(again.steps[4]!.message).toBe("Replayed the model's earlier answer: Click the button “Send”");
    expect(again.model_tokens).toBe(0);
    expect(standIn.requests.length).toBe(before + 1);
  }, 60_000);

  it('resolves a target the page does not have into one it has', async () => {
    const p = await project();
    const tc = await createTestCase(t, p.token, p.env.id, {
      steps: [...FORM, 'Click the "Transmit" button', 'I see "Thanks, Ada!"'],
    });
    standIn.answer(click('Send'));
    const done = await run(p.token, tc.id);
    expect(done.status, done.message).toBe('passed');
    expect(done.steps[4]!.message).toBe('Resolved by the model: Click the button “Send”');
    expect(standIn.requests.at(-1)!.messages[1]!.content).toMatch(
      /Why the runner needs help: Could not find the button “Transmit”/,
    );
  }, 60_000);

  it('refuses an answer that does not match the page, and explains the failed run', async () => {
    const p = await project();
    const tc = await createTestCase(t, p.token, p.env.id, { steps: [...FORM, 'Send it off now'] });
    const explanation = 'The step names no element the form has; the Send button is what it means. Rephrase it.';
    standIn.answer(click('Submit order'), JSON.stringify({ explanation }));
    const failed = await run(p.token, tc.id);
    expect(failed.status).toBe('failed');
    expect(failed.failure_class).toBe('broken_test');
    expect(failed.steps[4]!.message).toMatch(
      /^Step not understood: .* The model's answer \(Click the button “Submit order”\) did not match the page: Could not find the button “Submit order”/,
    );
    const view = await explained(p.token, failed.id);
    expect(view.explanation).toBe(explanation);
    expect(view.model_tokens).toBe(2 * TOKENS_PER_ANSWER);
  }, 60_000);

  it('refuses an answer that is not JSON twice, without crashing the run', async () => {
    const p = await project();
    const tc = await createTestCase(t, p.token, p.env.id, { steps: ['Go to /form', 'Do the thing with the form'] });
    standIn.answer(
      'Click Send.',
      'I think you should click Send',
      JSON.stringify({ explanation: 'The step is not one the runner knows.' }),
    );
    const failed = await run(p.token, tc.id);
    expect(failed.status).toBe('failed');
    expect(failed.steps[1]!.message).toMatch(/The model could not help: The model's answer was not valid JSON\.$/);
    expect(failed.steps[1]!.status).toBe('failed');
    expect((await explained(p.token, failed.id)).model_tokens).toBe(3 * TOKENS_PER_ANSWER);
  }, 60_000);
});

describe('a test case from a goal in plain words', () => {
  it('drives the browser with the model, keeps the steps that worked, and the test replays with no model', async () => {
    const p = await project();
    const next = (step: string | null, done = false) => JSON.stringify({ title: 'Send the contact form', step, done });
    standIn.answer(
      next('Go to /form'),
      next('Type "Ada" into the "Name" field'),
      // Not the step language: fed back with the parser's reason, and not kept.
      next('Put ada@example.com in the email box please'),
      next('Type "ada@example.com" into the "Email" field'),
      'this is not JSON',
      next('Check "I agree to the terms"'),
      next('Click the "Send" button'),
      next('I see "Thanks, Ada!"'),
      next(null, true),
    );
    const before = standIn.requests.length;
    const started = await t.post(
      '/api/v1/generations',
      { project_id: p.project.id, environment_id: p.env.id, source: 'goal', text: 'Send the contact form as Ada' },
      p.token,
    );
    expect(started.statusCode, started.body).toBe(201);
    let generation: {
      status: string;
      message: string;
      model_tokens: number;
      proposals: { steps: string[]; result: string; message: string; title: string; run_id: number }[];
    };
    for (;;) {
      generation = (await t.get(`/api/v1/generations/${started.json().data.id}`, p.token)).json().data;
      if (generation.status === 'done' || generation.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(generation.status, generation.message).toBe('done');
    expect(generation.message).toBe('The goal was reached; the test replays without the model.');
    const [proposal] = generation.proposals;
    expect(proposal!.title).toBe('Send the contact form');
    expect(proposal!.steps).toEqual([
      'Go to /form',
      'Type "Ada" into the "Name" field',
      'Type "ada@example.com" into the "Email" field',
      'Check "I agree to the terms"',
      'Click the "Send" button',
      'I see "Thanks, Ada!"',
    ]);
    // The bad step went back to the model with why; the invalid JSON was asked again.
    expect(standIn.requests.length - before).toBe(9);
    expect(generation.model_tokens).toBe(9 * TOKENS_PER_ANSWER);
    // Its run, once while generating, passed with no model call; and so does a replay.
    expect(proposal!.result, proposal!.message).toBe('Passed');
    const replay = await run(
      p.token,
      (await t.get(`/api/v1/runs/${proposal!.run_id}`, p.token)).json().data.test_case_id,
    );
    expect(replay.status, replay.message).toBe('passed');
    expect(replay.model_tokens).toBe(0);
    expect(standIn.requests.length - before).toBe(9);
  }, 120_000);

  it('recreates a reported bug: the steps that show it, ending with what should be, so the test fails until fixed', async () => {
    const p = await project();
    fixture.set({ wrongWelcomeText: true });
    const next = (step: string | null, done = false) =>
      JSON.stringify({ title: 'Dashboard heading misspelt', step, done });
    standIn.answer(
      next('Go to /login'),
      next('Sign in'),
      next('Enter the two-factor code'),
      next('Click the "Verify" button'),
      // What the report says should be: it fails on the page as it is, and that is the bug showing.
      next('I see "Dashboard"'),
      next(null, true),
    );
    try {
      const started = await t.post(
        '/api/v1/generations',
        {
          project_id: p.project.id,
          environment_id: p.env.id,
          source: 'bug',
          text: 'After signing in, the dashboard heading reads "Dashbored" instead of "Dashboard".',
        },
        p.token,
      );
      expect(started.statusCode, started.body).toBe(201);
      let generation: {
        status: string;
        message: string;
        proposals: { steps: string[]; result: string; message: string }[];
      };
      for (;;) {
        generation = (await t.get(`/api/v1/generations/${started.json().data.id}`, p.token)).json().data;
        if (generation.status === 'done' || generation.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(generation.status, generation.message).toBe('done');
      expect(generation.message).toBe('The bug was reproduced: the test fails until it is fixed.');
      const [proposal] = generation.proposals;
      expect(proposal!.steps.at(-1)).toBe('I see "Dashboard"');
      expect(proposal!.result).toBe('Failed');
      expect(proposal!.message).toMatch(/^Step 5 failed: “Dashboard” is not shown/);
    } finally {
      fixture.reset();
    }
  }, 120_000);
});
