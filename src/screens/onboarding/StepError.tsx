import { Alert, Button } from '@mantine/core';
import { useOnboarding } from './OnboardingLayout.tsx';

/**
 * The error of an onboarding step (Config, Add tests), if any, with 'Try again' when it is the
 * step's environments that failed to load.
 */
export function StepError({ error, environmentsFailed }: { error: string | null; environmentsFailed: boolean }) {
  const onboarding = useOnboarding();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {error}
      {environmentsFailed && (
        <Button
          variant="subtle"
          size="compact-sm"
          ml="sm"
          onClick={() => onboarding.send({ type: 'environments.retry' })}
        >
          Try again
        </Button>
      )}
    </Alert>
  );
}
