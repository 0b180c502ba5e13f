import { Center, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { AuthSession } from './authSession.tsx';

const useHasSession = () => AuthSession.useSelector((s) => s.context.token !== null);

/**
 * Public screens send a visitor who arrives with a session to /dashboard. A stored token is
 * checked with the server first, so an expired one leaves the page (and a link's token) alone.
 * Only the session found on arrival counts: signing in on /login must still show its toast and
 * wait 2 s before the login flow moves on.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const checking = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  const hasSession = useHasSession();
  const [sessionOnArrival] = useState(hasSession);
  if (!sessionOnArrival) return children;
  if (checking) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  return hasSession ? <Redirect to="/dashboard" replace /> : children;
}

/** Onboarding and app screens need a session; without one they go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  return useHasSession() ? children : <Redirect to="/login" replace />;
}

/**
 * Holds a signed-in page until the session knows the user and their current project, so pages
 * never start from a project they do not have yet.
 */
export function AccountLoaded({ children }: { children: ReactNode }) {
  const loading = AuthSession.useSelector((s) => s.matches({ signedIn: 'loadingUser' }));
  return loading ? (
    <Center mih="100dvh">
      <Loader aria-label="Loading your account" />
    </Center>
  ) : (
    children
  );
}
