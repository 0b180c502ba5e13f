import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AuthSessionProvider } from './authSession.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';
import { AccountLoaded, PublicOnly, RequireSession } from './guards.tsx';

function Root() {
  return (
    <AuthSessionProvider>
      <Outlet />
    </AuthSessionProvider>
  );
}

/** What shows while the first screen's chunk loads: a moment of blank page, not a spinner's flash. */
function FirstScreenLoading() {
  return null;
}

/**
 * A route whose screen is its own chunk, loaded when the route is first visited: a visit to
 * /login downloads the sign-in screen, not the app shell, onboarding and settings too.
 */
function lazily(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const settings = () => import('../screens/settings/index.ts');

/** Every route of the app with its access rule (spec §2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: FirstScreenLoading,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: (
          <PublicOnly>
            <Outlet />
          </PublicOnly>
        ),
        children: [
          { path: '/login', ...lazily(async () => (await import('../screens/public/LoginScreen.tsx')).LoginScreen) },
          { path: '/signup', ...lazily(async () => (await import('../screens/public/SignupScreen.tsx')).SignupScreen) },
          {
            path: '/reset-password',
            ...lazily(async () => (await import('../screens/public/ResetPasswordScreen.tsx')).ResetPasswordScreen),
          },
          {
            path: '/change-password',
            ...lazily(async () => (await import('../screens/public/ChangePasswordScreen.tsx')).ChangePasswordScreen),
          },
        ],
      },
      {
        element: (
          <RequireSession>
            <AccountLoaded>
              <Outlet />
            </AccountLoaded>
          </RequireSession>
        ),
        children: [
          {
            ...lazily(async () => (await import('../screens/onboarding/index.ts')).OnboardingLayout),
            children: [
              {
                path: '/create-project',
                ...lazily(async () => (await import('../screens/onboarding/index.ts')).CreateProjectScreen),
              },
              { path: '/config', ...lazily(async () => (await import('../screens/onboarding/index.ts')).ConfigScreen) },
              {
                path: '/add-tests',
                ...lazily(async () => (await import('../screens/onboarding/index.ts')).AddTestsScreen),
              },
            ],
          },
          {
            ...lazily(async () => (await import('../screens/app/index.ts')).AppLayout),
            children: [
              { path: '/dashboard', ...lazily(async () => (await import('../screens/app/index.ts')).DashboardScreen) },
              { path: '/test-cases', ...lazily(async () => (await import('../screens/app/index.ts')).TestCasesScreen) },
              { path: '/results', ...lazily(async () => (await import('../screens/app/index.ts')).ResultsScreen) },
              {
                path: '/test-results',
                ...lazily(async () => (await import('../screens/app/index.ts')).TestResultsScreen),
              },
              { path: '/issues', ...lazily(async () => (await import('../screens/app/index.ts')).IssuesScreen) },
              {
                path: '/issues/:testCaseId/:stepId',
                ...lazily(async () => (await import('../screens/app/index.ts')).IssueDetailScreen),
              },
              { path: '/live-test', ...lazily(async () => (await import('../screens/app/index.ts')).LiveTestScreen) },
              {
                path: '/insights',
                ...lazily(async () => (await import('../screens/app/insights/index.ts')).InsightsScreen),
              },
              { path: '/support', ...lazily(async () => (await import('../screens/app/index.ts')).SupportScreen) },
              {
                path: '/settings',
                ...lazily(async () => (await settings()).SettingsLayout),
                children: [
                  { index: true, element: <Navigate to="/settings/general" replace /> },
                  { path: 'general', ...lazily(async () => (await settings()).ProjectGeneralSettings) },
                  { path: 'configs', ...lazily(async () => (await settings()).ConfigsSettings) },
                  { path: 'schedules', ...lazily(async () => (await settings()).SchedulesSettings) },
                  { path: 'integrations', ...lazily(async () => (await settings()).IntegrationsSettings) },
                  { path: 'inbox', ...lazily(async () => (await settings()).InboxSettings) },
                  { path: 'org-general', ...lazily(async () => (await settings()).OrganizationGeneralSettings) },
                  { path: 'environment', ...lazily(async () => (await settings()).OrganizationEnvironmentsSettings) },
                  { path: 'subscription', ...lazily(async () => (await settings()).SubscriptionSettings) },
                  { path: 'profile', ...lazily(async () => (await settings()).ProfileSettings) },
                  { path: 'authentication', ...lazily(async () => (await settings()).AuthenticationSettings) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', ...lazily(async () => (await import('../screens/public/NotFoundScreen.tsx')).NotFoundScreen) },
    ],
  },
];
