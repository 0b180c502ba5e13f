import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partKey, stepKey } from '../../server/runner/worker.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { closedAddress, projectOnFixture } from '../support/fixtureProject.ts';
import { createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// The replay cache through the queue, in Chromium against the fixture app: what a passing run stores, and what the
// next run's answer says it used.
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

async function run(token: string, testCaseId: number) {
  const res = await t.post('/api/v1/runs', { test_case_ids: [testCaseId] }, token);
  expect(res.statusCode, res.body).toBe(201);
  return waitForRun(t, token, res.json().data[0].id);
}

const STEPS = [
  'Go to /form',
  'Type "Ann" into Name and press Tab',
  'Select "Spain" from Country',
  'Check "I agree to the terms"',
  'The "I agree to the terms" checkbox should be checked',
  'Verify the "Name" field contains "Ann"',
];

interface Row {
  step_key: string;
  locator: { target: { by: string } };
  fingerprint: { cssPath: string };
}

describe('the replay cache through the queue', { timeout: 90_000 }, () => {
  it('stores how each step found its element, replays them all, and heals one whose element is gone', async () => {
    fixture.reset();
    const { token, env } = await projectOnFixture(t, fixture, closedUrl);
    const testCase = await createTestCase(t, token, env.id, { title: 'Contact', steps: STEPS });
    const first = await run(token, testCase.id);
    expect(first.status, JSON.stringify(first.steps)).toBe('passed');
    expect(first.steps.map((s) => s.locator)).toEqual([
      null,
      "getByRole('textbox', { name: 'Name', exact: true })",
      "getByRole('combobox', { name: 'Country', exact: true })",
      "getByRole('checkbox', { name: 'I agree to the terms', exact: true })",
      "getByRole('checkbox', { name: 'I agree to the terms', exact: true })",
      "getByRole('textbox', { name: 'Name', exact: true })",
    ]);
    // One entry per element used: the typing step's is its first part's (pressing Tab used the field it typed in).
    const rows = () =>
      t.db.query<Row>('SELECT step_key, locator, fingerprint FROM step_locators WHERE environment_id = $1', [env.id]);
    const expectedKeys = [partKey(stepKey(STEPS[1]!), 0), ...STEPS.slice(2).map(stepKey)];
    expect((await rows()).map((r) => r.step_key).sort()).toEqual([...expectedKeys].sort());
    // A first run found every element by the steps' words: none of its steps replayed.
    expect(first.steps.map((s) => s.replayed)).toEqual(STEPS.map(() => false));

    // Each entry rewritten to the element's CSS path: the next run's answer shows those, so it found every element
    // by what the cache held, and none by the steps' words.
    await t.db.query(
      `UPDATE step_locators SET locator = jsonb_build_object('frame', null, 'region', null, 'nth', null,
         'target', jsonb_build_object('by', 'css', 'selector', fingerprint->>'cssPath'))
       WHERE environment_id = $1`,
      [env.id],
    );
    const byPath = new Map((await rows()).map((r) => [r.step_key, `locator('${r.fingerprint.cssPath}')`]));
    const replay = await run(token, testCase.id);
    expect(replay.status, JSON.stringify(replay.steps)).toBe('passed');
    expect(replay.steps.map((s) => s.locator)).toEqual([null, ...expectedKeys.map((k) => byPath.get(k))]);
    expect(replay.steps.map((s) => s.healed_from)).toEqual(STEPS.map(() => null));
    // Every step that used an element says it replayed; opening the page used none.
    expect(replay.steps.map((s) => s.replayed)).toEqual([false, ...expectedKeys.map(() => true)]);
    expect(replay.failure_class).toBeNull();

    // The field's stored locator finds nothing now: the step's words find it again, and the run says what changed.
    await t.db.query(
      `UPDATE step_locators SET locator = jsonb_set(locator, '{target,selector}', '"#full-name"')
       WHERE environment_id = $1 AND step_key = $2`,
      [env.id, partKey(stepKey(STEPS[1]!), 0)],
    );
    const healed = await run(token, testCase.id);
    expect(healed.status).toBe('passed');
    expect(healed.steps[1]).toMatchObject({
      locator: "getByRole('textbox', { name: 'Name', exact: true })",
      healed_from: "locator('#full-name')",
      message:
        'Healed: “Name” is found another way: the element this step used before (input “#name”) is now found by ' +
        "getByRole('textbox', { name: 'Name', exact: true }).",
    });
    expect(healed.failure_class).toBe('broken_test');
    // The healed step found its element afresh; the others still replayed.
    expect(healed.steps.map((s) => s.replayed)).toEqual([false, false, true, true, true, true]);
    // The entry now holds what the words found.
    const field = (await rows()).find((r) => r.step_key === partKey(stepKey(STEPS[1]!), 0))!;
    expect(field.locator.target.by).toBe('role');
  });
});
