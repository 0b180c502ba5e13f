import { Center, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, NEXT_PARAM, safeReturnPath } from '../lib/returnPath.ts';
import { AuthSession } from './authSession.tsx';

const useHasSession = () => AuthSession.useSelector((s) => s.context.token !== null);

/**
 * Public screens send a visitor who arrives with a session to /dashboard (or the page `next` asks for). A stored token is
 * checked with the server first, so an expired one leaves the page (and a link's token) alone.
 * Only the session found on arrival counts: signing in on /login must still show its toast and
 * wait 2 s before the login flow moves on.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const checking = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  const hasSession = useHasSession();
  const [sessionOnArrival] = useState(hasSession);
  const next = safeReturnPath(new URLSearchParams(useLocation().search).get(NEXT_PARAM));
  if (!sessionOnArrival) return children;
  if (checking) {
    return (
      <Center mih="100dvh">
        <Loader role="progressbar" aria-label="Checking your session" />
      </Center>
    );
  }
  return hasSession ? <Navigate to={next ?? '/dashboard'} replace /> : children;
}

/**
 * Onboarding and app screens need a session; without one they go to /login, which takes the visitor
 * back to the page they asked for once signed in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (useHasSession()) return children;
  return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
}

/**
 * Holds a signed-in page until the session knows the user and their current project, so pages
 * never start from a project they do not have yet.
 */
export function AccountLoaded({ children }: { children: ReactNode }) {
  const loading = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  return loading ? (
    <Center mih="100dvh">
      <Loader role="progressbar" aria-label="Loading your account" />
    </Center>
  ) : (
    children
  );
}
