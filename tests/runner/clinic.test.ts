import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// A clinic's appointments as a quickly built app draws them (tests/fixtures/app/pages/clinic.ts), in a QA person's words.
const site = fixtureSite();

describe("the browser's own dialogs, tabs and tables named by their heading", () => {
  it("accepts or dismisses the page's confirm as the step after the click says, and reads an alert's words", async () => {
    const run = await site.run([
      'Go to /appointments',
      'The upcoming appointments table has 3 rows',
      'The Messages list should have 2 items',
      'Click Cancel next to Dr. Amara Okafor',
      "Confirm the 'Are you sure' popup",
      'I see "Cancelled Dr. Amara Okafor"',
      'Click the Cancel button in the Dr. Sam Whitaker row',
      'Dismiss the browser confirmation',
      'I see "Kept Dr. Sam Whitaker"',
      'There should now be 2 Cancel buttons',
      'The second row of the upcoming appointments table should mention Dr. Sam Whitaker',
      'Click Email receipt',
      'The alert should say "A receipt was sent to dana@example.com."',
    ]);
    expect(outcomes(run)).toEqual([
      ...passed(3),
      'passed: The page asked to confirm “Are you sure you want to cancel with Dr. Amara Okafor?”; the run accepted it.',
      ...passed(2),
      'passed: The page asked to confirm “Are you sure you want to cancel with Dr. Sam Whitaker?”; the run dismissed it.',
      ...passed(4),
      'passed: The page showed the alert “A receipt was sent to dana@example.com.”; the run accepted it.',
      'passed',
    ]);
    const wrong = await site.run(
      ['Go to /appointments', 'Click Email receipt', 'The alert should say "A receipt was sent to sam@example.com."'],
      { stepTimeoutMs: 1000 },
    );
    expect(wrong.steps[2]!.status).toBe('failed');
    // A table the page does not have holds no count at all, not 0 rows.
    const noTable = await site.run(['Go to /appointments', 'The cancelled appointments table has 0 rows'], {
      stepTimeoutMs: 1000,
    });
    expect(outcomes(noTable)[1]).toBe(
      `failed: The page shows no table “cancelled appointments” on ${site.app.url}/appointments.`,
    );
    const none = await site.run(['Go to /appointments', 'Confirm the popup'], { stepTimeoutMs: 1000 });
    expect(outcomes(none)[1]).toBe(
      `failed: No dialog to accept on ${site.app.url}/appointments: the page opened no alert or confirm, and shows no dialog with an OK button.`,
    );
  });

  it('clicks tabs drawn as buttons, opens a dialog by its button, and goes on in a tab a link opened', async () => {
    const run = await site.run([
      'Go to /appointments',
      'Go to the Past tab',
      'I see "Past shown"',
      'Open the Update insurance dialog',
      'I see "Insurance details"',
      'Click Visit clinic website',
      'Switch to the new tab',
      'I see "Invoice 12"',
    ]);
    expect(outcomes(run).map((o) => o.replace(/^passed: .*/, 'passed'))).toEqual(passed(8));
    const noTab = await site.run(['Go to /appointments', 'Switch to the new tab'], { stepTimeoutMs: 1000 });
    expect(outcomes(noTab)[1]).toBe(
      `failed: No new tab was opened: the steps are still on ${site.app.url}/appointments.`,
    );
  });

  it('opens the date picker and picks a day by its number', async () => {
    const run = await site.run([
      'Go to /appointments',
      'Open the date picker',
      'Click the next month arrow',
      'Select day 10',
      'The Preferred date field should contain "December 10"',
    ]);
    expect(outcomes(run)).toEqual(passed(5));
    // By its date in words: the calendar opened by its field, turned to the month, forward or back.
    const byWords = await site.run([
      'Go to /appointments',
      'Choose December 17th in the date picker',
      'The Preferred date field should contain "December 17"',
      'Pick 3 November from the calendar',
      'The Preferred date field should contain "November 3"',
    ]);
    expect(outcomes(byWords)).toEqual(passed(5));
    // Time enough for the calendar to turn on a busy machine: the failure is that December has no 31st shown.
    const noSuchDay = await site.run(['Go to /appointments', 'Choose December 31st in the date picker'], {
      stepTimeoutMs: 4000,
    });
    expect(outcomes(noSuchDay)[1]).toMatch(/^failed: Could not find “31” in the calendar/);
  });

  it('turns a switch whose words are beside it, not its label', async () => {
    const run = await site.run(
      [
        'Go to /appointments',
        'Turn on dark mode',
        'I see "Dark mode on"',
        'The Dark mode toggle should be on',
        'Turn on the Autopay switch',
        'I see "Autopay is on."',
        'The Autopay switch is on',
        'Turn off dark mode',
        'I see "Dark mode off"',
        'The Dark mode toggle should be on',
      ],
      { stepTimeoutMs: 1500 },
    );
    expect(run.steps.map((s) => s.status)).toEqual([...Array<string>(9).fill('passed'), 'failed']);
  });

  it("picks a day in a calendar by its arrows, removes a chip, and reads a purpose, an option 'as' a field, and apostrophes", async () => {
    const run = await site.run([
      'Go to /appointments',
      'Remove the Rash chip',
      'I see "1 selected"',
      'I see "Fever"',
      'Click the Preferred date field',
      'Click the next month arrow',
      'Click "10" in the calendar',
      'The Preferred date field should contain "December 10"',
      'Select Dermatology as the specialty',
      'The Specialty dropdown shows "Dermatology"',
      'Click the Email receipt button to send the receipt',
      "I see 'A receipt was sent to dana@example.com.'",
      "Wait for the message 'Receipt emailed'",
      'Fill in First name with "Ada", Last name with "Lovelace"',
      'The Last name field is "Lovelace"',
      'The First name field is "Ada"',
      // The alert was answered three steps ago: its words are no longer in front of anyone.
      "I see 'A receipt was sent to dana@example.com.'",
    ]);
    expect(run.steps.map((s) => s.status)).toEqual([...Array<string>(16).fill('passed'), 'failed']);
  });
});
