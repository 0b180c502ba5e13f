import { notifications } from '@mantine/notifications';
import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from '../api/index.ts';
import { authSessionMachine } from '../machines/authSession.ts';
import type { Notice } from '../machines/effects.ts';
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
  const navigate = useNavigate();
  const logic = authSessionMachine.provide({
    actions: {
      navigate: (_, { to, replace }) => void navigate(to, { replace }),
      notify: (_, notice: Notice) =>
        void notifications.show({ color: toneColor[notice.tone], message: notice.message }),
    },
  });
  return (
    <AuthSession.Provider logic={logic} options={inspectOptions()}>
      <UnauthorizedBridge />
      {children}
    </AuthSession.Provider>
  );
}

export const toneColor: Record<Notice['tone'], string> = { success: 'green', error: 'red', info: 'blue' };
