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
      'Check "I\'m over 18"',
      'The "I\'m over 18" checkbox is checked',
    ]);
    expect(outcomes(run)).toEqual(passed(11));
  });

  it('finds a quoted name drawn in capitals, and an icon-only button by "icon"', async () => {
    const run = await site.run([
      'Go to /preferences',
      'Click "SAVE DRAFT"',
      'I see "Draft saved"',
      'Click the Notifications icon',
      'I see "Notifications opened"',
      // Buttons are not images: an icon is a button only when named.
      'There are no images',
    ]);
    expect(outcomes(run)).toEqual(passed(6));
    // Shown as Playwright code a person could write: a name not exact is in any case, in part.
    expect(run.steps[1]!.locator).toBe("getByRole('button', { name: 'SAVE DRAFT' })");
  });

  it("chooses a native dropdown's option by its label in any case, once it has come, and lists the options when none matches", async () => {
    const run = await site.run(
      [
        'Go to /preferences',
        'Set the Time zone dropdown to central european time',
        'I see "Time zone: Europe/Paris"',
        'Select "eastern time" from Time zone',
        'I see "Time zone: America/New_York"',
        'Select "France" from Country',
        'Select "Paris" from City',
        'I see "City: Paris"',
        'Select Pacific from Time zone',
      ],
      // The cities come 400 ms after the country: room for a machine loaded by the other suites.
      { stepTimeoutMs: 3000 },
    );
    expect(outcomes(run).slice(0, 8)).toEqual(passed(8));
    expect(run.steps[8]).toMatchObject({
      status: 'failed',
      failureKind: 'action',
      message:
        'The dropdown “Time zone” has no option “Pacific”: its options are “UTC”, “Eastern Time”, “Central European Time”.',
    });
  });

  it('chooses an option of a native dropdown named by its words alone, as a person picks it', async () => {
    const run = await site.run(
      ['Go to /preferences', 'Select Italy', 'Select "Milan" from City', 'I see "City: Milan"'],
      {
        stepTimeoutMs: 3000,
      },
    );
    expect(outcomes(run)).toEqual(passed(4));
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

describe('text on the page', () => {
  it('is found in part and in any case, but as whole words', async () => {
    const run = await site.run(
      ['Go to /help-center', 'I see "how can we"', 'I see "unlucky"', 'I don\'t see "Lucky"', 'I see "Lucky"'],
      { stepTimeoutMs: 1500 },
    );
    expect(outcomes(run).slice(0, 4)).toEqual(passed(4));
    expect(run.steps[4]!.message).toBe(`“Lucky” is not shown on ${site.app.url}/help-center.`);
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
