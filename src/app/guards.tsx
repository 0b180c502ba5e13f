import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthSession } from './authSession.tsx';

const useHasSession = () => AuthSession.useSelector((s) => s.context.token !== null);

/**
 * Public screens send a visitor who already has a session to /dashboard. The check is made on
 * arrival only: signing in on /login must still show its toast and wait 2 s before it moves on.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const [hadSessionOnArrival] = useState(hasSession);
  return hadSessionOnArrival ? <Navigate to="/dashboard" replace /> : children;
}

/** Onboarding and app screens need a session; without one they go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const location = useLocation();
  return hasSession ? children : <Navigate to="/login" replace state={{ from: location.pathname }} />;
}
