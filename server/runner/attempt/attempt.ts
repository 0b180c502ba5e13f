import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import type { Action, ParsedStep } from '../../../src/steps/action.ts';
import { navigate } from '../execute/navigation.ts';
import type { Attachment, BrowserDialog, FileDownload, ReceivedMail } from '../execute/stepContext.ts';
import { KEEP_ALL_EVIDENCE, maskedSink, type AttemptSink, type EvidencePolicy, type StepResult } from './evidence.ts';
import { openIsolatedContext, type IsolatedContext } from '../isolatedContext.ts';
import { performStep, type StepModel } from './modelFallback.ts';
import type { CachedLocator } from '../locate/resolve.ts';
import { secretsOf } from './secrets.ts';
import { elementsReport } from './stepElements.ts';
import { COUNT_WINDOW_OPENS, Tabs } from '../execute/tabs.ts';
import { proxyFailure, type PrivateNetworks } from '../egress.ts';
import { StepClock } from '../stepClock.ts';
import { StepFailure, type FailureKind } from '../stepFailure.ts';
import { redactTrace, stepGroupTitle, type FailedStep } from './traceRedaction.ts';
import { Variables, type TestAccount } from '../variables.ts';

export type { AttemptSink, ConsoleEntry, NetworkEntry, StepResult } from './evidence.ts';

export interface AttemptInput {
  browser: Browser;
  environmentUrl: string;
  /**
   * Each step, with how an earlier passing run found its target (or, for a step written as several, each part's) and
   * the model's action for it, if any.
   */
  steps: {
    text: string;
    parsed: ParsedStep;
    cached: CachedLocator | null;
    cachedParts?: (CachedLocator | null)[];
    cachedAction: Action | null;
  }[];
  /** The language model, when one is configured: it resolves steps the grammar or the page could not. */
  model: StepModel | null;
  describe(action: Action): string;
  accounts: TestAccount[];
  attachments: Attachment[];
  latestMail(credentialId: number, since: Date): Promise<ReceivedMail | null>;
  totp(secret: string): string;
  stepTimeoutMs: number;
  runTimeoutMs: number;
  signal: AbortSignal;
  sink: AttemptSink;
  /** Whether to record a Playwright trace of the attempt. */
  trace: boolean;
  /** What the attempt keeps: its trace always or when it failed, a screenshot per step or of the failed one. */
  evidence?: EvidencePolicy;
  /** Whether pages may reach private and loopback addresses; null: no egress check (a remote browser). */
  privateNetworks: PrivateNetworks | null;
}

export interface AttemptResult {
  status: 'passed' | 'failed' | 'stopped' | 'error';
  message: string;
  failureKind: FailureKind | null;
  trace: Buffer | null;
}

/** Whether a step begins by opening an address: a test that starts so needs no page before it. */
function opensAPage(parsed: ParsedStep): boolean {
  if (!parsed.ok) return false;
  const first = parsed.action.type === 'sequence' ? parsed.action.actions[0] : parsed.action;
  return first?.type === 'navigate';
}

const MAX_NETWORK_ENTRIES = 1000;
const MAX_CONSOLE_ENTRIES = 1000;

/** The steps that say how to answer the page's own dialogs, a sequence's parts included. */
function dialogActions(step: { parsed: ParsedStep } | undefined): Extract<Action, { type: 'browserDialog' }>[] {
  if (!step?.parsed.ok) return [];
  const parts = (action: Action): Action[] => (action.type === 'sequence' ? action.actions.flatMap(parts) : [action]);
  return parts(step.parsed.action).filter((a) => a.type === 'browserDialog');
}

/** What a page's own dialog did, in words: "The page asked to confirm “Delete Carol?”". */
const DIALOG_WORDS: Record<string, string> = {
  alert: 'showed the alert',
  confirm: 'asked to confirm',
  prompt: 'asked for a value with',
  beforeunload: 'asked before leaving:',
};

interface Listeners {
  sink: AttemptSink;
  start: number;
  consoleErrors: string[];
  proxied: boolean;
  /**
   * A dialog the page opened (alert, confirm, prompt), answered as `answer` says: accepted as a person clicking OK
   * would, unless the step under way or the next says to dismiss it.
   */
  dialog(words: string, opened: Omit<BrowserDialog, 'step'>): void;
  answer(): 'accept' | 'dismiss';
  /** What a prompt is answered with; null for its own value. */
  promptText(): string | null;
  /** A file the page sent as a download; the browser does not accept it (acceptDownloads is off), so none is kept. */
  download(words: string, file: FileDownload): void;
}

function listen(page: Page, listeners: Listeners) {
  const { sink, start, consoleErrors, proxied, dialog, answer, promptText, download } = listeners;
  let consoleCount = 0;
  let networkCount = 0;
  const at = () => Date.now() - start;
  page.on('dialog', (opened) => {
    const accepted = answer() === 'accept' || opened.type() === 'alert';
    const message = opened.message().slice(0, 300);
    const typed = accepted && opened.type() === 'prompt' ? promptText() : null;
    const how = typed === null ? `${accepted ? 'accepted' : 'dismissed'} it` : `answered “${typed}”`;
    const words = `The page ${DIALOG_WORDS[opened.type()] ?? opened.type()} “${message}”; the run ${how}.`;
    dialog(words, { type: opened.type(), message, accepted, handledByStep: false });
    sink.console({ type: 'dialog', text: words, url: page.url() || null, at: at() });
    const answered = accepted
      ? opened.accept(opened.type() === 'prompt' ? (typed ?? opened.defaultValue()) : undefined)
      : opened.dismiss();
    void answered.catch(() => undefined);
  });
  page.on('download', (file) => {
    const name = file.suggestedFilename().slice(0, 300);
    const words = `The page sent the file “${name}” to download.`;
    download(words, { name });
    sink.console({ type: 'download', text: words, url: page.url() || null, at: at() });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (++consoleCount > MAX_CONSOLE_ENTRIES) return;
    sink.console({
      type: message.type(),
      text: message.text().slice(0, 2000),
      url: message.location().url || null,
      at: at(),
    });
  });
  page.on('pageerror', (error) => {
    consoleErrors.push(error.message);
    sink.pageError({ message: (error.stack ?? error.message).slice(0, 4000), at: at() });
  });
  // A response is recorded when its headers arrive: a page that never reads a body (a failed fetch)
  // never 'finishes' its request, and that request matters most.
  const record = (req: Request, status: number | null, failure: string | null) => {
    if (++networkCount > MAX_NETWORK_ENTRIES) return;
    const timing = req.timing();
    const end = failure ? timing.responseEnd : timing.responseStart;
    sink.network({
      method: req.method(),
      url: req.url().slice(0, 2000),
      resourceType: req.resourceType(),
      status,
      durationMs: end > 0 ? Math.round(end) : null,
      failure,
      at: at(),
    });
  };
  page.on('response', (response) => {
    const failure = proxyFailure(response.status(), proxied);
    record(response.request(), failure ? null : response.status(), failure);
  });
  page.on('requestfailed', (request) => {
    // A request that got its answer and was then cut short (a page leaving) was recorded already.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.timing().responseStart > 0) return;
    record(request, null, request.failure()?.errorText ?? 'failed');
  });
}

async function stopTrace(context: BrowserContext, keep: boolean): Promise<Buffer | null> {
  if (!keep) {
    await context.tracing.stop().catch(() => undefined);
    return null;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'testpilot-trace-'));
  const file = path.join(dir, 'trace.zip');
  try {
    await context.tracing.stop({ path: file });
    return await fs.readFile(file);
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** How long Chromium's capture of a step's screenshot may take before the next try. */
const CAPTURE_MS = 1500;

/**
 * The page as the step left it, taken through Chromium's own capture (a JPEG made for speed, as a
 * screencast frame is): a click that submits a form leaves a page on its way to the next one, so wait
 * for that one to load (briefly), and try once more if it was replaced while being captured. Should
 * that capture fail twice (seen once in CI on a busy machine), Playwright's own screenshot, which waits
 * for a frame it can take, is the last try: a step's screenshot is its evidence.
 */
async function screenshotOf(page: Page, cdp: CDPSession | null, clock: StepClock): Promise<Buffer | null> {
  const loaded = () =>
    clock.time('settle', () => page.waitForLoadState('load', { timeout: 3000 }).catch(() => undefined));
  for (let attempt = 0; cdp && attempt < 2; attempt++) {
    await loaded();
    // A capture asked for as a submitted form's page replaces the old one may never be answered: give up on it.
    let giveUp: NodeJS.Timeout | undefined;
    const shot = await clock.time('evidence', () =>
      Promise.race([
        cdp
          .send('Page.captureScreenshot', { format: 'jpeg', quality: 60, optimizeForSpeed: true })
          .then((r) => Buffer.from(r.data, 'base64'))
          .catch(() => null),
        new Promise<null>((resolve) => (giveUp = setTimeout(() => resolve(null), CAPTURE_MS))),
      ]),
    );
    clearTimeout(giveUp);
    if (shot) return shot;
  }
  await loaded();
  return clock.time('evidence', () => page.screenshot({ type: 'jpeg', quality: 60, timeout: 5000 }).catch(() => null));
}

/**
 * Chromium's screencast of the page: small JPEGs as it repaints, every fourth frame at most (about
 * 15 a second on a busy page, none on a still one). Each frame must be acknowledged or the next
 * never comes. Playwright's own screencast does not throttle, so this goes through CDP.
 */
async function startScreencast(cdp: CDPSession, onFrame: (data: string, at: number) => void, start: number) {
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    onFrame(data, Date.now() - start);
  });
  await cdp
    .send('Page.startScreencast', { format: 'jpeg', quality: 50, maxWidth: 640, maxHeight: 360, everyNthFrame: 4 })
    .catch(() => undefined);
}

/** A step's result before anything is known of it but how it ended. */
const stepResult = (status: StepResult['status'], startedAt: number): StepResult => ({
  status,
  message: '',
  failureKind: null,
  durationMs: 0,
  startedAt: new Date(startedAt),
  locator: null,
  healedFrom: null,
  screenshot: null,
  resolved: null,
  resolvedParts: null,
  replayed: false,
  modelAction: null,
  phases: { resolve: 0, act: 0, settle: 0, evidence: 0 },
});

const BROWSER_GONE = 'The browser stopped during the run.';

/**
 * A step's time: the project's limit, or longer for a wait the step asks for (then a second to spare); steps written
 * as one line have the limit each, and their waits' time.
 */
function stepTime(parsed: ParsedStep, limitMs: number): number {
  if (!parsed.ok) return limitMs;
  const time = (action: Action): number => {
    if (action.type === 'wait') return Math.max(limitMs, action.seconds * 1000 + 1000);
    if (action.type === 'sequence') return action.actions.reduce((sum, part) => sum + time(part), 0);
    return limitMs;
  };
  return time(parsed.action);
}

/** Why a step failed, when something ended it from outside (a stop, the run's limit, the browser dying). */
function failureOf(
  error: unknown,
  why: { stopped: boolean; crashed: boolean; expired: boolean; runTimeoutMs: number },
): StepFailure {
  if (why.stopped) return new StepFailure('stopped', 'The run was stopped.');
  if (why.crashed) return new StepFailure('setup', BROWSER_GONE);
  if (why.expired) {
    return new StepFailure(
      'timeout',
      `The run took longer than its limit of ${Math.round(why.runTimeoutMs / 1000)} s.`,
    );
  }
  return error instanceof StepFailure ? error : new StepFailure('action', messageOf(error));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * One attempt at a test case: a fresh browser context (no cookies or storage from any other run),
 * the steps in order with a screenshot after each, and the page's console, errors and requests.
 * The first failed step ends it; the steps after it are skipped.
 */
export async function runAttempt(input: AttemptInput): Promise<AttemptResult> {
  const start = Date.now();
  const runDeadline = start + input.runTimeoutMs;
  const evidence = input.evidence ?? KEEP_ALL_EVIDENCE;
  const consoleErrors: string[] = [];
  const timedOut = new AbortController();
  const timer = setTimeout(() => timedOut.abort(), input.runTimeoutMs);
  // A browser that dies ends the step under way at once, whatever it was waiting for.
  const crashed = new AbortController();
  const onDisconnect = () => crashed.abort();
  input.browser.on('disconnected', onDisconnect);
  const signal = AbortSignal.any([input.signal, timedOut.signal, crashed.signal]);
  // What the run must never show: every word it reports, and its trace, has these masked.
  const secrets = secretsOf(
    input.accounts,
    input.steps.flatMap((s) => [
      ...(s.parsed.ok ? [s.parsed.action] : []),
      ...(s.cachedAction ? [s.cachedAction] : []),
    ]),
  );
  const sink = maskedSink(input.sink, secrets);
  const totp = (secret: string) => {
    const code = input.totp(secret);
    secrets.add(code);
    return code;
  };
  let isolated: IsolatedContext;
  try {
    isolated = await openIsolatedContext(input.browser, input.privateNetworks, (target, reason) =>
      sink.network({
        method: 'CONNECT',
        url: target,
        resourceType: 'other',
        status: null,
        durationMs: null,
        failure: reason,
        at: Date.now() - start,
      }),
    );
  } catch (error) {
    clearTimeout(timer);
    return {
      status: 'error',
      message: `The browser could not open a page: ${messageOf(error)}`,
      failureKind: 'setup',
      trace: null,
    };
  }
  const { context } = isolated;
  if (input.trace) await context.tracing.start({ screenshots: false, snapshots: true, title: 'TestPilot run' });
  await context.addInitScript(COUNT_WINDOW_OPENS);
  const page = await context.newPage();
  // Chromium's capture is the fast path; a browser that offers no CDP session gets Playwright's screenshot.
  let cdp = await context.newCDPSession(page).catch(() => null);
  // Closing the context ends whatever the page is waiting for, so a stop takes effect at once. It is armed only
  // once the page exists: a context closed while Chromium is still opening its page leaves newPage() hanging.
  const closeOnAbort = () => void context.close().catch(() => undefined);
  signal.addEventListener('abort', closeOnAbort, { once: true });
  if (signal.aborted) closeOnAbort();
  // What the step under way should say besides its own words: dialogs the page opened, a tab it moved to.
  const notes: string[] = [];
  const dialogs: BrowserDialog[] = [];
  const downloads: FileDownload[] = [];
  const listeners: Listeners = {
    sink,
    start,
    consoleErrors,
    proxied: isolated.proxied,
    dialog: (words, opened) => {
      notes.push(words);
      dialogs.push({ ...opened, step: ctx.stepIndex });
    },
    answer: () => ctx.dialogAnswer,
    promptText: () => ctx.promptText,
    download: (words, file) => {
      notes.push(words);
      downloads.push(file);
    },
  };
  listen(page, listeners);
  const tabs = new Tabs(page, context, (opened) => listen(opened, listeners));
  if (cdp && sink.frame) await startScreencast(cdp, sink.frame, start);
  // Steps, screenshots and the live view follow the tab a step opened (or went back to).
  const followTabs = async () => {
    const { page: current, change } = await tabs.current();
    if (!change) return;
    notes.push(change);
    ctx.page = current;
    await cdp?.detach().catch(() => undefined);
    cdp = await context.newCDPSession(current).catch(() => null);
    if (cdp && sink.frame) await startScreencast(cdp, sink.frame, start);
  };

  const accounts = input.accounts;
  const clock = new StepClock();
  const ctx = {
    page,
    privateNetworks: input.privateNetworks,
    environmentUrl: input.environmentUrl,
    accounts,
    currentAccount: accounts[0] ?? null,
    attachments: input.attachments,
    latestMail: input.latestMail,
    totp,
    consoleErrors: () => [...consoleErrors],
    tabOpening: (ms: number) => tabs.opening(ms),
    onOpenedTab: () => ctx.page !== page,
    dialogs,
    downloads,
    stepIndex: 0,
    dialogAnswer: 'accept' as 'accept' | 'dismiss',
    promptText: null as string | null,
    startedAt: new Date(start),
    deadline: 0,
    signal,
    cached: null as CachedLocator | null,
    cachedParts: [] as readonly (CachedLocator | null)[],
    clock,
    // `{{account.*}}` reads whichever account the last sign-in used.
    variables: new Variables(input.environmentUrl, (): TestAccount | null => ctx.currentAccount, totp),
  };

  let result: AttemptResult = { status: 'passed', message: '', failureKind: null, trace: null };
  let failedStep: FailedStep | null = null;
  // Steps are recorded (their screenshots stored) while the next ones run, in order; the attempt ends once all are.
  const records: Promise<void>[] = [];
  const recordErrors: unknown[] = [];
  const record = (written: Promise<void>) =>
    records.push(written.catch((error: unknown) => void recordErrors.push(error)));
  for (const [index, step] of input.steps.entries()) {
    const description = step.parsed.ok ? input.describe(step.parsed.action) : step.text;
    if (result.status !== 'passed') {
      record(sink.stepEnded(index, stepResult('skipped', Date.now())));
      continue;
    }
    record(sink.stepStarted(index, description));
    const stepStart = Date.now();
    ctx.deadline = Math.min(stepStart + stepTime(step.parsed, input.stepTimeoutMs), runDeadline);
    ctx.cached = step.cached;
    ctx.cachedParts = step.cachedParts ?? [];
    ctx.stepIndex = index;
    clock.reset();
    // A confirm this step opens is dismissed when this step or the next says to dismiss it, and a prompt answered with
    // what they say to type: a dialog is answered as it opens.
    const said = [step, input.steps[index + 1]].flatMap(dialogActions);
    ctx.dialogAnswer = said.some((a) => !a.accept) ? 'dismiss' : 'accept';
    const typed = said.find((a) => a.text !== undefined)?.text;
    ctx.promptText = typed === undefined ? null : ctx.variables.fill(typed);
    let outcome = stepResult('passed', stepStart);
    // Each step is a group of the trace, named as the step list names it, so the viewer is read step by step.
    const group = stepGroupTitle(index, step.text);
    if (input.trace) await clock.time('evidence', () => context.tracing.group(group).catch(() => undefined));
    notes.length = 0;
    try {
      // A test starts on its environment's page unless its first step opens one ("Click Sign in" as step 1).
      if (index === 0 && !opensAPage(step.parsed)) await navigate(ctx, input.environmentUrl);
      // A tab the last step opened may have appeared only once that step had ended.
      await clock.time('settle', followTabs);
      const performed = await performStep(ctx, step, input.model, {
        describe: input.describe,
        renewDeadline: () => (ctx.deadline = Math.min(Date.now() + input.stepTimeoutMs, runDeadline)),
      });
      outcome.modelAction = performed.modelAction;
      outcome.message = performed.note;
      const { healedNote, ...elements } = elementsReport(performed);
      outcome = { ...outcome, ...elements };
      if (healedNote) outcome.message = `Healed: ${healedNote}`;
      await clock.time('settle', followTabs);
    } catch (error) {
      const failure = failureOf(error, {
        stopped: input.signal.aborted,
        crashed: crashed.signal.aborted,
        // A step whose own limit was the run's end ran out of the run's time, whichever timer fired first.
        expired:
          timedOut.signal.aborted || (error instanceof StepFailure && error.timedOut && ctx.deadline === runDeadline),
        runTimeoutMs: input.runTimeoutMs,
      });
      // A step a person stopped did not fail: it is left unfinished, as the steps after it are, and is no issue.
      const status = failure.kind === 'stopped' ? 'skipped' : 'failed';
      outcome = { ...outcome, status, message: failure.message, failureKind: failure.kind };
      result = {
        status: failure.kind === 'stopped' ? 'stopped' : 'failed',
        message: `Step ${index + 1} failed: ${failure.message}`,
        failureKind: failure.kind,
        trace: null,
      };
      if (failure.kind === 'stopped') result.message = 'The run was stopped.';
      else failedStep = { group, message: failure.message };
    }
    if (notes.length > 0) outcome.message = [outcome.message, ...notes].filter(Boolean).join(' ');
    const screenshot = evidence.screenshots === 'every_step' || outcome.status === 'failed';
    if (screenshot && !signal.aborted) outcome.screenshot = await screenshotOf(ctx.page, cdp, clock);
    if (input.trace) await clock.time('evidence', () => context.tracing.groupEnd().catch(() => undefined));
    outcome.durationMs = Date.now() - stepStart;
    outcome.phases = clock.phases(outcome.durationMs);
    record(sink.stepEnded(index, outcome));
  }
  clearTimeout(timer);
  input.browser.off('disconnected', onDisconnect);
  signal.removeEventListener('abort', closeOnAbort);
  if (input.trace && !signal.aborted) {
    const trace = await stopTrace(context, evidence.trace === 'always' || result.status !== 'passed');
    result.trace = trace && redactTrace(trace, secrets, failedStep);
  }
  await isolated.close();
  await Promise.all(records);
  if (recordErrors.length > 0) throw recordErrors[0];
  if ((crashed.signal.aborted || !input.browser.isConnected()) && result.status !== 'passed') {
    return {
      status: 'error',
      message: BROWSER_GONE,
      failureKind: 'setup',
      trace: result.trace,
    };
  }
  return { ...result, message: secrets.mask(result.message) };
}
