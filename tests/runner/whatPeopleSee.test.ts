import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Checks see what a person sees (issue 38, item 4): places found whatever markup draws them, text read as shown, a
// control "next to" words found in the box that holds both. The pages mimic TodoMVC's and react-admin's markup.
const site = fixtureSite();

/** Runs steps that pass up to the last, which fails: its message, as the run reports it. */
async function lastFails(lines: string[], stepTimeoutMs = 2500): Promise<string> {
  const run = await site.run(lines, { stepTimeoutMs });
  expect(outcomes(run).slice(0, -1)).toEqual(passed(lines.length - 1));
  const last = run.steps[lines.length - 1]!;
  expect(last.status).toBe('failed');
  return last.message ?? '';
}

describe('a TodoMVC page', () => {
  it("looks in the app's own footer and header, ticks the checkbox of the todo named, and reads the count as shown", async () => {
    const run = await site.run([
      'Go to /todomvc',
      'I see "todos" in the header',
      'Check that the footer says "3 items left"',
      'I see "Part of TodoMVC" in the footer',
      'Tick the checkbox next to "Buy milk"',
      'The checkbox next to "Buy milk" is checked',
      'The checkbox next to "Walk the dog" is unchecked',
      'Check that the footer says "2 items left"',
      'Tick the checkbox next to "Pay rent"',
      'I see "1 item left"',
      'Check that the footer says "1 item left"',
      'I don\'t see "1 items left"',
      '"1 item left" should be visible',
      '"1 items left" should not be visible',
      'There is 1 "1 item left" text',
      'The todo-count should be "1 item left"',
      'The todo-count should start with "1 item"',
      // The app's own filter shows the todos done: the ones ticked are Buy milk and Pay rent.
      'Click "Completed"',
      'I see "Buy milk"',
      'I see "Pay rent"',
      'I don\'t see "Walk the dog"',
    ]);
    expect(outcomes(run)).toEqual(passed(21));
  });

  it('fails a count the footer does not show, and the words of a hidden part', async () => {
    expect(await lastFails(['Go to /todomvc', 'Check that the footer says "2 items left"'])).toMatch(
      /^“2 items left” is not shown in the footer/,
    );
    const ticked = ['Go to /todomvc', 'Tick the checkbox next to "Buy milk"', 'Tick the checkbox next to "Pay rent"'];
    expect(await lastFails([...ticked, 'I see "1 items left"'])).toMatch(/^“1 items left” is not shown/);
    expect(await lastFails([...ticked, '"1 items left" should be visible'])).toMatch(/1 items left/);
    expect(await lastFails([...ticked, 'I don\'t see "1 item left"'])).toMatch(/^“1 item left” is shown/);
  });

  it('names the choices of an ambiguous step by their words, never by a value such as "on"', async () => {
    const inList = await lastFails(['Go to /todomvc', 'Tick the checkbox in the todo list']);
    expect(inList).toMatch(/^3 elements match .*: 1\. “Buy milk”, 2\. “Walk the dog”, 3\. “Pay rent”\./);
    const anywhere = await lastFails(['Go to /todomvc', 'Tick the checkbox']);
    expect(anywhere).toMatch(/^4 elements match .*: 1\. “Mark all as complete”, 2\. “Buy milk”, 3\. “Walk the dog”/);
    expect(`${inList} ${anywhere}`).not.toContain('“on”');
  });
});

describe('a react-admin screen', () => {
  it('finds the left menu, the top bar, the counters, the pagination and a list named by its page', async () => {
    const run = await site.run([
      'Go to /admin',
      'the Posts counter shows 40',
      'the Users counter shows 12',
      'Verify the cart badge shows 3',
      'Click Settings in the top bar',
      'I see "Theme: Light"',
      'I don\'t see "Preferences opened"',
      'Click on Posts in the left menu',
      'The URL should end with /admin/posts',
      'The URL should not contain from=card',
      'Verify the pagination shows 1-10 of 40',
      'the posts list shows "Hello"',
      'Click Next in the pager',
      'Verify the pagination shows 11-20 of 40',
      'I don\'t see "Hello"',
      // The other Next, outside the pager, was not the one clicked.
      'I see "Tip: the newest posts come first."',
      'Click Users in the sidebar',
      'The URL should end with /admin/users',
      'the users list shows "Alice"',
      'Verify the pagination shows 11-20 of 40',
      'Go to /admin/comments',
      'the comments table shows "Nice post"',
      'Verify the pagination shows 1 to 2 of 7',
    ]);
    expect(outcomes(run)).toEqual(passed(23));
  });

  it('fails what the place named does not show, though the page shows it elsewhere', async () => {
    expect(await lastFails(['Go to /admin', 'the Users counter shows 40'])).toMatch(
      /^“40” is not shown in the counter/,
    );
    expect(await lastFails(['Go to /admin', 'Verify the cart badge shows 4'])).toMatch(/^“4” is not shown/);
    expect(
      await lastFails(
        ['Go to /admin/posts', 'Click Next in the pager', 'Verify the pagination shows 1-10 of 40'],
        5000,
      ),
    ).toMatch(/^“1-10 of 40” is not shown in the pagination/);
    expect(await lastFails(['Go to /admin/users', 'Verify the pagination shows 1-10 of 40'])).toMatch(
      /^“1-10 of 40” is not shown in the pagination/,
    );
    expect(await lastFails(['Go to /admin/posts', 'the posts list shows "Goodbye"'])).toMatch(
      /^“Goodbye” is not shown in the list/,
    );
    // Without its place, "Settings" is the top bar's and the dashboard's: the place is what tells them apart.
    expect(await lastFails(['Go to /admin', 'Click Settings'])).toMatch(/^2 elements match/);
  });
});
