import { unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_TEST_ACCOUNT, fixtureSite, outcomes, passed, type StepsRun } from './harness.ts';
import { MASK } from '../../server/runner/attempt/secrets.ts';

// A run's secrets (the stored account's password and two-factor secret, the codes made from them, a password written
// into a step) reach none of its evidence: the trace's calls and page snapshots, step messages, console, network.
const site = fixtureSite();
beforeEach(() => site.app.reset());

const account = FIXTURE_TEST_ACCOUNT;

/** Every way a value could be written in the evidence: as itself, in a URL or form body, in JSON. */
const forms = (value: string) => [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];

/** Each entry of a trace as text (pictures too, read byte for byte, so no secret hides in one). */
function traceEntries(run: StepsRun): Record<string, string> {
  expect(run.trace).not.toBeNull();
  const entries = unzipSync(new Uint8Array(run.trace!));
  return Object.fromEntries(
    Object.entries(entries).map(([name, bytes]) => [name, Buffer.from(bytes).toString('latin1')]),
  );
}

/** The trace's calls that typed into a field, with the value the trace viewer shows for each. */
function filledValues(entries: Record<string, string>): string[] {
  const events = Object.entries(entries)
    .filter(([name]) => name.endsWith('.trace'))
    .flatMap(([, text]) => text.split('\n').filter((line) => line.trim()))
    .map(
      (line) =>
        JSON.parse(Buffer.from(line, 'latin1').toString('utf8')) as {
          type: string;
          method?: string;
          params?: { value?: string };
        },
    );
  return events.filter((e) => e.type === 'before' && e.method === 'fill').map((e) => e.params?.value ?? '');
}

describe('secrets in a run’s evidence', () => {
  it('leaves no stored password, two-factor secret or code in the trace, which still shows each fill', async () => {
    const steps = [
      'Go to /login',
      'Type {{account.username}} into Email',
      'Type {{account.password}} into Password',
      'Click Sign in',
      'Type {{account.totp}} into the code field',
      'Click Verify',
      'I see "Welcome back, QA"',
    ];
    const run = await site.run(steps, { accounts: [account], trace: true });
    expect(outcomes(run)).toEqual(passed(steps.length));

    const entries = traceEntries(run);
    expect(Object.keys(entries).some((name) => name.endsWith('.trace'))).toBe(true);
    for (const [name, text] of Object.entries(entries)) {
      for (const secret of [...forms(account.password), account.totpSecret!]) {
        expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
      }
    }
    // The username is no secret and stays readable; the password and the code are masked, not dropped.
    expect(filledValues(entries)).toEqual([account.username, MASK, MASK]);
    // The page's own record of the login form (the POST the browser sent) was kept, masked.
    const maskedBody = `password=${Buffer.from(MASK).toString('latin1')}`;
    expect(Object.values(entries).some((text) => text.includes(maskedBody))).toBe(true);
  });

  it('masks a secret a page repeats in its console, its address and its text, and in a step’s message', async () => {
    const run = await site.run(
      [
        'Go to /echo',
        'Type {{account.password}} into Secret',
        'Click Send',
        'The Secret field should contain "{{account.password}} and more"',
      ],
      { accounts: [account] },
    );
    expect(run.status).toBe('failed');
    const evidence = JSON.stringify({
      steps: run.steps.map((s) => ({ message: s.message, locator: s.locator })),
      message: run.message,
      console: run.console,
      network: run.network,
      pageErrors: run.pageErrors,
    });
    for (const secret of forms(account.password)) expect(evidence.includes(secret), secret).toBe(false);
    expect(run.console.some((e) => e.text === `The page was sent ${MASK}`)).toBe(true);
    expect(run.network.some((e) => e.url.includes(`/echo?secret=${MASK}`))).toBe(true);
    expect(run.steps[3]!.message).toContain(`${MASK} and more`);
  });

  it('masks a password written into a sign-in step wherever the page repeats it', async () => {
    const written = 'Written-Pass9';
    const run = await site.run(['Go to /echo', `Log in with username someone and password ${written}`], {
      trace: true,
      stepTimeoutMs: 2_000,
    });
    const entries = traceEntries(run);
    for (const [name, text] of Object.entries(entries)) {
      for (const secret of forms(written)) expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
    }
    expect(JSON.stringify(run.steps.map((s) => s.message)).includes(written)).toBe(false);
  });

  it('masks a password typed into a field named so, written out or as a pair with the username', async () => {
    const typed = 'Typed-Pass42';
    const run = await site.run(['Go to /echo', `Type "${typed}" into Secret`, 'Click Send'], {
      trace: true,
      stepTimeoutMs: 2_000,
    });
    const entries = traceEntries(run);
    for (const [name, text] of Object.entries(entries)) {
      for (const secret of forms(typed)) expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
    }
    expect(run.network.some((e) => e.url.includes(`/echo?secret=${MASK}`))).toBe(true);
    // A pair written in one step: the page has no such fields, and the failure does not repeat the password.
    const pair = await site.run(['Go to /echo', `Enter username "someone" and password "${typed}"`], {
      stepTimeoutMs: 1_000,
    });
    expect(pair.steps[1]!.status).toBe('failed');
    expect(JSON.stringify(pair).includes(typed)).toBe(false);
  });
});
