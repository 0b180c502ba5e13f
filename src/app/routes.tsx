import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ChangePasswordScreen } from '../screens/public/ChangePasswordScreen.tsx';
import { LoginScreen } from '../screens/public/LoginScreen.tsx';
import { NotFoundScreen } from '../screens/public/NotFoundScreen.tsx';
import { ResetPasswordScreen } from '../screens/public/ResetPasswordScreen.tsx';
import { SignupScreen } from '../screens/public/SignupScreen.tsx';
import { AppLayout } from '../screens/app/AppLayout.tsx';
import { DashboardScreen } from '../screens/app/DashboardScreen.tsx';
import { InsightsScreen } from '../screens/app/InsightsScreen.tsx';
import { IssueDetailScreen } from '../screens/app/IssueDetailScreen.tsx';
import { IssuesScreen } from '../screens/app/IssuesScreen.tsx';
import { LiveTestScreen } from '../screens/app/LiveTestScreen.tsx';
import { ResultsScreen } from '../screens/app/ResultsScreen.tsx';
import { SupportScreen } from '../screens/app/SupportScreen.tsx';
import { TestCasesScreen } from '../screens/app/TestCasesScreen.tsx';
import { TestResultsScreen } from '../screens/app/TestResultsScreen.tsx';
import { AddTestsScreen } from '../screens/onboarding/AddTestsScreen.tsx';
import { ConfigScreen } from '../screens/onboarding/ConfigScreen.tsx';
import { CreateProjectScreen } from '../screens/onboarding/CreateProjectScreen.tsx';
import { OnboardingLayout } from '../screens/onboarding/OnboardingLayout.tsx';
import { AuthenticationSettings } from '../screens/settings/AuthenticationSettings.tsx';
import { ConfigsSettings } from '../screens/settings/ConfigsSettings.tsx';
import { InboxSettings } from '../screens/settings/InboxSettings.tsx';
import { IntegrationsSettings } from '../screens/settings/IntegrationsSettings.tsx';
import {
  OrganizationEnvironmentsSettings,
  OrganizationGeneralSettings,
} from '../screens/settings/OrganizationSettings.tsx';
import { ProfileSettings } from '../screens/settings/ProfileSettings.tsx';
import { ProjectGeneralSettings } from '../screens/settings/ProjectGeneralSettings.tsx';
import { SettingsLayout } from '../screens/settings/SettingsLayout.tsx';
import { SubscriptionSettings } from '../screens/settings/SubscriptionSettings.tsx';
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

const publicRoute = (path: string, element: ReactNode) => ({ path, element: <PublicOnly>{element}</PublicOnly> });

/** Every route of the app with its access rule (spec §2). */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      publicRoute('/login', <LoginScreen />),
      publicRoute('/signup', <SignupScreen />),
      publicRoute('/reset-password', <ResetPasswordScreen />),
      publicRoute('/change-password', <ChangePasswordScreen />),
      {
        element: (
          <RequireSession>
            <AccountLoaded>
              <OnboardingLayout />
            </AccountLoaded>
          </RequireSession>
        ),
        children: [
          { path: '/create-project', element: <CreateProjectScreen /> },
          { path: '/config', element: <ConfigScreen /> },
          { path: '/add-tests', element: <AddTestsScreen /> },
        ],
      },
      {
        element: (
          <RequireSession>
            <AccountLoaded>
              <AppLayout />
            </AccountLoaded>
          </RequireSession>
        ),
        children: [
          { path: '/dashboard', element: <DashboardScreen /> },
          { path: '/test-cases', element: <TestCasesScreen /> },
          { path: '/results', element: <ResultsScreen /> },
          { path: '/test-results', element: <TestResultsScreen /> },
          { path: '/issues', element: <IssuesScreen /> },
          { path: '/issues/:testCaseId/:stepId', element: <IssueDetailScreen /> },
          { path: '/live-test', element: <LiveTestScreen /> },
          { path: '/insights', element: <InsightsScreen /> },
          { path: '/support', element: <SupportScreen /> },
          {
            path: '/settings',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <Navigate to="/settings/general" replace /> },
              { path: 'general', element: <ProjectGeneralSettings /> },
              { path: 'configs', element: <ConfigsSettings /> },
              { path: 'integrations', element: <IntegrationsSettings /> },
              { path: 'inbox', element: <InboxSettings /> },
              { path: 'org-general', element: <OrganizationGeneralSettings /> },
              { path: 'environment', element: <OrganizationEnvironmentsSettings /> },
              { path: 'subscription', element: <SubscriptionSettings /> },
              { path: 'profile', element: <ProfileSettings /> },
              { path: 'authentication', element: <AuthenticationSettings /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
