import { describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// Steps a new user writes about the page or the browser as a whole, with no element of the app to name.
const site = fixtureSite();

describe('steps on the page as a whole', () => {
  it('accepts the cookies, sees the toast come and go, closes a dialog by its close button and another by Escape', async () => {
    const run = await site.run([
      'Go to /catalogue',
      'Accept cookies',
      'I see "Cookies accepted"',
      'A success toast appears',
      'The toast disappears',
      'I don\'t see "Your choice is saved"',
      'Close the dialog',
      'The "Welcome back" heading is hidden',
      'Click "Show tips"',
      'Close the tips popup',
      'I don\'t see "Press Escape to close the tips"',
    ]);
    expect(outcomes(run)).toEqual(passed(11));
    const again = await site.run(['Go to /catalogue', 'Close the dialog', 'Close the dialog']);
    expect(again.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'failed']);
    expect(again.steps[2]!.message).toBe(`No dialog is open on ${site.app.url}/catalogue.`);
    const noBanner = await site.run(['Go to /', 'Accept cookies'], { stepTimeoutMs: 1000 });
    expect(noBanner.steps[1]!.message).toBe(
      `No button to accept cookies is shown on ${site.app.url}/: looked for Accept, Allow, Agree, Got it and OK.`,
    );
  });

  it('scrolls until more products load, and to something further down', async () => {
    const run = await site.run([
      'Go to /catalogue',
      'I don\'t see "Product 25"',
      'Scroll to the bottom of the page',
      'I see "Product 25"',
      'Scroll back to the top',
      'Scroll down to "That is everything"',
      'Scroll up',
    ]);
    expect(outcomes(run)).toEqual(passed(7));
  });

  it('goes back and forward, reloads, searches and logs out', async () => {
    const run = await site.run([
      'Go to /catalogue',
      'I see "Visit 1"',
      'Refresh the page',
      'I see "Visit 2"',
      'Search for "red shoes"',
      'I see "Results for red shoes"',
      'I am on /catalogue?q=red',
      'Go back',
      'The URL is /catalogue',
      'Go forward',
      'I see "Results for red shoes"',
      'Log out',
      'I am on the logged out page',
      'Take a screenshot',
      'Wait for the page to load',
    ]);
    expect(outcomes(run)).toEqual(passed(15));
    const first = await site.run(['Go to /catalogue', 'Go back']);
    expect(first.steps[1]!.message).toBe(`There is no page before ${site.app.url}/catalogue to go back to.`);
  });

  it('knows a page by its path, its title or its main heading, and says which it looked at', async () => {
    const run = await site.run(['Go to /admin-users', 'I should be on the Users page', 'I see the users page']);
    expect(outcomes(run)).toEqual(passed(3));
    const login = await site.run(['Go to /login', 'Then I should be on the Log in page']);
    expect(outcomes(login)).toEqual(passed(2));
    const elsewhere = await site.run(['Go to /login', 'Then I should be on the Order history page'], {
      stepTimeoutMs: 1000,
    });
    expect(elsewhere.steps[1]!.message).toBe(
      `The page is ${site.app.url}/login, not one whose path, title or main heading has “order-history”.`,
    );
  });

  it('checks how the URL ends, and what it no longer holds', async () => {
    const run = await site.run(
      [
        'Go to /catalogue?q=mug',
        'The URL should end with /catalogue',
        'The URL should not contain /login',
        'The URL still contains q=mug',
        'The URL ends with /login',
      ],
      { stepTimeoutMs: 1000 },
    );
    expect(outcomes(run)).toEqual([
      ...passed(4),
      `failed: The URL is ${site.app.url}/catalogue?q=mug, not one that ends with /login.`,
    ]);
  });

  it('reads "No errors are shown" as no error on the page, in the singular or the plural', async () => {
    // Every fixture page links to "Errors" in its navigation.
    const run = await site.run(['Go to /catalogue', 'No error messages are shown', 'No errors are shown']);
    expect(run.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'failed']);
    expect(run.steps[2]!.message).toBe(`“error” is shown on ${site.app.url}/catalogue, and should not be.`);
  });

  it('looks at the spinner the page shows when a step calls it "the spinner", whatever its name', async () => {
    site.app.set({ lateMs: 2000 });
    const early = await site.run(['Go to /late', 'The spinner is hidden'], { stepTimeoutMs: 1000 });
    expect(early.steps[1]!.status).toBe('failed');
    expect(early.steps[1]!.message).toBe('“spinner” is visible, and should be hidden.');
    const waited = await site.run(['Go to /late', 'Wait until the spinner disappears', 'I see "Report ready"']);
    expect(outcomes(waited)).toEqual(passed(3));
  });

  it('opens a page named in words by its link, or at the path its name suggests', async () => {
    const run = await site.run([
      'Go to the login page',
      'The URL is /login',
      'Go to the Profile page',
      'The URL is /profile',
      'Go to the billing page',
    ]);
    expect(run.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'failed']);
    expect(run.steps[4]!.message).toBe(
      "Found no link “billing” on the page, and /billing answered 404 Not Found: write the page's address, as in: Go to /billing",
    );
    const loaded = await site.run(['Go to /', 'The page loaded successfully', 'Go to /nowhere', 'The page loads'], {
      stepTimeoutMs: 2000,
    });
    expect(outcomes(loaded)).toEqual(['passed', 'passed', 'passed', `failed: ${site.app.url}/nowhere answered 404.`]);
    const drawnMissing = await site.run(['Go to /invoices', 'Verify the page loaded successfully'], {
      stepTimeoutMs: 2000,
    });
    expect(drawnMissing.steps[1]!.message).toBe(`${site.app.url}/invoices shows “Page not found”.`);
    // An app that answers 200 for any path and draws its own not-found screen.
    const drawn = await site.run(['Go to the invoices page']);
    expect(drawn.steps[0]!.message).toBe(
      "Found no link “invoices” on the page, and /invoices shows “Page not found”: write the page's address, as in: Go to /invoices",
    );
  });

  it('opens the app by the name it shows, and closes a tab a link opened to go on in the one before', async () => {
    const steps = [
      'Given I visit FIXTURESHOP',
      'The URL is /',
      'Go to /appointments',
      'Click "Visit clinic website"',
      'The URL contains /shop-admin',
      'I close the new tab and switch back to the main window',
      'The URL contains /appointments',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual([
      ...passed(3),
      `passed: Moved to the new tab it opened, ${site.app.url}/shop-admin.`,
      'passed',
      `passed: The tab closed; back on ${site.app.url}/appointments.`,
      'passed',
    ]);
    const only = await site.run(['Navigate to the Acme page']);
    expect(only.steps[0]!.message).toMatch(/^Found no link “Acme” on the page, and \/acme answered 404/);
    const alone = await site.run(['Go to /', 'Close the tab']);
    expect(alone.steps[1]!.message).toBe(
      `The steps are on the run's only tab (${site.app.url}/): there is no tab to go back to. A run closes its browser when it ends, so leave this step out.`,
    );
  });
});
