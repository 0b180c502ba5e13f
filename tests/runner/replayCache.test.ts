import { describe, expect, it } from 'vitest';
import type { ResolvedElement, StepResult } from '../../server/runner/attempt/evidence.ts';
import type { CachedLocator } from '../../server/runner/locate/resolve.ts';
import { fixtureSite, outcomes, passed, type StepsRun } from './harness.ts';

// The replay cache in Chromium against the fixture app: every step that acted on or checked one element keeps how it
// found it, and the next run of the same steps on the same page finds each element by that, resolving nothing afresh.
const site = fixtureSite();

const cacheOf = (e: ResolvedElement | null): CachedLocator | null =>
  e?.foundByWords ? { spec: e.spec, fingerprint: e.fingerprint } : null;

/** What a passing run leaves for the next one, as the worker stores it: per step, and per part of a step. */
function stored(run: StepsRun) {
  return {
    cached: run.steps.map((s) => cacheOf(s.resolved)),
    cachedParts: run.steps.map((s) => s.resolvedParts?.map(cacheOf) ?? null),
  };
}

/** Whether a step left anything for the cache: its own element, or one of its parts'. */
const cachesSomething = (s: StepResult) =>
  cacheOf(s.resolved) !== null || (s.resolvedParts ?? []).some((p) => cacheOf(p) !== null);

const FORM_STEPS = [
  'Go to /form',
  'Type "Ann" into Name and press Tab',
  'Type "ann@example.com" into Email',
  'Select "Spain" from Country',
  'Check "I agree to the terms"',
  'The "I agree to the terms" checkbox should be checked',
  'Verify the "Email" field contains "ann@example.com"',
  'Press End in Message',
  'The Send button should be enabled',
  'Clear the Name field',
];

describe('the replay cache', () => {
  it('keeps, for each step that used one element, how it found it, and reports its locator as Playwright code', async () => {
    const run = await site.run(FORM_STEPS);
    expect(outcomes(run)).toEqual(passed(FORM_STEPS.length));
    expect(run.steps.map((s) => s.locator)).toEqual([
      null,
      // Typing and pressing a key in the field: one element, the field.
      "getByRole('textbox', { name: 'Name', exact: true })",
      "getByRole('textbox', { name: 'Email', exact: true })",
      "getByRole('combobox', { name: 'Country', exact: true })",
      "getByRole('checkbox', { name: 'I agree to the terms', exact: true })",
      "getByRole('checkbox', { name: 'I agree to the terms', exact: true })",
      "getByRole('textbox', { name: 'Email', exact: true })",
      "getByRole('textbox', { name: 'Message', exact: true })",
      "getByRole('button', { name: 'Send', exact: true })",
      "getByRole('textbox', { name: 'Name', exact: true })",
    ]);
    expect(run.steps.map(cachesSomething)).toEqual([false, ...Array(FORM_STEPS.length - 1).fill(true)]);
    // Nothing was replayed: this run found everything by the steps' words.
    expect(run.steps.some((s) => s.replayed)).toBe(false);
  });

  it('replays every such step of an unchanged page from the cache, with the same locators and no heal', async () => {
    const first = await site.run(FORM_STEPS);
    expect(outcomes(first)).toEqual(passed(FORM_STEPS.length));
    const replay = await site.run(FORM_STEPS, stored(first));
    expect(outcomes(replay)).toEqual(passed(FORM_STEPS.length));
    expect(replay.steps.map((s) => s.replayed)).toEqual([false, ...Array(FORM_STEPS.length - 1).fill(true)]);
    expect(replay.steps.map((s) => s.locator)).toEqual(first.steps.map((s) => s.locator));
    expect(replay.steps.map((s) => s.healedFrom)).toEqual(Array(FORM_STEPS.length).fill(null));
  });

  it('replays a todo’s tick and the check of its state; words checked on the page are no one element', async () => {
    const steps = [
      'Go to /todos',
      'Check the "Buy milk" checkbox',
      'The "Buy milk" checkbox should be checked',
      'I see "2 items left"',
    ];
    const first = await site.run(steps);
    expect(outcomes(first)).toEqual(passed(4));
    const replay = await site.run(steps, stored(first));
    expect(outcomes(replay)).toEqual(passed(4));
    expect(replay.steps.map((s) => s.replayed)).toEqual([false, true, true, false]);
  });

  it('when the stored element is gone, finds it afresh by the words, or heals by its fingerprint, as before', async () => {
    const step = 'Type "Ann" into Name and press Tab';
    const first = await site.run(['Go to /form', step]);
    expect(outcomes(first)).toEqual(passed(2));
    const [field] = first.steps[1]!.resolvedParts!;
    // The cache as a run left it when the field was labelled "Full name": that locator finds nothing now.
    const earlier: CachedLocator = {
      spec: { ...field!.spec, target: { by: 'role', role: 'textbox', name: 'Full name', exact: true } },
      fingerprint: field!.fingerprint,
    };
    const cachedParts = [null, [earlier, null]];

    // The words still find it: resolved afresh, and the change reported.
    const byWords = await site.run(['Go to /form', step], { cachedParts });
    expect(byWords.steps[1]).toMatchObject({
      status: 'passed',
      replayed: false,
      locator: "getByRole('textbox', { name: 'Name', exact: true })",
      healedFrom: "getByRole('textbox', { name: 'Full name', exact: true })",
    });
    expect(byWords.steps[1]!.message).toBe(
      'Healed: “Name” is found another way: the element this step used before (input “#name”) is now found by ' +
        "getByRole('textbox', { name: 'Name', exact: true }).",
    );

    // The step still says "Full name", which the page no longer has: the element it used before, by its fingerprint.
    const renamed = await site.run(['Go to /form', 'Type "Ann" into "Full name" and press Tab'], {
      cachedParts,
      stepTimeoutMs: 3000,
    });
    expect(renamed.steps[1]).toMatchObject({ status: 'passed', replayed: false });
    expect(renamed.steps[1]!.healedFrom).toBe("getByRole('textbox', { name: 'Full name', exact: true })");
    expect(renamed.steps[1]!.message).toMatch(
      /^Healed: “Full name” is gone; used the element this step used before \(input “#name”\)\.$/,
    );
    // Found only by its fingerprint: not stored again, so the next run looks by the words first.
    expect(cacheOf(renamed.steps[1]!.resolvedParts![0]!)).toBeNull();
  });

  it('a heal reads the same for a quoted and a bare name, and keeps no looser locator than before', async () => {
    site.app.set({ renamedSaveButton: false, saveDraftButton: false });
    const steps = (click: string) => ['Go to /profile', click, 'I see "Profile saved"'];
    const firstBare = await site.run(steps('Click Save'));
    const firstQuoted = await site.run(steps('Click "Save"'));
    expect([outcomes(firstBare), outcomes(firstQuoted)]).toEqual([passed(3), passed(3)]);

    // The button now reads "Save changes" (same id, test id and place): each wording heals, saying what it read.
    site.app.set({ renamedSaveButton: true });
    const bare = await site.run(steps('Click Save'), stored(firstBare));
    const quoted = await site.run(steps('Click "Save"'), stored(firstQuoted));
    const sameWords =
      '“Save” is gone; used the element this step used before (button with test id “save-profile”), ' +
      'which read “Save” and now reads “Save changes”';
    expect(outcomes(bare)).toEqual([
      'passed',
      `passed: Healed: ${sameWords}; it is now found by getByRole('button', { name: 'Save changes', exact: true }).`,
      'passed',
    ]);
    expect(outcomes(quoted)).toEqual(['passed', `passed: Healed: ${sameWords}.`, 'passed']);
    // The bare name found it by part of its name; the run shows, and the cache keeps, its whole name as it reads now.
    expect(bare.steps[1]).toMatchObject({
      healedFrom: "getByRole('button', { name: 'Save', exact: true })",
      locator: "getByRole('button', { name: 'Save changes', exact: true })",
    });

    // A "Save draft" button appears: the healed step's next run finds the one it used, not two.
    site.app.set({ saveDraftButton: true });
    const after = await site.run(steps('Click Save'), stored(bare));
    expect(outcomes(after)).toEqual(passed(3));
    expect(after.steps[1]!.replayed).toBe(true);
    site.app.set({ renamedSaveButton: false, saveDraftButton: false });
  });
});
