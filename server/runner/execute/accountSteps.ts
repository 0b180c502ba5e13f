import type { Locator, Page } from 'playwright-core';
import { navigate } from './navigation.ts';
import type { Executors } from './executor.ts';
import type { StepContext } from './stepContext.ts';
import { StepFailure } from '../stepFailure.ts';
import type { TestAccount } from '../variables.ts';

const POLL_MS = 250;

/** The first visible element of the first selector that has one, waiting until the deadline. */
async function firstVisible(ctx: StepContext, candidates: ((page: Page) => Locator)[], what: string): Promise<Locator> {
  for (;;) {
    for (const make of candidates) {
      const locator = make(ctx.page).filter({ visible: true }).first();
      if ((await locator.count().catch(() => 0)) > 0) return locator;
    }
    if (Date.now() + POLL_MS >= ctx.deadline) throw new StepFailure('notFound', `No ${what} on ${ctx.page.url()}.`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

function accountFor(ctx: StepContext, username: string | null, password?: string): TestAccount {
  const wanted = username === null ? null : ctx.variables.fill(username);
  // An account the step writes out is used as written, stored or not.
  if (wanted !== null && password !== undefined) {
    const stored = ctx.accounts.find((a) => a.username.toLowerCase() === wanted.toLowerCase());
    return {
      credentialId: stored?.credentialId ?? 0,
      type: 'password',
      username: wanted,
      password: ctx.variables.fill(password),
      totpSecret: stored?.totpSecret ?? null,
    };
  }
  const account =
    wanted === null
      ? (ctx.currentAccount ?? ctx.accounts[0])
      : ctx.accounts.find((a) => a.username.toLowerCase() === wanted.toLowerCase());
  if (!account) {
    throw new StepFailure(
      'setup',
      wanted === null
        ? 'This environment has no test account: add one in Settings → Configs.'
        : `This environment has no test account “${wanted}”: add it in Settings → Configs.`,
    );
  }
  return account;
}

const USERNAME_FIELD = [
  (p: Page) => p.locator('input[type=email]'),
  (p: Page) => p.getByLabel(/e-?mail|user\s*name|login|account/i),
  (p: Page) => p.getByPlaceholder(/e-?mail|user\s*name|login/i),
  (p: Page) =>
    p.locator('input[autocomplete=username], input[name*=user i], input[name*=email i], input[name*=login i]'),
];
const PASSWORD_FIELD = [(p: Page) => p.locator('input[type=password]')];
const SUBMIT = [
  (p: Page) => p.getByRole('button', { name: /^(sign|log)\s*in$|^login$|^continue$|^submit$/i }),
  (p: Page) => p.getByRole('button', { name: /sign\s*in|log\s*in|login|continue|next/i }),
  (p: Page) => p.locator('form button[type=submit], form input[type=submit]'),
];
const CODE_FIELD = [
  (p: Page) => p.locator('input[autocomplete=one-time-code]'),
  (p: Page) => p.getByLabel(/code|otp|one-time|2fa|two-factor|verification|authenticator/i),
  (p: Page) => p.getByPlaceholder(/code|otp|123456/i),
];

/** What takes a page with no sign-in form to one: its "Sign in" or "Log in" link or button. */
const TO_SIGN_IN = [
  (p: Page) => p.getByRole('link', { name: /^\W*(?:sign|log)\s*in\W*$|^\W*login\W*$/i }),
  (p: Page) => p.getByRole('button', { name: /^\W*(?:sign|log)\s*in\W*$|^\W*login\W*$/i }),
];
/** How long a page may take to show its sign-in form before its "Sign in" link is looked for. */
const FORM_FIRST_MS = 1500;

/** Types the account into the sign-in form and, unless the step only types them, submits it and waits to be let in. */
async function signIn(ctx: StepContext, account: TestAccount, submitted = true): Promise<void> {
  const what = 'username or email field to sign in with';
  // "Log in" on a page without the form (the home page): its "Sign in" link first, as a person would.
  const soon = { ...ctx, deadline: Math.min(ctx.deadline, Date.now() + FORM_FIRST_MS) };
  let username = await firstVisible(soon, USERNAME_FIELD, what).catch(() => null);
  if (!username) {
    const link = await firstVisible(ctx, TO_SIGN_IN, `${what}, and no “Sign in” link or button`);
    await link.click({ timeout: Math.max(1, ctx.deadline - Date.now()) });
    username = await firstVisible(ctx, USERNAME_FIELD, what);
  }
  await username.fill(account.username);
  // Some sign-in pages ask for the password on a second screen.
  let password = ctx.page.locator('input[type=password]').filter({ visible: true }).first();
  if ((await password.count()) === 0) {
    const next = await firstVisible(ctx, SUBMIT, 'button to go on with the sign-in');
    await next.click();
    password = await firstVisible(ctx, PASSWORD_FIELD, 'password field');
  }
  await password.fill(account.password);
  if (!submitted) return;
  const submit = await firstVisible(ctx, SUBMIT, 'sign-in button');
  const from = ctx.page.url();
  await submit.click();
  await signedIn(ctx, account, from, password);
}

/**
 * A sign-in is done once its page is left or its password field is gone, seen twice in a row (a page
 * on its way to the next one shows neither for a moment). An app may take seconds: a slow password
 * hash, then a client-side route change; the next step must not start before, or it finds itself
 * signed out. Still on the form at the step's end, it failed, and the page usually says why.
 */
async function signedIn(ctx: StepContext, account: TestAccount, from: string, password: Locator): Promise<void> {
  let seen = 0;
  for (;;) {
    await ctx.page.waitForLoadState('load', { timeout: Math.max(1, ctx.deadline - Date.now()) }).catch(() => undefined);
    const left = ctx.page.url() !== from || !(await password.isVisible().catch(() => false));
    seen = left ? seen + 1 : 0;
    if (seen >= 2) return;
    if (Date.now() + POLL_MS >= ctx.deadline) {
      const alert = await ctx.page
        .getByRole('alert')
        .filter({ visible: true })
        .first()
        .innerText({ timeout: 500 })
        .catch(() => '');
      const says = alert.trim() ? `: the page says “${alert.trim().slice(0, 200)}”` : '';
      throw new StepFailure('expectation', `Signing in as ${account.username} did not get past ${from}${says}.`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function latestMail(ctx: StepContext) {
  const account = ctx.currentAccount ?? ctx.accounts.find((a) => a.type === 'generated_email');
  if (!account || account.type !== 'generated_email') {
    throw new StepFailure('setup', 'Reading mail needs a test account with a generated email (Settings → Configs).');
  }
  for (;;) {
    const mail = await ctx.latestMail(account.credentialId, ctx.startedAt);
    if (mail) return mail;
    if (Date.now() + POLL_MS >= ctx.deadline) {
      throw new StepFailure('expectation', `No email reached ${account.username} since the run started.`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The links of a text mail, with the words just before each (what a person would call the link). */
function linksOf(text: string): { url: string; words: string }[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => ({
    url: m[0],
    words: text.slice(Math.max(0, m.index - 80), m.index),
  }));
}

/** Steps with the environment's test accounts: signing in, a two-factor code, the mail a generated account gets. */
export const accountSteps = {
  async signIn(ctx, action) {
    const account = accountFor(ctx, action.username, action.password);
    ctx.currentAccount = account;
    await signIn(ctx, account, action.submit !== false);
    return { resolution: null };
  },

  async totp(ctx, action) {
    const account = ctx.currentAccount ?? ctx.accounts.find((a) => a.totpSecret);
    if (!account?.totpSecret) {
      throw new StepFailure(
        'setup',
        'No test account with a two-factor secret: add one (username + password with two-factor).',
      );
    }
    const field = action.target
      ? await firstVisible(
          ctx,
          [(p) => p.getByLabel(ctx.variables.fill(action.target!.name))],
          `field “${action.target.name}”`,
        )
      : await firstVisible(ctx, CODE_FIELD, 'two-factor code field');
    await field.fill(ctx.totp(account.totpSecret));
    return { resolution: null };
  },

  async email(ctx, action) {
    const mail = await latestMail(ctx);
    if (action.op === 'open') {
      await ctx.page.setContent(
        `<title>${escapeHtml(mail.subject)}</title><h1>${escapeHtml(mail.subject)}</h1>` +
          `<p>From ${escapeHtml(mail.from)}</p><pre style="white-space:pre-wrap">${escapeHtml(mail.text).replace(
            /https?:\/\/[^\s<>"')\]]+/g,
            (url) => `<a href="${url}">${url}</a>`,
          )}</pre>`,
      );
    } else if (action.op === 'clickLink') {
      const links = linksOf(mail.text);
      const wanted = action.linkText?.toLowerCase();
      const link = wanted
        ? links.find((l) => l.words.toLowerCase().includes(wanted) || l.url.includes(wanted))
        : links[0];
      if (!link) {
        throw new StepFailure(
          'expectation',
          `The latest email (“${mail.subject}”) has no link${action.linkText ? ` for “${action.linkText}”` : ''}.`,
        );
      }
      await navigate(ctx, link.url.replace(/&amp;/g, '&'));
    } else {
      const code = mail.text.match(/\b\d{4,8}\b/)?.[0] ?? mail.text.match(/\b[A-Z0-9]{6,10}\b/)?.[0];
      if (!code) throw new StepFailure('expectation', `The latest email (“${mail.subject}”) holds no code.`);
      ctx.variables.remember(action.variable, code);
    }
    return { resolution: null };
  },
} satisfies Partial<Executors>;
