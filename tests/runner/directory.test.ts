import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// A doctor directory as a quickly built app draws it (tests/fixtures/app/pages/doctors.ts), in a QA person's words.
const site = fixtureSite();

describe('a directory of results, in the words people write about it', () => {
  it('waits for a list, loads more again, ticks two filters in one step and checks who is in the results', async () => {
    const run = await site.run([
      'Go to /doctors',
      'Wait for the doctor list',
      'The doctor list should have 3 items',
      'Click Load more',
      'Click Load more again',
      'The doctor list should have 7 items',
      'Check Pediatrics and Spanish',
      'Dr. Marc Dubois should not be in the results',
      'Dr. Amara Okafor should be in the list',
      'The results should not include Dr. Lena Fischer',
      'The doctor list should have 1 item',
      'Check Accepts new patients and telehealth',
      'I see "New patients and telehealth only"',
      'Click the 11:15 AM time slot',
      'I see "Booking 11:15 AM"',
      'Close it with the × button',
      'I should not see "Flu shots are available now."',
      'The favourite doctors list should be empty',
    ]);
    expect(outcomes(run)).toEqual(passed(18));
  });

  it('fails a name that is in the results, and boxes the page does not have', async () => {
    const shown = await site.run(
      ['Go to /doctors', 'Wait for the doctor list', 'Dr. Amara Okafor should not be in the results'],
      { stepTimeoutMs: 1500 },
    );
    expect(outcomes(shown)[2]).toMatch(/^failed: .*Dr\. Amara Okafor/);
    const full = await site.run(['Go to /doctors', 'Wait for the doctor list', 'The doctor list should be empty'], {
      stepTimeoutMs: 1500,
    });
    expect(outcomes(full)[2]).toBe('failed: Expected no items in the list “doctor”, found 3.');
    const missing = await site.run(['Go to /doctors', 'Check Pediatrics and Surgery'], { stepTimeoutMs: 1500 });
    expect(outcomes(missing)[1]).toMatch(/^failed: Could not find .*Pediatrics and Surgery/);
    // A filter that leaves a doctor out leaves him out of the results.
    const unticked = await site.run(
      ['Go to /doctors', 'Check Pediatrics', 'Dr. Marc Dubois should be in the results'],
      {
        stepTimeoutMs: 1500,
      },
    );
    expect(outcomes(unticked)[2]).toMatch(/^failed: /);
  });

  it('checks that the images shown loaded, all of them or one named', async () => {
    const good = await site.run(['Go to /doctors', 'There should be no broken images', 'The logo image is not broken']);
    expect(outcomes(good)).toEqual(passed(3));
    const broken = await site.run(
      ['Go to /team', 'The logo image is not broken', 'All images should load', 'The "Team photo" image loads'],
      { stepTimeoutMs: 1500 },
    );
    expect(outcomes(broken)).toEqual([
      ...passed(2),
      `failed: 1 image on ${site.app.url}/team loaded no picture: ${site.app.url}/photos/team.jpg.`,
      'skipped',
    ]);
    const one = await site.run(['Go to /team', 'The "Team photo" image loads'], { stepTimeoutMs: 1500 });
    expect(outcomes(one)[1]).toBe(
      `failed: 1 image on ${site.app.url}/team loaded no picture: ${site.app.url}/photos/team.jpg.`,
    );
  });

  it("answers the browser's prompt with the words a step gives, and moves sliders to a value", async () => {
    const run = await site.run([
      'Go to /reminders',
      'Click "Add a note" and type "Bring my records" in the prompt',
      'The result should say "You entered: Bring my records"',
      'Click Add a note',
      'Answer the prompt with "Fasting"',
      'The result should say "You entered: Fasting"',
      'Move the Reminder slider to 12',
      'The result should say "Reminder 12 hours before"',
      'Set the Volume slider to 8',
      'The result should say "Volume 8"',
      'Drag the Volume slider to 2',
      'The result should say "Volume 2"',
    ]);
    expect(outcomes(run)).toEqual([
      'passed',
      'passed: The page asked for a value with “Your note for the doctor”; the run answered “Bring my records”.',
      'passed',
      'passed: The page asked for a value with “Your note for the doctor”; the run answered “Fasting”.',
      ...passed(8),
    ]);
    const tooFar = await site.run(['Go to /reminders', 'Set the Volume slider to 12'], { stepTimeoutMs: 1500 });
    expect(outcomes(tooFar)[1]).toBe(
      'failed: The slider “Volume” stopped at 10, not 12: a step of it does not land there.',
    );
  });

  it('checks a file the page sent as a download, by its name, and fails when none came', async () => {
    const run = await site.run([
      'Go to /doctors',
      'Click Export CSV',
      'The file doctors.csv should be downloaded',
      'A file was downloaded',
    ]);
    expect(outcomes(run)).toEqual([
      'passed',
      'passed: The page sent the file “doctors.csv” to download.',
      'passed',
      'passed',
    ]);
    const wrong = await site.run(['Go to /doctors', 'Click Export CSV', 'The file doctors.pdf should be downloaded'], {
      stepTimeoutMs: 1500,
    });
    expect(outcomes(wrong)[2]).toBe('failed: No file “doctors.pdf” was downloaded: the page sent “doctors.csv”.');
    const none = await site.run(['Go to /doctors', 'Click Download PDF', 'The download should start'], {
      stepTimeoutMs: 1500,
    });
    expect(outcomes(none)[2]).toBe(`failed: No file was downloaded on ${site.app.url}/doctors.`);
  });
});
