import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// An admin screen's markup, and the words a QA person writes about it, from a probe of an unseen app.
const site = fixtureSite();

describe('an admin screen as apps draw it', () => {
  it('selects rows by their checkboxes, clicks an icon button by its title or one shown on pointing, finds words in a sentence, looks in the breadcrumb', async () => {
    const run = await site.run([
      'Go to /admin-users',
      'I see "Admin" in the breadcrumb',
      'The "Delete selected" button is still disabled',
      'Select the row for Bob Smith',
      'I see "1 selected"',
      'Select all rows',
      'I see "2 selected"',
      'The "Delete selected" button should be enabled',
      'Click the "More actions" button in the row for Alice Jones',
      'I see "Actions for Alice Jones"',
      'Open the actions menu for Bob Smith',
      'I see "Actions for Bob Smith"',
      'Click "Archive" next to "Deploy to staging"',
      'I see "Archived Deploy to staging"',
      'Click "Can I export my data?"',
      'Then "Export CSV" should be visible',
      'Click "Can I export my data?" again',
      '"Export CSV" should not be visible',
      'Click "Home" in the breadcrumb',
      'I am on /',
    ]);
    expect(outcomes(run)).toEqual(passed(20));
  });

  it('turns on a switch drawn over its input, hovers an info icon, types into an editor, steps a quantity', async () => {
    const run = await site.run([
      'Go to /admin-users',
      'Turn on dark mode',
      'I see "Theme: Dark"',
      'Click the Dark mode toggle',
      'Expect "Theme: Light" to be displayed',
      'Hover over the info icon',
      'I see "Drag tasks to change their priority"',
      'Click in the editor and type "We shipped it"',
      'Click "Publish"',
      'Wait for the toast to appear',
      'A success toast should say "Published: We shipped it"',
      'Click the + button',
      'The total should be "$62.00"',
      'The total is $62.00',
      'I should still be on step 1',
      'Enable dark mode',
      'I see "Theme: Dark"',
    ]);
    expect(outcomes(run)).toEqual(passed(17));
    const more = await site.run([
      'Go to /admin-users',
      'Right click on budget.xlsx',
      'Choose "Rename" from the context menu',
      'I should see "Renaming budget.xlsx" on the page',
      'Choose the "Pro" plan',
      'I see "Plan: Pro"',
      'The cart should show "Cart (2)"',
      'Remember the "Amount due" as due',
      'I see "Amount due: {{due}}"',
      'Click the Name header',
      'I see "Alice Jones" in the first row',
    ]);
    expect(outcomes(more)).toEqual(passed(11));
    const files = [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }];
    const uploads = await site.run(
      [
        'Go to /admin-users',
        'Click "browse" and choose "cv.pdf"',
        'I see "Resume: cv.pdf"',
        'Click "Choose photo" and select "cv.pdf"',
        'I see "Photo: cv.pdf"',
      ],
      { attachments: files },
    );
    expect(outcomes(uploads)).toEqual(passed(5));
    // The subtotal is not the total, and a check of the total fails on another amount.
    const wrong = await site.run(['Go to /admin-users', 'The total is $41.00'], { stepTimeoutMs: 1000 });
    expect(wrong.steps[1]!.message).toBe('“total” holds “$42.00”, expected “$41.00”.');
  });

  it('chooses from a menu the page does not show yet by opening it with its button first', async () => {
    const run = await site.run([
      'Go to /admin-users',
      'Select Invited from the filter menu',
      'I see "Filter: Invited"',
      'Choose "Active" from the Filter menu',
      'I see "Filter: Active"',
    ]);
    expect(outcomes(run)).toEqual(passed(5));
  });
});
