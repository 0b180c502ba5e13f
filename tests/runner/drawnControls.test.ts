import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Steps a QA person writes against controls an app draws itself, and against what a page opens besides itself.
const site = fixtureSite();

describe('controls an app draws itself', () => {
  it('checks and reads toggles drawn over hidden inputs, by their visible label', async () => {
    const run = await site.run([
      'Go to /preferences',
      'Turn on the "Dark mode" switch',
      'The "Dark mode" switch is checked',
      'I see "Dark mode on"',
      'Check "Email notifications"',
      'The Email notifications checkbox is checked',
      'Untick "Email notifications"',
      'The "Email notifications" checkbox is unchecked',
      'I see "Email notifications off"',
    ]);
    expect(outcomes(run)).toEqual(passed(9));
  });

  it('finds a quoted name drawn in capitals, and an icon-only button by "icon"', async () => {
    const run = await site.run([
      'Go to /preferences',
      'Click "SAVE DRAFT"',
      'I see "Draft saved"',
      'Click the Notifications icon',
      'I see "Notifications opened"',
    ]);
    expect(outcomes(run)).toEqual(passed(5));
    expect(run.steps[1]!.locator).toBe("getByRole('button', { name: /^\\s*SAVE DRAFT\\s*$/i })");
  });

  it("chooses a native dropdown's option by its label in any case, and lists the options when none matches", async () => {
    const run = await site.run([
      'Go to /preferences',
      'Set the Time zone dropdown to central european time',
      'I see "Time zone: Europe/Paris"',
      'Select "eastern time" from Time zone',
      'I see "Time zone: America/New_York"',
      'Select Pacific from Time zone',
    ]);
    expect(outcomes(run).slice(0, 5)).toEqual(passed(5));
    expect(run.steps[5]).toMatchObject({
      status: 'failed',
      failureKind: 'notFound',
      message:
        'The dropdown “Time zone” has no option “Pacific”: its options are “UTC”, “Eastern Time”, “Central European Time”.',
    });
  });

  it('says why an element could not be used instead of quoting the timeout', async () => {
    const run = await site.run(['Go to /preferences', 'Click "Publish"'], { stepTimeoutMs: 1500 });
    expect(run.steps[1]).toMatchObject({
      status: 'failed',
      failureKind: 'action',
      message: 'Could not click “Publish”: it stayed disabled.',
    });
  });

  it('waits for a dialog to go away by its role, and fails the wait while it stays', async () => {
    const sent = await site.run([
      'Go to /preferences',
      'Click Invite',
      'I see "Invite a teammate" in the dialog',
      'Click "Send invite"',
      'Wait for the dialog to go away',
      'I see "Invitation sent"',
    ]);
    expect(outcomes(sent)).toEqual(passed(6));

    const open = await site.run(['Go to /preferences', 'Click Invite', 'Wait for the dialog to go away'], {
      stepTimeoutMs: 1500,
    });
    expect(open.steps[2]).toMatchObject({
      status: 'failed',
      failureKind: 'expectation',
      message: 'The dialog is visible, and should be hidden.',
    });
  });
});

describe('what a page opens besides itself', () => {
  it('counts the data rows of a table, and accepts the confirm() a delete asks, saying so', async () => {
    const run = await site.run(
      [
        'Go to /people',
        'I see 3 rows in the "People" table',
        'I see no rows in the "Archived" table',
        'Click "Delete" in the row "Carol"',
        'I see "Deleted Carol"',
        'I see 2 rows in the "People" table',
        'I see 3 rows in the "People" table',
      ],
      { stepTimeoutMs: 1500 },
    );
    expect(outcomes(run).slice(0, 6)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed: The page asked to confirm “Delete Carol?”; the run accepted it.',
      'passed',
      'passed',
    ]);
    expect(run.steps[6]!.message).toBe('Expected 3 rows in the table “People”, found 2.');
    expect(run.console).toContainEqual(
      expect.objectContaining({
        type: 'dialog',
        text: 'The page asked to confirm “Delete Carol?”; the run accepted it.',
      }),
    );
  });

  it('follows a link into the new tab it opens', async () => {
    const run = await site.run([
      'Go to /people',
      'Click "Help center"',
      'I see "How can we help?"',
      'The URL is /help-center',
    ]);
    expect(outcomes(run)).toEqual([
      'passed',
      `passed: Moved to the new tab it opened, ${site.app.url}/help-center.`,
      'passed',
      'passed',
    ]);
  });

  it('goes back to the page a sign-in popup came from once the popup closes itself', async () => {
    const run = await site.run(['Go to /people', 'Click "Connect account"', 'Click "Authorize"', 'I see "Connected"']);
    expect(run.status).toBe('passed');
    expect(run.steps[1]!.message).toBe(`Moved to the new tab it opened, ${site.app.url}/authorize.`);
    expect(run.steps[2]!.message).toBe(`The tab closed; back on ${site.app.url}/people.`);
  });
});
