import { Group, Loader, Overlay, Paper, Text } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/session.ts';
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

/** Signing out waits for the server: meanwhile the app says so, and takes no more clicks. */
function SigningOut() {
  const signingOut = AuthSession.useSelector((s) => s.matches({ signedIn: 'signingOut' }));
  if (!signingOut) return null;
  return (
    <Overlay fixed center zIndex={1000} backgroundOpacity={0.35}>
      <Paper withBorder shadow="md" radius="md" px="lg" py="md" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text>Signing out…</Text>
        </Group>
      </Paper>
    </Overlay>
  );
}

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const logic = authSessionMachine.provide({ actions: useFlowEffects() });
  return (
    <AuthSession.Provider logic={logic} options={inspectOptions()}>
      <UnauthorizedBridge />
      {children}
      <SigningOut />
    </AuthSession.Provider>
  );
}
