import type { Page } from 'playwright-core';
import type { PrivateNetworks } from '../egress.ts';
import type { StepClock } from '../stepClock.ts';
import type { CachedLocator, Resolution } from '../locate/resolve.ts';
import type { TestAccount, Variables } from '../variables.ts';

/** A file attached to the test case, for upload steps. */
export interface Attachment {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A mail received by a generated-email test account. */
export interface ReceivedMail {
  subject: string;
  from: string;
  text: string;
  receivedAt: Date;
}

/** What a step may use besides the page: the run's accounts, variables, mail, files and limits. */
export interface StepContext {
  page: Page;
  /** The egress rule pages run under; null when no check applies (a remote browser). */
  privateNetworks: PrivateNetworks | null;
  environmentUrl: string;
  variables: Variables;
  accounts: TestAccount[];
  /** The account `sign in` used last (or the environment's first), which `{{account.*}}` reads. */
  currentAccount: TestAccount | null;
  attachments: Attachment[];
  /** The newest mail of a generated-email account received at or after `since`, or null. */
  latestMail(credentialId: number, since: Date): Promise<ReceivedMail | null>;
  totp(secret: string): string;
  consoleErrors(): string[];
  /** Resolves once a tab has opened that the steps have not moved to yet, or after `ms`. */
  tabOpening(ms: number): Promise<void>;
  /** Whether the steps are on a tab a step opened, not the run's first. */
  onOpenedTab(): boolean;
  /** The alerts, confirms and prompts the page opened, oldest first, as the run answered them. */
  dialogs: BrowserDialog[];
  /** The files the page sent as downloads, oldest first (named, never kept: the browser does not accept them). */
  downloads: FileDownload[];
  /** The index of the step under way. */
  stepIndex: number;
  /** How the run answers the page's next dialog: dismissed when this step or the next says so. */
  dialogAnswer: 'accept' | 'dismiss';
  /** What the run types into the page's next prompt, when this step or the next says; else the prompt's own value. */
  promptText: string | null;
  startedAt: Date;
  deadline: number;
  signal: AbortSignal;
  /** How an earlier passing run found the step's element (the replay cache), or null. */
  cached: CachedLocator | null;
  /** For a step written as several ("Type … into … and press Enter"), the same for each of its parts, by place. */
  cachedParts: readonly (CachedLocator | null)[];
  /** Where the step's time goes (finding, settling, evidence), when the run counts it. */
  clock?: StepClock;
}

/** A file a page sent as a download: its name as the browser would save it. */
export interface FileDownload {
  name: string;
}

/** A page's own dialog (alert, confirm, prompt), how the run answered it, and whether a step has spoken of it. */
export interface BrowserDialog {
  type: string;
  message: string;
  accepted: boolean;
  handledByStep: boolean;
  /** The index of the step under way when it opened. */
  step: number;
}

/** What a step did that the run keeps: the element it used, and how it was found. */
export interface StepOutcome {
  resolution: Resolution | null;
  /** For a step written as several, the element each part used (null for a part that used none), by place. */
  parts?: (Resolution | null)[];
}

/** The step's time left, as Playwright's timeouts take it: at least 1 ms, since 0 would mean no limit at all. */
export const remaining = (ctx: Pick<StepContext, 'deadline'>) => Math.max(1, ctx.deadline - Date.now());
