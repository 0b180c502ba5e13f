import '../../app/signedInStyles.ts';

/** The onboarding layout and its three steps: one chunk, loaded when onboarding opens. */
export { AddTestsScreen } from './AddTestsScreen.tsx';
export { ConfigScreen } from './ConfigScreen.tsx';
export { CreateProjectScreen } from './CreateProjectScreen.tsx';
export { OnboardingLayout } from './OnboardingLayout.tsx';
