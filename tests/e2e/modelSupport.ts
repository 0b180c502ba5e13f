/**
 * What the generated model paths need to run in Chromium against the real server: requests held
 * at the browser until a path's `xstate.done.actor.*` / `xstate.error.actor.*` step lets them go
 * on to the server (so that the screen's busy state can be seen first), and accounts prepared
 * through the API.
 */
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from '@playwright/test';
import type { EventObject } from 'xstate';
import type { ApiError } from '../../src/api/errors.ts';
import type { MachineModel } from '../model/support/model.ts';
import { newEmail, PASSWORD } from './accounts.ts';
import { activationKeyIn, linkIn, mailsSince, waitForMail } from './outbox.ts';

export type ModelPath = MachineModel['paths'][number];
export type ModelStep = ModelPath['steps'][number];
export type Bindings = Parameters<ModelPath['test']>[0];

/** A server's answer in a path: a call's success or failure (with its status), or one of `alsoAnswers`. */
function answerKey(event: EventObject, alsoAnswers: string[]): string | null {
  if (alsoAnswers.includes(event.type) || event.type.startsWith('xstate.done.actor.')) return event.type;
  if (!event.type.startsWith('xstate.error.actor.')) return null;
  return `${event.type} ${(event as EventObject & { error?: { status?: number } }).error?.status}`;
}

/**
 * The paths where the real server decides the outcome: the fewest that together meet each answer it gives in
 * `paths` (every call's success, each failure by status, and the events of `alsoAnswers`), those meeting the most
 * answers not yet met first. The paths left out differ from these only in what the screen does by itself (a check
 * of the form, a dialog closed, a step opened), which the model-based tests (tests/model) walk at 100% on the
 * rendered screen; the server's answers themselves are the API suite's (tests/api).
 */
export function serverDecided(paths: ModelPath[], alsoAnswers: string[] = []): ModelPath[] {
  const met = new Set<string>();
  const unmet = (path: ModelPath) =>
    new Set(path.steps.flatMap((s) => answerKey(s.event, alsoAnswers) ?? []).filter((a) => !met.has(a)));
  const chosen = new Set<ModelPath>();
  for (;;) {
    let best: { path: ModelPath; gain: Set<string> } | null = null;
    for (const path of paths) {
      const gain = unmet(path);
      const better =
        !best ||
        gain.size > best.gain.size ||
        (gain.size === best.gain.size && path.steps.length < best.path.steps.length);
      if (gain.size > 0 && better) best = { path, gain };
    }
    if (!best) break;
    chosen.add(best.path);
    best.gain.forEach((a) => met.add(a));
  }
  return paths.filter((path) => chosen.has(path));
}

/** A held request's answer, as the server gave it. */
export interface Answer {
  status: number;
  body: unknown;
  request: Request;
}

/**
 * Requests to the given routes (`'POST /api/v1/signin'`; `:id` stands for a number) wait in the
 * browser until `release` sends them on to the real server.
 */
export async function holdRequests(page: Page, routes: string[]) {
  const queues = new Map<string, Route[]>(routes.map((r) => [r, []]));
  const interceptions = new Map(
    routes.map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const url = new RegExp(`^https?://[^/]+${path.replace(/:id/g, '\\d+')}(\\?.*)?$`);
      const handler = async (held: Route) => {
        if (held.request().method() !== method) return held.fallback();
        queues.get(route)!.push(held);
      };
      return [route, { url, handler }] as const;
    }),
  );
  for (const { url, handler } of interceptions.values()) await page.route(url, handler);
  return {
    /** Sends the oldest held request to `route` on to the server (waiting for the screen to make it) and returns the answer. */
    async release(route: string): Promise<Answer> {
      const queue = queues.get(route);
      if (!queue) throw new Error(`${route} is not held`);
      await expect.poll(() => queue.length, { message: `the screen sends ${route}` }).toBeGreaterThan(0);
      const held = queue.shift()!;
      const request = held.request();
      const answered = page.waitForResponse((r) => r.request() === request);
      await held.continue();
      return answerOf(request, await answered);
    },
    /** Requests to `route` still held. */
    pending: (route: string) => queues.get(route)?.length ?? 0,
    /**
     * Lets the next requests to `route` go straight to the server (`false`), or holds them again
     * (`true`): only a request the browser sends itself reports its upload's progress.
     */
    async hold(route: string, on: boolean) {
      const interception = interceptions.get(route);
      if (!interception) throw new Error(`${route} is not held`);
      if (on) await page.route(interception.url, interception.handler);
      else await page.unroute(interception.url, interception.handler);
    },
  };
}

/** The answer to `request`, its body parsed when it is JSON. */
export async function answerOf(request: Request, response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status(), body, request };
}

/** Checks that the server answered as the path's outcome event says: a success, or the failure's status and message. */
export function expectAnswer(answer: Answer, outcome: EventObject) {
  const label = `${answer.request.method()} ${answer.request.url()}`;
  if (outcome.type.startsWith('xstate.done.actor.')) {
    expect(answer.status, label).toBeGreaterThanOrEqual(200);
    expect(answer.status, label).toBeLessThan(300);
    return;
  }
  const error = (outcome as EventObject & { error: ApiError }).error;
  expect(answer.status, label).toBe(error.status);
  const message = (answer.body as { message?: string }).message ?? '';
  // A rate limit's message ends with the minutes left, which depend on the clock.
  if (error.status === 429) expect(message.startsWith(error.serverMessage ?? '?'), message).toBe(true);
  else expect(message, label).toBe(error.serverMessage);
}

/** True when the path holds an event of `type` (with `status` for a failure, when given). */
export function pathHas(path: ModelPath, type: string, status?: number): boolean {
  return path.steps.some(
    (s) =>
      s.event.type === type &&
      (status === undefined || (s.event as EventObject & { error?: { status?: number } }).error?.status === status),
  );
}

export const failedWith = (event: EventObject | undefined, status: number) =>
  !!event?.type.startsWith('xstate.error.actor.') &&
  (event as EventObject & { error?: { status?: number } }).error?.status === status;

/** An account made through the API, not verified: its email holds the link and the activation key. */
export async function unverifiedAccount(request: APIRequestContext, tag: string, fullName = 'Dorothy Vaughan') {
  const email = newEmail(tag);
  const since = Date.now();
  const signup = await request.post('/api/v1/signup', {
    data: { full_name: fullName, company_name: 'Langley QA', email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const mail = await waitForMail(email, since);
  return { email, since, link: linkIn(mail), key: activationKeyIn(mail) };
}

/** Uses up the `mail:email` allowance of `email` (5 in 15 minutes) but `left` requests, so that a later one is refused. */
export async function useUpMailAllowance(request: APIRequestContext, email: string, left = 0) {
  for (let i = 0; i < 5 - left; i += 1) {
    const answer = await request.post('/api/v1/resend-verification', { data: { email } });
    expect(answer.status()).toBe(200);
  }
}

/** Signs in through the API and makes the browser start with that session (as 'Keep me logged in' off does). */
export async function startSignedIn(page: Page, request: APIRequestContext, email: string) {
  const answer = await request.post('/api/v1/signin', { data: { email, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
}

/**
 * The page's clock around a success that redirects after `REDIRECT_DELAY_MS`, so that the screen
 * between the success and its redirect is checked however slow the machine is: time flows as usual
 * until `stop`, called before the answer is let go, and again once `during` has checked the screen.
 */
export async function redirectClock(page: Page) {
  await page.clock.install();
  return {
    stop: async () => {
      // Paused a little ahead of the page's time: the clock cannot be set back. On a loaded machine the page's
      // time may pass that mark before the pause reaches the page ("Cannot fast-forward to the past"); then the
      // time is read again. The answer is still held, so the redirect cannot start meanwhile.
      await expect(async () => {
        const now = await page.evaluate(() => Date.now());
        await page.clock.pauseAt(now + 1000);
      }).toPass({ timeout: 10_000 });
    },
    /**
     * A toast shows on timers (the first one loads the toasts' code, which React shows after up to
     * 300 ms; Mantine renders a new toast on a timer of 0 ms): the stopped clock runs on 50 ms at a
     * time until `toast` shows, well within the delay; then `check` runs and the clock flows again.
     */
    during: async (toast: Locator, check: () => Promise<void>) => {
      await expect(async () => {
        await page.clock.runFor(50);
        await expect(toast).toBeVisible({ timeout: 100 });
      }).toPass({ timeout: 30_000 });
      await check();
      await page.clock.resume();
    },
  };
}

/** Toasts (Mantine's notifications), apart from the screen. */
export const toasts = (page: Page) => page.locator('.mantine-Notifications-root');

/** The link of the newest email to `to` since `since` that leads to `pathname`, waiting for it. */
export async function linkTo(to: string, since: number, pathname: string): Promise<URL> {
  // Another email to the same address (the sign-up's, sent without waiting) may land after `since` too.
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailsSince(to, since)).flatMap((text) => (/https?:\/\//.test(text) ? [linkIn(text)] : []));
        link = links.find((l) => l.pathname === pathname);
        return link?.pathname;
      },
      { message: `an email to ${to} links to ${pathname}` },
    )
    .toBe(pathname);
  return link!;
}
