import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureSite, outcomes, passed } from './harness.ts';

// "Then I should be logged in": whether the page shows someone signed in, as a person reads it.
const site = fixtureSite();
beforeEach(() => site.app.reset());

/** The check's step, after signing in to the session app with this password. */
async function afterSignIn(password: string, check: string) {
  const run = await site.run(
    [
      'Go to /session-app',
      'Type "standard_user" into Username',
      `Type "${password}" into Password`,
      'Click Login',
      check,
    ],
    { stepTimeoutMs: 1500 },
  );
  return run.steps[4]!;
}

describe('whether someone is signed in', () => {
  it('sees the sign-in form as signed out, a log-out link in a closed menu as signed in, and signing out again', async () => {
    const steps = [
      'Go to /session-app',
      'Then I should be logged out',
      'Type "standard_user" into Username',
      'Type "secret_sauce" into Password',
      'Click Login',
      'Then the user should be logged in',
      'Click "Open Menu"',
      'Click Logout',
      'Then the user is not logged in',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it('fails "logged in" on the sign-in form, saying what it shows, and "logged out" while a log-out link is there', async () => {
    const signedOut = await afterSignIn('wrong', 'Then I should be logged in');
    expect(signedOut.status).toBe('failed');
    expect(signedOut.message).toBe(
      `No one is signed in on ${site.app.url}/session-app: it shows a password field and no way to log out.`,
    );
    const signedIn = await afterSignIn('secret_sauce', 'Then I should be logged out');
    expect(signedIn.status).toBe('failed');
    expect(signedIn.message).toBe(`Someone is still signed in on ${site.app.url}/session-app: it offers “Logout”.`);
  });
});
