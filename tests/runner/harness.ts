import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { FIXTURE_ACCOUNT, startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { describeAction, parseStep } from '../../src/steps/index.ts';
import {
  runAttempt,
  type AttemptResult,
  type ConsoleEntry,
  type NetworkEntry,
  type StepResult,
} from '../../server/runner/attempt/attempt.ts';
import type { Attachment, ReceivedMail } from '../../server/runner/execute/stepContext.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../server/runner/browser.ts';
import type { PrivateNetworks } from '../../server/runner/egress.ts';
import type { StepModel } from '../../server/runner/attempt/modelFallback.ts';
import type { CachedLocator } from '../../server/runner/locate/resolve.ts';
import type { Action } from '../../src/steps/action.ts';
import type { TestAccount } from '../../server/runner/variables.ts';
import { base32Decode, totp } from '../../server/security/totp.ts';

/** The fixture app's own account, stored as a run's test account (password and two-factor secret). */
export const FIXTURE_TEST_ACCOUNT: TestAccount = {
  credentialId: 1,
  type: 'password_totp',
  username: FIXTURE_ACCOUNT.username,
  password: FIXTURE_ACCOUNT.password,
  totpSecret: FIXTURE_ACCOUNT.totpSecret,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH), args: CHROMIUM_ARGS });
}

export interface StepsRun extends AttemptResult {
  steps: StepResult[];
  console: ConsoleEntry[];
  pageErrors: string[];
  network: NetworkEntry[];
}

export interface StepsOptions {
  accounts?: TestAccount[];
  attachments?: Attachment[];
  mail?: ReceivedMail[];
  cached?: (CachedLocator | null)[];
  /** For steps written as several, what an earlier passing run stored for each part, by step. */
  cachedParts?: ((CachedLocator | null)[] | null)[];
  /** The model's actions an earlier passing run cached, by step. */
  cachedActions?: (Action | null)[];
  /** The language model, standing in for the outside service. */
  model?: StepModel;
  stepTimeoutMs?: number;
  runTimeoutMs?: number;
  signal?: AbortSignal;
  trace?: boolean;
  privateNetworks?: PrivateNetworks | null;
}

/** Runs plain-language steps as the worker does, without a database, and keeps everything they report. */
export async function runSteps(browser: Browser, environmentUrl: string, lines: string[], options: StepsOptions = {}) {
  const steps: StepResult[] = [];
  const consoleEntries: ConsoleEntry[] = [];
  const pageErrors: string[] = [];
  const network: NetworkEntry[] = [];
  const result = await runAttempt({
    browser,
    environmentUrl,
    steps: lines.map((text, i) => ({
      text,
      parsed: parseStep(text),
      cached: options.cached?.[i] ?? null,
      cachedParts: options.cachedParts?.[i] ?? [],
      cachedAction: options.cachedActions?.[i] ?? null,
    })),
    model: options.model ?? null,
    describe: describeAction,
    accounts: options.accounts ?? [],
    attachments: options.attachments ?? [],
    latestMail: async (_id, since) =>
      [...(options.mail ?? [])].reverse().find((m) => m.receivedAt.getTime() >= since.getTime()) ?? null,
    totp: (secret) => totp(base32Decode(secret), new Date()).code,
    stepTimeoutMs: options.stepTimeoutMs ?? 5_000,
    runTimeoutMs: options.runTimeoutMs ?? 60_000,
    signal: options.signal ?? new AbortController().signal,
    trace: options.trace ?? false,
    privateNetworks: options.privateNetworks === undefined ? 'allow' : options.privateNetworks,
    sink: {
      stepStarted: async () => undefined,
      stepEnded: async (index, step) => {
        steps[index] = step;
      },
      console: (entry) => consoleEntries.push(entry),
      pageError: (entry) => pageErrors.push(entry.message),
      network: (entry) => network.push(entry),
    },
  });
  return { ...result, steps, console: consoleEntries, pageErrors, network } satisfies StepsRun;
}

/** Each step's status, and its message when it has one: what a person reads first in a run. */
export const outcomes = (run: StepsRun) => run.steps.map((s) => (s.message ? `${s.status}: ${s.message}` : s.status));

/** `n` steps that passed with nothing to say, as `outcomes` shows them. */
export const passed = (n: number) => Array.from({ length: n }, () => 'passed');

/**
 * Chromium and the fixture app for the tests of one file: started before them, closed after them. `run` runs
 * plain-language steps against the app.
 */
export function fixtureSite() {
  let browser: Browser | undefined;
  let app: FixtureApp | undefined;
  beforeAll(async () => {
    [browser, app] = await Promise.all([launchChromium(), startFixtureApp()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app(): FixtureApp {
      return app!;
    },
    run: (lines: string[], options?: StepsOptions) => runSteps(browser!, app!.url, lines, options),
  };
}
