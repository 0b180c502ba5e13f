/**
 * The effects a flow asks of the app: go to a route, show a toast, open a page in a new tab.
 * Machines declare them with these no-op defaults; the app provides the real ones
 * (`machine.provide({ actions })`) and tests provide spies, so machines run without a DOM.
 */
export interface Notice {
  tone: 'success' | 'error' | 'info';
  message: string;
  title?: string;
}

export interface NavigateParams {
  to: string;
  replace?: boolean;
}

export const effectActions = {
  navigate: (_: unknown, _params: NavigateParams) => {},
  notify: (_: unknown, _params: Notice) => {},
  openUrl: (_: unknown, _params: { url: string }) => {},
};

/** Spec §9: the wait between a success and the redirect that follows it. */
export const REDIRECT_DELAY_MS = 2000;

/** The message of a rejected call (an ApiError carries the catalogue's text). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
