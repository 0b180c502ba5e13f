import { describeOnboardingModel } from './support/onboardingScreen.tsx';

/**
 * The onboarding machine, path by path, for a new user who opens /add-tests before creating a
 * project: the only way into the tests step's `noProject` state, and to the announcement of
 * /add-tests as the layout opens there. Everything else it reaches, past 'Create a project', the
 * model opened at /create-project reaches too (onboarding.model.test.tsx).
 */
describeOnboardingModel(
  'onboarding machine opened at /add-tests without a project',
  { projectId: null, completed: 0, step: 'tests' },
  {
    states: ['onboarding.config.noProject'],
    transitions: [
      'onboarding.routing:always#0',
      'onboarding.routing:always#2',
      'onboarding.project:route.entered#0',
      'onboarding.config:route.entered#0',
      'onboarding.config.checking:always#1',
    ],
  },
);
