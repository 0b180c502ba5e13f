import { describe, expect, it } from 'vitest';
import { applyRunEvent, type LiveRunView } from '../../../src/api/runFold.ts';
import type { RunDetail } from '../../../src/api/runs.ts';
import { runDetail, runStep } from '../support/runs.ts';
import { testCase } from '../support/testCases.ts';

const CASE = testCase(1, 'Sign in', {
  steps: [{ id: 11, steps: 'Open the login page', status: 'Draft', lastRun: null }],
});
const running = (over: Partial<RunDetail> = {}) =>
  runDetail(7, CASE, 'running', [runStep(CASE, 1, { status: 'running' })], over);
const status = (run: RunDetail, over: Partial<RunDetail>) => {
  const { status, result, message, attempt, started_at, finished_at, duration, trace_url, failure_class } = {
    ...run,
    ...over,
  };
  return { status, result, message, attempt, started_at, finished_at, duration, trace_url, failure_class };
};

describe('applyRunEvent', () => {
  const start: LiveRunView = { run: running(), frame: null };

  it('appends what the page did and replaces the step an event names', () => {
    let view = applyRunEvent(start, { type: 'console', data: { type: 'log', text: 'hello', url: null, at: 5 } });
    view = applyRunEvent(view, { type: 'step', data: runStep(CASE, 1, { status: 'passed', duration_ms: 40 }) });
    view = applyRunEvent(view, { type: 'frame', data: { data: 'QUJD', at: 9 } });
    expect(view.run!.console.map((c) => c.text)).toEqual(['hello']);
    expect(view.run!.steps[0]).toMatchObject({ status: 'passed', duration_ms: 40 });
    expect(view.frame).toBe('data:image/jpeg;base64,QUJD');
  });

  it('ignores events before the run arrived, and drops the live picture once the run ended', () => {
    expect(applyRunEvent({ run: null, frame: null }, { type: 'frame', data: { data: 'x', at: 1 } })).toEqual({
      run: null,
      frame: null,
    });
    const ended = applyRunEvent(
      { ...start, frame: 'data:x' },
      { type: 'status', data: status(start.run!, { status: 'passed', result: 'Passed' }) },
    );
    expect(ended.run!.status).toBe('passed');
    expect(ended.frame).toBeNull();
  });

  it('starts the evidence over when another worker takes the run up (a new attempt)', () => {
    const before = applyRunEvent(start, {
      type: 'console',
      data: { type: 'log', text: 'first try', url: null, at: 5 },
    });
    const retried = applyRunEvent(before, { type: 'status', data: status(before.run!, { attempt: 2 }) });
    expect(retried.run!.attempt).toBe(2);
    expect(retried.run!.console).toEqual([]);
    expect(retried.run!.network).toEqual([]);
  });
});
