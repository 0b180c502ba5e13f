import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// "A success message appears", "an error is shown": a message by its kind, found as apps draw it, with no words given.
const site = fixtureSite();
beforeEach(() => site.app.reset());

describe('messages by their kind', () => {
  it('sees a success toast, an error alert and the browser’s alert, each as its kind', async () => {
    const steps = [
      'Go to /messages',
      'I should not see an error',
      'Click Save',
      'A success message appears',
      'Click "Break it"',
      'Then I should see an error message',
      'Click "Alert me"',
      'Verify that an alert appears',
    ];
    const run = await site.run(steps);
    expect(outcomes(run).map((o) => o.replace(/^passed: The page showed the alert .*/, 'passed'))).toEqual(
      passed(steps.length),
    );
  });

  it('fails a message of another kind, naming the messages it saw', async () => {
    const run = await site.run(['Go to /messages', 'Click Save', 'An error message is shown'], {
      stepTimeoutMs: 1500,
    });
    expect(run.steps[2]!.status).toBe('failed');
    expect(run.steps[2]!.message).toBe(
      `No error message is shown on ${site.app.url}/messages: the page shows “3 items in your list” (message), ` +
        '“Your changes are in” (success message).',
    );
  });

  it('fails "no error" when an error is shown', async () => {
    const run = await site.run(['Go to /messages', 'Click "Break it"', 'Wait 1 second', 'No error message is shown']);
    expect(run.steps[3]!.status).toBe('failed');
  });
});
