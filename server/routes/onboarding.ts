import { advanceOnboarding } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { NO_PROJECT } from './scope.ts';

const STEP_DONE = { config: 2, tests: 3 } as const;

export function onboardingHandlers({ db }: Services): Record<string, Handler> {
  return {
    /** Skip, Continue or Finish of an onboarding step: progress only moves forward. */
    async completeOnboardingStep(request) {
      const { userId, currentProject } = authOf(request);
      const { step } = request.body as BodyOf<'completeOnboardingStep'>;
      // The current project falls back to the organization's first: there is one exactly when it has any.
      if (!currentProject) throw new ApiError(400, NO_PROJECT);
      return { success: true, data: { completed: await advanceOnboarding(db, userId, STEP_DONE[step]) } };
    },
  };
}
