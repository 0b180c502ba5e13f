import { describe, expect, it } from 'vitest';
import {
  classifyRun,
  infrastructureEventOf,
  isInfrastructureEvent,
  type AttemptEvidence,
  type EndedSuiteRun,
} from '../../server/runner/classify.ts';

const failed = (over: Partial<AttemptEvidence>): AttemptEvidence => ({
  status: 'failed',
  message: 'Step 2 failed: something',
  failureKind: 'action',
  failedStep: 2,
  pageLoaded: true,
  serverErrors: [],
  pageErrors: [],
  healed: [],
  ...over,
});
const passed: AttemptEvidence = { ...failed({}), status: 'passed', message: '', failureKind: null, failedStep: null };

describe('the class of a run that did not simply pass', () => {
  it('has none when it passed at once or was stopped', () => {
    expect(classifyRun([passed])).toBeNull();
    expect(classifyRun([failed({ status: 'stopped', failureKind: 'stopped' })])).toBeNull();
  });

  it('is a broken test to review when it passed only by healing a locator', () => {
    const healedPass = { ...passed, healed: ['Step 2: The button “Save” is gone; now reads “Save changes”'] };
    expect(classifyRun([healedPass])).toEqual({
      failureClass: 'broken_test',
      evidence:
        'It passed, but only by healing: Step 2: The button “Save” is gone; now reads “Save changes”. The page changed under the test: review the step.',
    });
  });

  it('is flaky when an attempt failed and a later one passed', () => {
    expect(classifyRun([failed({}), passed])).toEqual({
      failureClass: 'flaky',
      evidence: 'Attempt 1 failed (Step 2 failed: something); attempt 2 passed with nothing changed.',
    });
  });

  it('is an app bug for a failed expectation, a 5xx from the app, or a page error', () => {
    expect(classifyRun([failed({ failureKind: 'expectation' })])!.failureClass).toBe('app_bug');
    const server = classifyRun([failed({ failureKind: 'notFound', serverErrors: ['GET /api/cart answered 500'] })]);
    expect(server).toEqual({
      failureClass: 'app_bug',
      evidence: "The app's server failed: GET /api/cart answered 500. Step 2 failed: something",
    });
    expect(
      classifyRun([failed({ failureKind: 'notFound', pageErrors: ['TypeError: x is undefined'] })])!.failureClass,
    ).toBe('app_bug');
    // A page that answered 500 on navigation loaded nothing, but the app answered: its bug.
    expect(
      classifyRun([failed({ failureKind: 'navigation', pageLoaded: false, serverErrors: ['GET / answered 500'] })])!
        .failureClass,
    ).toBe('app_bug');
  });

  it('is a broken test for a step not understood, or a target missing or ambiguous on a page that loaded normally', () => {
    for (const kind of ['notUnderstood', 'notFound', 'ambiguous', 'setup'] as const) {
      expect(classifyRun([failed({ failureKind: kind })])!.failureClass).toBe('broken_test');
    }
  });

  it('is a broken test when an action ran out of time on a page that loaded (a button that stayed disabled)', () => {
    const stuck = failed({
      failureKind: 'action',
      message: 'Step 2 failed: Could not click “Publish”: it stayed disabled.',
    });
    expect(classifyRun([stuck])).toEqual({
      failureClass: 'broken_test',
      evidence:
        'Step 2 could not be done on a page that loaded normally: Could not click “Publish”: it stayed disabled.',
    });
  });

  it('is infrastructure when no page of the environment loaded, or the runner could not run it', () => {
    for (const kind of ['navigation', 'timeout', 'blocked'] as const) {
      expect(classifyRun([failed({ failureKind: kind, pageLoaded: false })])!.failureClass).toBe('infrastructure');
    }
    expect(
      classifyRun([failed({ status: 'error', failureKind: 'setup', message: 'The browser stopped during the run.' })]),
    ).toEqual({
      failureClass: 'infrastructure',
      evidence: 'The runner could not run it: The browser stopped during the run.',
    });
    // Failed twice, the last attempt decides.
    expect(
      classifyRun([failed({ failureKind: 'expectation' }), failed({ failureKind: 'navigation', pageLoaded: false })])!
        .failureClass,
    ).toBe('infrastructure');
  });

  it('treats a suite of at least 5 runs with more than 80% failed as one infrastructure event', () => {
    expect(isInfrastructureEvent(5, 5)).toBe(true);
    expect(isInfrastructureEvent(10, 9)).toBe(true);
    expect(isInfrastructureEvent(10, 8)).toBe(false);
    expect(isInfrastructureEvent(4, 4)).toBe(false);
  });

  it('makes one infrastructure event only of failures whose own evidence says infrastructure', () => {
    const run = (id: number, detectedClass: EndedSuiteRun['detectedClass'], status = 'failed'): EndedSuiteRun => ({
      id,
      status,
      detectedClass,
    });
    // Five runs that could not reach their environment (one of them the browser crashing), and one broken test.
    const suite = [
      run(1, 'infrastructure'),
      run(2, 'infrastructure', 'error'),
      run(3, 'infrastructure'),
      run(4, 'infrastructure'),
      run(5, 'infrastructure'),
      run(6, 'broken_test'),
    ];
    expect(infrastructureEventOf(suite)).toEqual([1, 2, 3, 4, 5]);
    // Every order the runs can have finished in gives the same answer.
    const orders = (list: EndedSuiteRun[]): EndedSuiteRun[][] =>
      list.length <= 1 ? [list] : list.flatMap((r, i) => orders(list.filter((_, j) => j !== i)).map((o) => [r, ...o]));
    for (const order of orders(suite)) expect(infrastructureEventOf(order)).toEqual([1, 2, 3, 4, 5]);
    // A whole suite of steps not understood, or of targets missing on a page that loaded, is no infrastructure event.
    expect(infrastructureEventOf([1, 2, 3, 4, 5].map((id) => run(id, 'broken_test')))).toEqual([]);
    // Four of five unreachable is not over 80%: no event, and each keeps its own class anyway.
    expect(infrastructureEventOf([...suite.slice(0, 4), run(6, 'broken_test')])).toEqual([]);
    // A run that passed or was stopped is counted in the suite, never in the event.
    expect(infrastructureEventOf([...suite.slice(0, 5), run(7, null, 'passed')])).toEqual([1, 2, 3, 4, 5]);
  });
});
