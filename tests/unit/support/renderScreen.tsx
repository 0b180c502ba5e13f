import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { preloadEveryScreen } from '../../../src/app/lazyScreen.tsx';
import { AppRoutes } from '../../../src/app/routes.tsx';
import { theme } from '../../../src/app/theme.ts';

/* ------------------------------------------------------------------ the fake API (network boundary) */

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

/** An answer of the fake server; `'network-error'` makes fetch throw like an unreachable host. */
export type Reply =
  | { status: number; body?: unknown }
  /** A streamed answer (Server-Sent Events): see `sseServer`. */
  | { status: number; stream: ReadableStream<Uint8Array> }
  | 'network-error';
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * Stubs globalThis.fetch. Routes are keyed `'POST /api/v1/signin'`; a request no route matches is
 * answered 599 so that a test can see it in `calls` (and `unrouted`).
 */
export function fakeApi(routes: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const unrouted: ApiCall[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) {
      unrouted.push(call);
      return json(599, { success: false, message: `unrouted ${call.method} ${call.path}` });
    }
    const reply = typeof route === 'function' ? await route(call) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if ('stream' in reply) {
      return new Response(reply.stream, { status: reply.status, headers: { 'content-type': 'text/event-stream' } });
    }
    return json(reply.status, reply.body);
  });
  return {
    calls,
    unrouted,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A promise the test settles later, to hold a request pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

export const USER = { id: 7, full_name: 'Ada Lovelace', email: 'ada@gmail.com', company_name: 'Analytical QA' };

/** A sign-in answer; a user with a project has finished onboarding. */
export function signinOk(hasProject = false, token = 'tok-1'): Reply {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Login successful',
      data: { token, user: USER, has_project: hasProject, onboarding: { completed: hasProject ? 3 : 0 } },
    },
  };
}

export function failure(status: number, message?: string, extra: Record<string, unknown> = {}): Reply {
  if (message === undefined) return { status, body: { success: false, data: { ...extra } } };
  return { status, body: { success: false, message, data: { message, ...extra } } };
}

export const meOk: Reply = {
  status: 200,
  body: {
    success: true,
    data: {
      user: USER,
      organization: { id: 1, name: 'Analytical QA', plan: 'starter' },
      has_project: true,
      current_project_id: 1,
      onboarding: { completed: 3 },
    },
  },
};

/* ------------------------------------------------------------------ rendering */

// Every screen's chunk is loaded up front, so a test finds the screen as soon as it renders, as the
// browser does once its chunk arrived (the e2e suite runs the lazy loading itself).
await preloadEveryScreen();

/**
 * The app's theme with accordions and collapses opening at once: their 200 ms animation opens a panel
 * a frame or more after the click, so on a busy machine a test could look before it opened. (The
 * browser suite runs them animated.)
 */
const testTheme = mergeThemeOverrides(theme, {
  components: {
    Accordion: { defaultProps: { transitionDuration: 0 } },
    Collapse: { defaultProps: { transitionDuration: 0 } },
  },
});

/** Keeps the router's current location, and a way to navigate as a link would, where the test reaches them. */
function RouterProbe({ onRender }: { onRender: (location: string, navigate: NavigateFunction) => void }) {
  const { pathname, search } = useLocation();
  onRender(`${pathname}${search}`, useNavigate());
  return null;
}

/** Renders the app at `path` with the real screens, guards, session and toasts. */
export function renderScreen(path: string, { strict = false }: { strict?: boolean } = {}) {
  let location = path;
  let navigateTo: NavigateFunction | undefined;
  const app = (
    <MantineProvider theme={testTheme} env="test">
      <Notifications />
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <RouterProbe
          onRender={(current, navigate) => {
            location = current;
            navigateTo = navigate;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </MantineProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const user = userEvent.setup({ delay: null });
  return {
    ...result,
    user,
    /** The current route, as pathname + search. */
    route: () => location,
    /** Goes to `to` within the app, as following a link does. */
    navigate: async (to: string) => {
      if (!navigateTo) throw new Error('The router has not rendered yet');
      await navigateTo(to);
    },
  };
}

/** Renders a signed-in page and waits, as a user does, until the account has loaded and it shows. */
export async function renderSignedInScreen(path: string, options: { strict?: boolean } = {}) {
  const rendered = renderScreen(path, options);
  await screen.findByRole('main');
  return rendered;
}

/** Matches text inside a toast (Mantine renders one notifications root per position). */
export const IN_TOAST = { selector: '.mantine-Notifications-root *' };

/** The screen itself (the `<main>` of the layout), without the toasts. */
export function page() {
  return within(screen.getByRole('main'));
}

/**
 * The input whose visible label is `label` (Mantine appends ' *' to a required field's label).
 * Selecting 'input' skips a PasswordInput's visibility toggle.
 */
export function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`), { selector: 'input' });
}

/** Resets everything a screen test may leave behind. */
export function resetScreenState() {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
}
