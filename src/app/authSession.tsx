import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/index.ts';
import { authSessionMachine } from '../machines/authSession.ts';
import { useFlowEffects } from './flowEffects.ts';
import { inspectOptions } from './inspector.ts';

/** The one signed-in session of the app, shared by the guards, the screens and the API client. */
export const AuthSession = createActorContext(authSessionMachine);

function UnauthorizedBridge() {
  const actor = AuthSession.useActorRef();
  useEffect(() => {
    setUnauthorizedHandler(() => actor.send({ type: 'session.expired' }));
    return () => setUnauthorizedHandler(() => {});
  }, [actor]);
  return null;
}

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const logic = authSessionMachine.provide({ actions: useFlowEffects() });
  return (
    <AuthSession.Provider logic={logic} options={inspectOptions()}>
      <UnauthorizedBridge />
      {children}
    </AuthSession.Provider>
  );
}
