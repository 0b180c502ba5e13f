import { Alert, Loader, Group, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthSession } from '../../app/authSession.tsx';
import { useFlowEffects } from '../../app/flowEffects.ts';
import { inspectOptions } from '../../app/inspector.ts';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { MarketingPanel } from '../../components/MarketingPanel.tsx';
import { emailVerificationMachine } from '../../machines/emailVerification.ts';
import { NEXT_PARAM } from '../../lib/returnPath.ts';
import { loginMachine } from '../../machines/login.ts';
import { ActivationStep } from './ActivationStep.tsx';
import { LoginForm } from './LoginForm.tsx';

function EmailVerificationStatus({
  actor,
}: {
  actor: ReturnType<typeof useActorRef<typeof emailVerificationMachine>>;
}) {
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const error = useSelector(actor, (s) => s.context.error);
  if (verifying) {
    return (
      <Group gap="xs" mb="md" role="status">
        <Loader size="xs" />
        <Text size="sm">Verifying your email…</Text>
      </Group>
    );
  }
  return error ? (
    <Alert color="red" variant="light" mb="md" role="alert" title="Email not verified">
      {error}
    </Alert>
  ) : null;
}

export function LoginScreen() {
  const [params] = useSearchParams();
  const effects = useFlowEffects();
  const session = AuthSession.useActorRef();
  const login = useActorRef(
    loginMachine.provide({
      actions: { ...effects, startSession: (_, s) => session.send({ type: 'session.started', ...s }) },
    }),
    inspectOptions(),
  );
  const verification = useActorRef(emailVerificationMachine.provide({ actions: effects }), inspectOptions());

  const token = params.get('token');
  const email = params.get('email') ?? '';
  useEffect(() => {
    if (token) verification.send({ type: 'verify.start', token, email: email || null });
  }, [token, email, verification]);

  const step = useSelector(login, (s) => (s.matches('activation') ? 'activation' : 'form'));
  const submitting = useSelector(
    login,
    (s) => s.matches('submitting') || s.matches('redirecting') || s.matches('done'),
  );
  const error = useSelector(login, (s) => s.context.error);
  const activationError = useSelector(login, (s) => s.context.activationError);
  const activating = useSelector(login, (s) => s.matches({ activation: 'activating' }));
  const resending = useSelector(login, (s) => s.matches({ activation: 'resending' }));
  const accountEmail = useSelector(login, (s) => s.context.email);

  return (
    <AuthLayout panel={<MarketingPanel />}>
      <EmailVerificationStatus actor={verification} />
      {step === 'activation' ? (
        <ActivationStep
          email={accountEmail}
          notice={error}
          error={activationError}
          activating={activating}
          resending={resending}
          onActivate={(key) => login.send({ type: 'activation.submit', key })}
          onResend={() => login.send({ type: 'activation.resend' })}
          onBack={() => login.send({ type: 'activation.back' })}
        />
      ) : (
        <LoginForm
          key={email}
          initialEmail={accountEmail || email}
          submitting={submitting}
          error={error}
          onSubmit={(values) => login.send({ type: 'login.submit', values, next: params.get(NEXT_PARAM) })}
        />
      )}
    </AuthLayout>
  );
}
