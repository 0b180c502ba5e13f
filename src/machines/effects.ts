import { ApiError } from '../api/errors.ts';

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
  /** To /login, remembering the page the tab is on (its `next`), to come back to once signed in again. */
  returnHere?: boolean;
}

export const effectActions = {
  navigate: (_: unknown, _params: NavigateParams) => {},
  notify: (_: unknown, _params: Notice) => {},
  openUrl: (_: unknown, _params: { url: string }) => {},
};

/** Spec §9: the wait between a success and the redirect that follows it. */
export const REDIRECT_DELAY_MS = 2000;

/** A refusal of one field of a form: the field's path in the request, and the message to show under it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The field a rejected call refused, with its message, or null when the refusal is not about one field. */
export function fieldErrorOf(error: unknown): FieldError | null {
  return error instanceof ApiError && error.field && error.serverMessage
    ? { field: error.field, message: error.serverMessage }
    : null;
}

/**
 * What a screen shows for a rejected call: the server's own message; offline, 'Network error
 * occurred'; else the screen's fallback when it has one (spec §8), else the call's.
 */
export function errorMessage(error: unknown, screenFallback?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return error.message;
    return screenFallback ?? error.message;
  }
  return error instanceof Error && error.message ? error.message : (screenFallback ?? 'Something went wrong');
}
