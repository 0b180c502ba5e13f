import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_TEST_ACCOUNT, fixtureSite, outcomes } from './harness.ts';
import { MASK } from '../../server/runner/attempt/secrets.ts';

// A run's trace, opened in Playwright's trace viewer, is read by its steps: each step's words are a group holding the
// calls it made, and the step that failed ends with the runner's message, which the viewer's Errors tab lists.
const site = fixtureSite();
beforeEach(() => site.app.reset());

interface TraceEvent {
  type: string;
  callId?: string;
  parentId?: string;
  method?: string;
  title?: string;
  error?: { message?: string };
}

function traceEvents(trace: Buffer | null): TraceEvent[] {
  expect(trace).not.toBeNull();
  return Object.entries(unzipSync(new Uint8Array(trace!)))
    .filter(([name]) => name.endsWith('.trace'))
    .flatMap(([, bytes]) => Buffer.from(bytes).toString('utf8').split('\n'))
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TraceEvent);
}

/** The step groups, in order, each with the error its group ended with (what the viewer shows failed). */
function stepGroups(events: TraceEvent[]) {
  return events
    .filter((e) => e.type === 'before' && e.method === 'tracingGroup')
    .map((group) => ({
      title: group.title,
      calls: events.filter((e) => e.type === 'before' && e.parentId === group.callId).map((e) => e.method),
      error: events.find((e) => e.type === 'after' && e.callId === group.callId)?.error?.message ?? null,
    }));
}

describe('the trace of a run', () => {
  it("holds each step's words as a group of its calls, and the failing step's error", async () => {
    const steps = ['Go to /login', 'Type qa@example.com into Email', 'Click the Launch rocket button', 'Click Sign in'];
    const run = await site.run(steps, { trace: true, stepTimeoutMs: 1500 });
    const failure = 'Could not find the button “Launch rocket” on';
    expect(outcomes(run)).toEqual([
      'passed',
      'passed',
      expect.stringMatching(new RegExp(`^failed: ${failure}`)),
      'skipped',
    ]);

    const groups = stepGroups(traceEvents(run.trace));
    // Skipped steps did nothing, so the trace has no group for them.
    expect(groups.map((g) => g.title)).toEqual([
      'Step 1: Go to /login',
      'Step 2: Type qa@example.com into Email',
      'Step 3: Click the Launch rocket button',
    ]);
    expect(groups[0]!.calls).toContain('goto');
    expect(groups[1]!.calls).toContain('fill');
    expect(groups.slice(0, 2).map((g) => g.error)).toEqual([null, null]);
    // The viewer's Errors tab lists the calls that ended with an error: the failed step, in the runner's words.
    expect(groups[2]!.error).toBe(run.steps[2]!.message);
    expect(groups[2]!.error).toContain(failure);
  });

  it('keeps the groups and the error once the secrets are masked', async () => {
    const account = FIXTURE_TEST_ACCOUNT;
    const steps = [
      'Go to /login',
      'Type {{account.username}} into Email',
      'Type {{account.password}} into Password',
      `I see "${account.password}"`,
    ];
    const run = await site.run(steps, { accounts: [account], trace: true, stepTimeoutMs: 1500 });
    expect(run.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'failed']);

    const groups = stepGroups(traceEvents(run.trace));
    expect(groups.map((g) => g.title)).toEqual([
      'Step 1: Go to /login',
      'Step 2: Type {{account.username}} into Email',
      'Step 3: Type {{account.password}} into Password',
      `Step 4: I see "${MASK}"`,
    ]);
    expect(groups[3]!.error).toBeTruthy();
    expect(groups[3]!.error).not.toContain(account.password);
    expect(groups[3]!.error).toContain(MASK);
  });
});
