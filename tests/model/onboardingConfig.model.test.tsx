import { describeOnboardingModel } from './support/onboardingScreen.tsx';

/**
 * The onboarding machine, path by path, for a new user who opens /config before creating a project:
 * the only way into the config step's `noProject` state, and to the announcement of /config as the
 * layout opens there. Everything else it reaches, past 'Create a project', the model opened at
 * /create-project reaches too (onboarding.model.test.tsx).
 */
describeOnboardingModel(
  'onboarding machine opened at /config without a project',
  { projectId: null, completed: 0, step: 'config' },
  {
    states: ['onboarding.tests.noProject'],
    transitions: [
      'onboarding.routing:always#1',
      'onboarding.routing:always#2',
      'onboarding.project:route.entered#0',
      'onboarding.tests:route.entered#0',
      'onboarding.tests.checking:always#1',
    ],
  },
);
