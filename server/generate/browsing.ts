import type { Browser, Page } from 'playwright-core';
import type { StepContext } from '../runner/execute/stepContext.ts';
import type { PrivateNetworks } from '../runner/egress.ts';
import { openIsolatedContext, type IsolatedContext } from '../runner/isolatedContext.ts';
import { Variables, type TestAccount } from '../runner/variables.ts';

export interface BrowsingInput {
  browser: Browser;
  environmentUrl: string;
  accounts: TestAccount[];
  totp(secret: string): string;
  /** The egress rule pages run under; null when no check applies (a remote browser). */
  privateNetworks: PrivateNetworks | null;
  signal: AbortSignal;
}

export interface Browsing {
  page: Page;
  /** What the runner's actions need to perform steps on the page, as in a run. */
  ctx: StepContext;
  close(): Promise<void>;
}

/**
 * A fresh browser context for generating tests, set up as a run's is (the egress proxy, no service
 * workers or downloads, the environment's accounts), so what works here works in a run.
 */
export async function openBrowsing(input: BrowsingInput): Promise<Browsing> {
  let isolated: IsolatedContext | null = null;
  const close = async () => {
    await isolated?.close();
  };
  try {
    isolated = await openIsolatedContext(input.browser, input.privateNetworks, () => undefined);
    const { context } = isolated;
    input.signal.addEventListener('abort', () => void context.close().catch(() => undefined), { once: true });
    const page = await context.newPage();
    const ctx: StepContext = {
      page,
      privateNetworks: input.privateNetworks,
      environmentUrl: input.environmentUrl,
      accounts: input.accounts,
      currentAccount: input.accounts[0] ?? null,
      attachments: [],
      latestMail: async () => null,
      totp: input.totp,
      consoleErrors: () => [],
      // Exploring stays on the page it explores: a tab a click opens is not followed.
      tabOpening: async () => undefined,
      onOpenedTab: () => false,
      dialogs: [],
      downloads: [],
      stepIndex: 0,
      dialogAnswer: 'accept',
      promptText: null,
      startedAt: new Date(),
      deadline: 0,
      signal: input.signal,
      cached: null,
      cachedParts: [],
      variables: new Variables(input.environmentUrl, () => ctx.currentAccount, input.totp),
    };
    return { page, ctx, close };
  } catch (error) {
    await close();
    throw error;
  }
}
