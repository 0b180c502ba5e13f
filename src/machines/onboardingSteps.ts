/** The three onboarding steps of spec §2, in order. */
export const ONBOARDING_STEPS = [
  { key: 'project', label: 'Project', route: '/create-project' },
  { key: 'config', label: 'Config', route: '/config' },
  { key: 'tests', label: 'Add tests', route: '/add-tests' },
] as const;

/** Where a user who completed `completed` steps goes next: the next step, or the dashboard. */
export function onboardingRoute(completed: number): string {
  return ONBOARDING_STEPS[completed]?.route ?? '/dashboard';
}
