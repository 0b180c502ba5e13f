import { describe, expect, it } from 'vitest';
import { onboardingModel } from './support/onboardingModel.ts';
import { describeOnboardingModel, PATH_TIMEOUT_MS } from './support/onboardingScreen.tsx';

/**
 * The onboarding machine, path by path on /create-project, /config and /add-tests, for a new user
 * who opens /create-project. Opening /config or /add-tests before there is a project is the only way
 * into their `noProject` states: onboardingConfig.model.test.tsx and onboardingTests.model.test.tsx.
 */
describeOnboardingModel(
  'onboarding machine opened at /create-project',
  { projectId: null, completed: 0, step: 'project' },
  {
    states: ['onboarding.config.noProject', 'onboarding.tests.noProject'],
    transitions: [
      'onboarding.routing:always#0',
      'onboarding.routing:always#1',
      'onboarding.config:route.entered#0',
      'onboarding.config.checking:always#1',
      'onboarding.tests:route.entered#0',
      'onboarding.tests.checking:always#1',
    ],
  },
);

describe('onboarding machine, opened at each step', () => {
  it(
    'plans paths that together reach every state and transition',
    () => {
      const models = (['project', 'config', 'tests'] as const).map((step) =>
        onboardingModel({ projectId: null, completed: 0, step }),
      );
      const everywhere = (list: 'states' | 'transitions') =>
        models[0]!.unreachable[list].filter((id) => models.every((m) => m.unreachable[list].includes(id)));
      expect({ states: everywhere('states'), transitions: everywhere('transitions') }).toEqual({
        states: [],
        transitions: [],
      });
    },
    PATH_TIMEOUT_MS,
  );
});
