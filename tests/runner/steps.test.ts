import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_TEST_ACCOUNT, fixtureSite, outcomes, passed } from './harness.ts';
import type { StepModel } from '../../server/runner/attempt/modelFallback.ts';
import type { Action } from '../../src/steps/action.ts';

// Plain-language steps run in Chromium against the fixture app, each checked by its outcome and evidence.
const site = fixtureSite();
beforeEach(() => site.app.reset());

const account = FIXTURE_TEST_ACCOUNT;

describe('forms', () => {
  it('fills, selects, picks a radio, ticks a checkbox, uploads an attachment and submits', async () => {
    const steps = [
      'Go to /form',
      'Type "Ada" into Name',
      'Type "ada@example.com" into Email',
      'Select "Germany" from Country',
      'Click the "Support" radio button',
      'Check "I agree to the terms"',
      'Type "Hello there" into Message',
      'Upload "notes.txt" to Attachment',
      'Click Send',
      'I see "Thanks, Ada!"',
      'I see "Germany"',
      'I see "notes.txt"',
    ];
    const run = await site.run(steps, {
      attachments: [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }],
    });
    expect(outcomes(run)).toEqual(passed(steps.length));
    expect(run.status).toBe('passed');
  });

  it("uploads a file named alone into the page's one file field, and says so where the page has several", async () => {
    const attachments = [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }];
    const steps = [
      'Go to /form',
      'Type "Ada" into Name',
      'Type "ada@example.com" into Email',
      'Check "I agree to the terms"',
      'Type "Hello there" into Message',
      'When I upload the file "notes.txt"',
      'Click Send',
      'I see "Attachment: notes.txt"',
    ];
    const run = await site.run(steps, { attachments });
    expect(outcomes(run)).toEqual(passed(steps.length));
    const several = await site.run(['Go to /admin-users', 'Upload "notes.txt"'], { attachments, stepTimeoutMs: 1000 });
    expect(several.steps[1]!.message).toBe(
      'The page has 2 file fields: say which one, as in: Upload “notes.txt” to Resume.',
    );
  });

  it('finds elements by the selectors a step copies from the page: an id, a CSS selector, an XPath', async () => {
    const steps = [
      'Go to /profile',
      'Type "Grace" into the element with id "display-name"',
      'Then the element "#display-name" should contain "Grace"',
      'Click "#save-profile"',
      'Then the xpath "//*[@id=\'profile-status\']" should contain "Profile saved"',
    ];
    const run = await site.run(steps);
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it('sees the validation errors of an empty form, and checks field values and states', async () => {
    const run = await site.run([
      'Go to /form',
      'Click Send',
      'I see "Name is required"',
      'I see "You must agree to the terms"',
      'Type "Bo" into Name',
      'The Name field contains "Bo"',
      'The "I agree to the terms" checkbox is unchecked',
      'Clear the Name field',
      'The Name field is empty',
    ]);
    expect(outcomes(run)).toEqual(passed(9));
  });

  it('fails a field expectation with what the field holds', async () => {
    const run = await site.run(['Go to /form', 'Type "Bo" into Name', 'The Name field contains "Ada"']);
    expect(run.status).toBe('failed');
    expect(run.steps[2]!.message).toBe('The field “Name” holds “Bo”, expected it to contain “Ada”.');
  });
});

describe('finding what a step names', () => {
  it('needs an ordinal or a region when a name is ambiguous, and says which elements matched', async () => {
    const ambiguous = await site.run(['Go to /dialog', 'Click "Delete account"', 'Click "Delete"']);
    expect(ambiguous.status).toBe('failed');
    expect(ambiguous.steps[2]!.message).toMatch(
      /^2 elements match “Delete”: 1\. “Delete”, 2\. “Delete”\. Say which one/,
    );

    const inDialog = await site.run([
      'Go to /dialog',
      'Click "Delete account"',
      'I see "Are you sure?" in the dialog',
      'Click "Delete" in the dialog',
      'I see "Account deleted"',
      'The dialog is hidden',
    ]);
    expect(outcomes(inDialog)).toEqual(passed(6));
  });

  it('counts rows and picks one by ordinal in a table', async () => {
    const run = await site.run([
      'Go to /table',
      'I see 5 rows in the table',
      'Click the third "Open" button',
      'I see "Opened order #3"',
      'Click the last "Open" button',
      'I see "Opened order #5"',
    ]);
    expect(outcomes(run)).toEqual(passed(6));
  });

  it('compares a count as the step says, and says how it compared when it does not hold', async () => {
    const steps = [
      'Go to /table',
      'The table has at least 5 rows',
      'There should be more than 4 rows in the table',
      'The table has no more than 5 rows',
      'I see fewer than 6 rows in the table',
      'The table has more than 5 rows',
    ];
    const run = await site.run(steps, { stepTimeoutMs: 1000 });
    expect(outcomes(run).slice(0, 5)).toEqual(passed(5));
    expect(run.steps[5]!.status).toBe('failed');
    expect(run.steps[5]!.message).toBe('Expected more than 5 rows in the table, found 5.');
  });

  it("counts a list's items however they are drawn, in the page or in a part of it named by its heading", async () => {
    const steps = [
      'Go to /item-shop',
      'There should be 3 products on the page',
      'There should be more than 2 products',
      'The cart should contain 2 items',
      'I should see 3 products in the cart',
    ];
    const run = await site.run(steps, { stepTimeoutMs: 1000 });
    expect(outcomes(run).slice(0, 4)).toEqual(passed(4));
    expect(run.steps[4]!.status).toBe('failed');
    expect(run.steps[4]!.message).toBe('Expected 3 items in the section “cart”, found 2.');
  });

  it('finds elements inside an iframe and inside an open shadow root', async () => {
    const run = await site.run([
      'Go to /frame',
      'Type "inside" into Name inside frame',
      'Click "Inner button"',
      'I see "Inner clicked"',
      'Go to /shadow',
      'Type "deep" into Shadow input',
      'Click "Shadow button"',
      'I see "Shadow clicked"',
    ]);
    expect(outcomes(run)).toEqual(passed(8));
    expect(run.steps[1]!.locator).toMatch(/^frameLocator\('http:\/\/127\.0\.0\.1:\d+\/frame\/inner'\)\./);
  });

  it('waits for an element that appears late and for one that disappears', async () => {
    site.app.set({ lateMs: 1500 });
    const run = await site.run([
      'Go to /late',
      'Wait until "Report ready" appears',
      'Wait until "Loading…" disappears',
      'The "Results" heading is visible',
    ]);
    expect(outcomes(run)).toEqual(passed(4));
  });

  it('waits as long as a wait step asks, longer than the step limit, but not past the run limit', async () => {
    site.app.set({ lateMs: 2500 });
    // With a step limit of 1 s, a wait cut to 1 s left the check after it on a page still loading.
    const waited = await site.run(['Go to /late', 'Wait 3 seconds', 'I see "Report ready"'], { stepTimeoutMs: 1000 });
    expect(outcomes(waited)).toEqual(passed(3));
    const cut = await site.run(['Go to /late', 'Wait 10 seconds'], { stepTimeoutMs: 1000, runTimeoutMs: 3000 });
    expect(cut.steps.map((s) => s.status)).toEqual(['passed', 'failed']);
    expect(cut.steps[1]!.message).toBe('The run took longer than its limit of 3 s.');
  });

  it('hovers to open a menu and presses keys', async () => {
    const run = await site.run(['Go to /hover', 'Hover over Account', 'I see the "Settings" menu item']);
    expect(outcomes(run)).toEqual(passed(3));
  });

  it('fails a missing target after the step timeout, naming it and what came closest', async () => {
    const run = await site.run(['Go to /profile', 'Click the "Sav" button'], { stepTimeoutMs: 1500 });
    expect(run.status).toBe('failed');
    expect(run.steps[1]!.message).toMatch(
      /^Could not find the button “Sav” on http:\/\/127\.0\.0\.1:\d+\/profile\. Closest on the page: button “Save”/,
    );
    expect(run.steps[1]!.failureKind).toBe('notFound');
  });
});

describe('accounts, variables and the page', () => {
  it('signs in with the stored account and its two-factor code', async () => {
    const run = await site.run(
      ['Go to /login', 'Sign in', 'Enter the two-factor code', 'Click Verify', 'I see "Welcome back, QA"'],
      { accounts: [account] },
    );
    expect(outcomes(run)).toEqual(passed(5));
    // A test starts on the environment's page, and signs in from a page without the form by its "Login" link first.
    const fromHome = await site.run(['Given I am logged in', 'Enter the two-factor code', 'Click Verify'], {
      accounts: [account],
    });
    expect(outcomes(fromHome)).toEqual(passed(3));
    const nowhere = await site.run(['Go to /api/session', 'Sign in'], { accounts: [account], stepTimeoutMs: 2500 });
    expect(outcomes(nowhere)[1]).toBe(
      `failed: No username or email field to sign in with, and no “Sign in” link or button on ${site.app.url}/api/session.`,
    );
  });

  it('signs in with an account the step writes out, stored or not', async () => {
    const run = await site.run([
      'Go to /login',
      `Log in with username ${account.username} and password ${account.password}`,
      'I see the "Verify" button',
    ]);
    expect(outcomes(run)).toEqual(passed(3));
    const wrong = await site.run(['Go to /login', `Log in with "${account.username}" and "nope"`], {
      stepTimeoutMs: 1500,
    });
    expect(outcomes(wrong)[1]).toBe(
      `failed: Signing in as ${account.username} did not get past ${site.app.url}/login: the page says “Invalid email or password”.`,
    );
  });

  it('types the stored account without sending the form when the step only enters it', async () => {
    const steps = [
      'Go to /login',
      'Enter username and password',
      'The URL contains /login',
      'Click the "Sign in" button',
      'I see the "Verify" button',
    ];
    const run = await site.run(steps, { accounts: [account] });
    expect(outcomes(run)).toEqual(passed(steps.length));
    // Typed and its button named on one line, the form is sent: that is signing in.
    const oneLine = await site.run(
      ['Go to /login', 'Enter username and password and click Sign in', 'I see the "Verify" button'],
      {
        accounts: [account],
      },
    );
    expect(outcomes(oneLine)).toEqual(passed(3));
  });

  it('types the account into fields a manual case names otherwise than the form labels them', async () => {
    // The form says "Email"; the case says "username", as manual test cases do.
    const steps = [
      'Go to /login',
      'Enter valid username',
      'Enter valid password',
      'Click the "Sign in" button',
      'I see the "Verify" button',
    ];
    const run = await site.run(steps, { accounts: [account] });
    expect(outcomes(run)).toEqual(passed(steps.length));
  });

  it('refuses a wrong password on the page, and says when no account is stored', async () => {
    const wrong = await site.run(['Go to /login', 'Sign in', 'I see "Dashboard"'], {
      accounts: [{ ...account, password: 'nope' }],
      stepTimeoutMs: 1500,
    });
    expect(wrong.steps[1]!.status).toBe('failed');
    expect(wrong.steps[1]!.message).toBe(
      `Signing in as ${account.username} did not get past ${site.app.url}/login: the page says “Invalid email or password”.`,
    );
    const none = await site.run(['Go to /login', 'Type {{account.username}} into Email']);
    expect(none.steps[1]!.message).toBe(
      '{{account.username}} needs a test account: add one for this environment in Settings → Configs.',
    );
  });

  it('remembers a value for later steps and reads links and codes from the latest email', async () => {
    const run = await site.run(
      [
        'Read the code from the latest email as code',
        'Go to /form',
        'Type {{code}} into Name',
        'The Name field contains "482913"',
        'Click the link in the latest email',
        'The URL contains /table',
      ],
      {
        accounts: [
          { credentialId: 2, type: 'generated_email', username: 'x1@inbox.test', password: 'pw', totpSecret: null },
        ],
        mail: [
          {
            subject: 'Your code',
            from: 'shop@example.com',
            text: `Your code is 482913. Open ${site.app.url}/table to see your orders.`,
            receivedAt: new Date(Date.now() + 60_000),
          },
        ],
      },
    );
    expect(outcomes(run)).toEqual(passed(6));
  });

  it('keeps console messages, page errors and failed requests, and checks for console errors', async () => {
    const run = await site.run([
      'Go to /errors',
      'Click Load data',
      'I see "Failed to load"',
      'Click Throw',
      'There are no console errors',
    ]);
    expect(run.status).toBe('failed');
    expect(run.steps[4]!.message).toMatch(/^The page logged \d+ errors?: .*fixture console error/);
    expect(run.console.some((c) => c.type === 'error' && c.text === 'fixture console error')).toBe(true);
    expect(run.pageErrors).toEqual([expect.stringContaining('fixture page error')]);
    expect(
      run.network.some((n) => n.url.endsWith('/api/broken') && n.status === 500),
      JSON.stringify(run.network),
    ).toBe(true);
  });

  it('checks the URL and the title, and takes a screenshot after every step', async () => {
    const run = await site.run(['Go to /table', 'The URL is /table', 'The title contains "Table"']);
    expect(outcomes(run)).toEqual(passed(3));
    for (const step of run.steps) expect(step.screenshot?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});

describe('limits, stops and network safety', () => {
  it('ends a run at its own time limit', async () => {
    site.app.set({ slowMs: 20_000 });
    const run = await site.run(['Go to /slow', 'I see "Slow page loaded"'], {
      stepTimeoutMs: 30_000,
      runTimeoutMs: 2_000,
    });
    expect(run.status).toBe('failed');
    expect(run.steps.map((s) => s.status)).toEqual(['failed', 'skipped']);
    expect(run.steps[0]!.message).toBe('The run took longer than its limit of 2 s.');
  });

  it('stops at once when asked, even in the middle of a page load', async () => {
    site.app.set({ slowMs: 20_000 });
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 500);
    const run = await site.run(['Go to /slow', 'Wait 10 seconds'], { signal: stop.signal });
    expect(run.status).toBe('stopped');
    expect(run.steps.map((s) => s.status)).toEqual(['skipped', 'skipped']);
    expect(run.steps[0]!.message).toBe('The run was stopped.');
  });

  it('refuses loopback when private networks are denied, and metadata addresses always', async () => {
    const denied = await site.run(['Go to /'], { privateNetworks: 'deny' });
    expect(denied.steps[0]!.message).toMatch(
      /^Could not open http:\/\/127\.0\.0\.1:\d+\/: Blocked 127\.0\.0\.1: .*RUNNER_PRIVATE_NETWORKS=deny/,
    );
    expect(denied.steps[0]!.failureKind).toBe('blocked');
    const metadata = await site.run(['Go to http://169.254.169.254/latest/meta-data/']);
    expect(metadata.steps[0]!.message).toMatch(/Blocked 169\.254\.169\.254: .*link-local/);
  });

  it("opens //host/path on that host with the environment's scheme, refused as any full URL would be", async () => {
    const other = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Status page</h1>');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const run = await site.run([
        `Go to //127.0.0.1:${port}/health`,
        'I see "Status page"',
        `The URL is http://127.0.0.1:${port}/health`,
      ]);
      expect(outcomes(run)).toEqual(passed(3));
      const denied = await site.run([`Go to //127.0.0.1:${port}/health`], { privateNetworks: 'deny' });
      expect(denied.steps[0]!.message).toMatch(
        new RegExp(`^Could not open http://127\\.0\\.0\\.1:${port}/health: Blocked 127\\.0\\.0\\.1: .*=deny`),
      );
      const metadata = await site.run(['Go to //169.254.169.254/latest/meta-data/']);
      expect(metadata.steps[0]!.message).toMatch(
        /^Could not open http:\/\/169\.254\.169\.254\/latest\/meta-data\/: Blocked 169\.254\.169\.254: .*link-local/,
      );
      expect(metadata.steps[0]!.failureKind).toBe('blocked');
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it("refuses a page's own request to a metadata address and reports it in the network log", async () => {
    const run = await site.run(['Go to /', 'Wait 1 second'], { privateNetworks: 'allow' });
    expect(run.status).toBe('passed');
    const probe = await site.run(['Go to /metadata-probe', 'I see "probe done"']);
    expect(probe.network.some((n) => n.url.startsWith('169.254.169.254') && /link-local/.test(n.failure ?? ''))).toBe(
      true,
    );
  });
});

describe('the replay cache', () => {
  it("heals an action on its own page only, and never a check: another page's button in the same place is not it", async () => {
    site.app.set({ renamedSaveButton: false });
    const first = await site.run(['Go to /profile', 'Click the "Save" button']);
    expect(outcomes(first), JSON.stringify(first.steps.map((s) => s.message))).toEqual(passed(2));
    const stored = first.steps[1]!.resolved!;
    expect(stored.fingerprint.page).toBe('/profile');
    const cached = [null, { spec: stored.spec, fingerprint: stored.fingerprint }];

    // Another test's step in the same words, on a page built from the same template.
    const elsewhere = await site.run(['Go to /close-account', 'Click the "Save" button'], {
      cached,
      stepTimeoutMs: 2500,
    });
    expect(elsewhere.steps[1]!.status).toBe('failed');
    expect(elsewhere.steps[1]!.message).toMatch(/^Could not find the button “Save” on /);

    site.app.set({ renamedSaveButton: true });
    const check = await site.run(['Go to /profile', 'I see the "Save" button'], { cached, stepTimeoutMs: 2500 });
    expect(check.steps[1]!.status).toBe('failed');
    const action = await site.run(['Go to /profile', 'Click the "Save" button'], { cached, stepTimeoutMs: 2500 });
    expect(action.steps[1]!.status).toBe('passed');
    expect(action.steps[1]!.message).toMatch(/^Healed: The button “Save” is gone; .*now reads “Save changes”/);
    site.app.set({ renamedSaveButton: false });
  });
});

describe("the model's cached answers", () => {
  const clickButton = (name: string): Action => ({
    type: 'click',
    target: { kind: 'button', name, exact: true, ordinal: null, region: null },
    clicks: 1,
  });
  const FORM = [
    'Go to /form',
    'Type "Ada" into Name',
    'Type "ada@example.com" into Email',
    'Check "I agree to the terms"',
  ];

  it('replays an earlier answer with no model, and says so', async () => {
    const run = await site.run([...FORM, 'Make the form go', 'I see "Thanks, Ada!"'], {
      cachedActions: [null, null, null, null, clickButton('Send'), null],
    });
    expect(run.status, run.message).toBe('passed');
    expect(run.steps[4]!.message).toBe("Replayed the model's earlier answer: Click the button “Send”");
  });

  it('fails an earlier answer the page no longer matches without a model, and asks the model again with one', async () => {
    const stale = { cachedActions: [null, null, null, null, clickButton('Submit'), null], stepTimeoutMs: 1500 };
    const alone = await site.run([...FORM, 'Make the form go', 'I see "Thanks, Ada!"'], stale);
    expect(alone.steps[4]!.message).toMatch(
      /^The model's earlier answer \(Click the button “Submit”\) no longer matches the page: Could not find the button “Submit”/,
    );
    const asked: string[] = [];
    const model: StepModel = {
      resolve: async (stepText, reason) => {
        asked.push(`${stepText} | ${reason.split(':')[0]}`);
        return clickButton('Send');
      },
    };
    const helped = await site.run([...FORM, 'Make the form go', 'I see "Thanks, Ada!"'], {
      ...stale,
      model,
    });
    expect(helped.status, helped.message).toBe('passed');
    expect(helped.steps[4]!.message).toBe('Resolved by the model: Click the button “Send”');
    expect(asked).toEqual([
      "Make the form go | The model's earlier answer (Click the button “Submit”) no longer matches the page",
    ]);
  });

  it('does not hand steps written as one line to the model, which would answer one action and lose the rest', async () => {
    const asked: string[] = [];
    const model: StepModel = {
      resolve: async (stepText) => {
        asked.push(stepText);
        return clickButton('Send');
      },
    };
    const run = await site.run([...FORM.slice(0, 1), 'Click "Go" and then I should see "Thanks, Ada!"'], {
      model,
      stepTimeoutMs: 1000,
    });
    expect(run.steps[1]!.status).toBe('failed');
    expect(run.steps[1]!.message).toMatch(/^Could not find “Go”/);
    expect(asked).toEqual([]);
  });
});
