/**
 * Where the session token is kept (spec §9: session storage, key `token`). With 'Keep me logged
 * in' it goes to local storage instead, so it outlives the tab.
 */
export const TOKEN_KEY = 'token';

export interface StoredToken {
  token: string;
  remember: boolean;
}

function storages(): { session?: Storage; local?: Storage } {
  if (typeof window === 'undefined') return {};
  return { session: window.sessionStorage, local: window.localStorage };
}

export function readStoredToken(): StoredToken | null {
  const { session, local } = storages();
  const inSession = session?.getItem(TOKEN_KEY);
  if (inSession) return { token: inSession, remember: false };
  const inLocal = local?.getItem(TOKEN_KEY);
  return inLocal ? { token: inLocal, remember: true } : null;
}

export function storeToken({ token, remember }: StoredToken): void {
  const { session, local } = storages();
  clearStoredToken();
  (remember ? local : session)?.setItem(TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  const { session, local } = storages();
  session?.removeItem(TOKEN_KEY);
  local?.removeItem(TOKEN_KEY);
}
