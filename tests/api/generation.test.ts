import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGeneration, updateGeneration } from '../../server/db/generations.ts';
import { parseStep } from '../../src/steps/index.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture } from '../support/fixtureProject.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// "Generate tests" with no model: the explorer crawls the fixture app in Chromium, proposes test
// cases, runs each once, and the user keeps or discards them.
let t: RunnerTestApp;
let fixture: FixtureApp;
let closedUrl: string;
beforeAll(async () => {
  closedUrl = await closedAddress();
  fixture = await startFixtureApp();
  t = await createRunnerTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

interface Proposal {
  test_case_id: number;
  title: string;
  kind: string;
  steps: string[];
  kept: boolean;
  run_id: number | null;
  run_status: string | null;
  result: string;
  message: string;
}
interface GenerationView {
  id: number;
  status: string;
  message: string;
  source: string;
  pages: { url: string; title: string; heading: string | null; console_errors: number; signed_in: boolean }[];
  proposals: Proposal[];
  model_tokens: number;
  suite_id: number | null;
}

async function waitForGeneration(token: string, id: number, timeoutMs = 300_000): Promise<GenerationView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.get(`/api/v1/generations/${id}`, token);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data as GenerationView;
    if (view.status === 'done' || view.status === 'failed') return view;
    if (Date.now() > deadline) throw new Error(`generation ${id} still ${view.status}: ${view.message}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('generating tests by exploring an environment', () => {
  it('proposes tests for each page, form, the sign-in and the main navigation, each run once, and keeps or discards them', async () => {
    const p = await projectOnFixture(t, fixture, closedUrl);
    const started = await t.post(
      '/api/v1/generations',
      { project_id: p.project.id, environment_id: p.env.id, source: 'explore', max_pages: 14 },
      p.token,
    );
    expect(started.statusCode, started.body).toBe(201);
    const generation = await waitForGeneration(p.token, started.json().data.id);
    expect(generation.status, generation.message).toBe('done');
    expect(generation.model_tokens).toBe(0);

    const byTitle = new Map(generation.proposals.map((x) => [x.title, x]));
    // Every proposal is in the step language and ran once.
    for (const proposal of generation.proposals) {
      for (const step of proposal.steps) expect(parseStep(step).ok, `${proposal.title}: ${step}`).toBe(true);
      expect(proposal.run_id, proposal.title).not.toBeNull();
      expect(proposal.kept).toBe(false);
    }
    // The sign-in with the stored account (two-factor code included) passes, and pages behind it sign in first.
    const signIn = byTitle.get('Sign in with the stored test account');
    expect(signIn?.result, signIn?.message).toBe('Passed');
    expect(signIn!.steps).toContain('Enter the two-factor code');
    const dashboard = byTitle.get('Dashboard page loads');
    expect(dashboard?.steps.slice(0, 2)).toEqual(['Go to /login', 'Sign in']);
    expect(dashboard?.result, dashboard?.message).toBe('Passed');
    expect(generation.pages.find((page) => page.heading === 'Dashboard')?.signed_in).toBe(true);

    // One passing test per page, and the page that logs an error on load fails a test of its own.
    for (const heading of ['Fixture Shop', 'Contact', 'Log in', 'Table', 'Errors']) {
      const page = byTitle.get(`${heading} page loads`);
      expect(page?.result, `${heading}: ${page?.message}`).toBe('Passed');
    }
    const broken = byTitle.get('Errors page logs no errors');
    expect(broken?.result).toBe('Failed');
    expect(broken?.message).toMatch(/console/i);
    expect(generation.pages.find((page) => page.heading === 'Errors')?.console_errors).toBeGreaterThan(0);
    expect(generation.proposals.filter((x) => x.result === 'Failed')).toEqual([broken]);

    // The contact form: refused empty, accepted filled, both passing.
    const refused = byTitle.get('Contact form refuses missing required fields');
    expect(refused?.result, refused?.message).toBe('Passed');
    expect(refused?.steps).toContain('I see "Name is required"');
    const accepted = byTitle.get('Contact form accepts a valid submission');
    expect(accepted?.result, accepted?.message).toBe('Passed');
    // What it typed reads back as the variable it typed, new at every run.
    expect(accepted?.steps.at(-1)).toBe('I see "Thanks, {{random.name}}!"');
    // The main navigation's links are followed.
    const navigation = generation.proposals.filter((x) => x.kind === 'navigation');
    expect(navigation.length).toBeGreaterThan(0);
    for (const n of navigation) expect(n.result, `${n.title}: ${n.message}`).toBe('Passed');

    // Proposals are not test cases of the project until kept.
    const before = await t.get(`/api/v1/test-cases?project_id=${p.project.id}`, p.token);
    expect(before.json().data).toHaveLength(0);
    const kept = await t.post(
      `/api/v1/generations/${generation.id}/keep`,
      { test_case_ids: [signIn!.test_case_id, refused!.test_case_id] },
      p.token,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe('Kept 2 test cases.');
    const listed = await t.get(`/api/v1/test-cases?project_id=${p.project.id}`, p.token);
    expect((listed.json().data as { title: string; result: string }[]).map((c) => [c.title, c.result])).toEqual([
      ['Sign in with the stored test account', 'Passed'],
      ['Contact form refuses missing required fields', 'Passed'],
    ]);
    // Keeping counts against the plan: the Starter plan's 5 test cases cannot take every proposal.
    const tooMany = await t.post(
      `/api/v1/generations/${generation.id}/keep`,
      { test_case_ids: generation.proposals.map((x) => x.test_case_id) },
      p.token,
    );
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json().message).toMatch(
      /^Your Starter plan includes up to 5 test cases\. You have 2, and this would add \d+\./,
    );
    // Discarding one deletes it; it leaves the generation.
    const discarded = await t.delete(`/api/v1/test-cases/${broken!.test_case_id}`, p.token);
    expect(discarded.statusCode, discarded.body).toBe(200);
    const after = (await t.get(`/api/v1/generations/${generation.id}`, p.token)).json().data as GenerationView;
    expect(after.proposals.some((x) => x.test_case_id === broken!.test_case_id)).toBe(false);
    expect(after.proposals.filter((x) => x.kept)).toHaveLength(2);

    // A kept proposal runs again like any test case, and passes.
    const again = await t.post('/api/v1/runs', { test_case_ids: [accepted!.test_case_id] }, p.token);
    expect(again.statusCode, again.body).toBe(201);
    const rerun = await waitForRun(t, p.token, again.json().data[0].id);
    expect(rerun.status, rerun.message).toBe('passed');
  }, 420_000);

  it('refuses what it cannot do with clear messages', async () => {
    const p = await projectOnFixture(t, fixture, closedUrl);
    const goal = await t.post(
      '/api/v1/generations',
      { project_id: p.project.id, environment_id: p.env.id, source: 'goal', text: 'Buy a hat' },
      p.token,
    );
    expect(goal.statusCode).toBe(400);
    expect(goal.json().message).toMatch(
      /^No language model is configured\. Set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY/,
    );
    const model = await t.get('/api/v1/model', p.token);
    expect(model.json().data).toEqual({ enabled: false, model: null, host: null });

    const other = await projectOnFixture(t, fixture, closedUrl);
    const foreign = await t.post(
      '/api/v1/generations',
      { project_id: p.project.id, environment_id: other.env.id, source: 'explore' },
      p.token,
    );
    expect(foreign.statusCode).toBe(404);

    // An environment where nothing answers fails the generation with the reason.
    const nowhere = await t.post(
      '/api/v1/generations',
      { project_id: p.project.id, environment_id: p.nowhere.id, source: 'explore' },
      p.token,
    );
    expect(nowhere.statusCode, nowhere.body).toBe(201);
    const failed = await waitForGeneration(p.token, nowhere.json().data.id, 60_000);
    expect(failed.status).toBe('failed');
    expect(failed.message).toBe(`No page of ${closedUrl} could be opened.`);
    expect(failed.proposals).toEqual([]);

    // One whose worker died mid-way reads as failed once the queue would have given up on it.
    const lost = await insertGeneration(t.db, {
      projectId: p.project.id,
      environmentId: p.env.id,
      environmentLabel: 'Fixture',
      source: 'explore',
      input: fixture.url,
      maxPages: 12,
      userId: null,
      now: new Date(Date.now() - 20 * 60 * 1000),
    });
    await updateGeneration(t.db, lost, { status: 'exploring' });
    const read = (await t.get(`/api/v1/generations/${lost}`, p.token)).json().data as GenerationView;
    expect([read.status, read.message]).toEqual([
      'failed',
      'The worker generating these tests stopped before it finished; start it again.',
    ]);
    expect((await t.get(`/api/v1/generations?project_id=${p.project.id}`, p.token)).json().data).toHaveLength(2);
  }, 120_000);
});
