import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// "The body starts with …", "the title ends with …": the first or last words of what an element or the title shows.
const site = fixtureSite();
beforeEach(() => site.app.reset());

describe('words a value or a title starts or ends with', () => {
  it('checks the start and the end of what a field shows and of the title, and fails the wrong ones', async () => {
    const run = await site.run([
      'Go to /shop-admin',
      'The Order number starts with "A-10"',
      'The order number should end with "293"',
      'The title ends with "Fixture Shop"',
    ]);
    expect(outcomes(run)).toEqual(passed(4));
    const wrong = await site.run(['Go to /shop-admin', 'The Order number starts with "293"'], { stepTimeoutMs: 1000 });
    expect(wrong.steps[1]!.message).toBe('“Order number” holds “A-10293”, expected it to start with “293”.');
  });
});
