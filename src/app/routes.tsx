import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AuthSessionProvider } from './authSession.tsx';
import { AccountLoaded, PublicOnly, RequireSession } from './guards.tsx';
import { lazyScreen, type LazyScreen } from './lazyScreen.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/*
 * Each screen is its own chunk, loaded when its route is first visited: a visit to /login
 * downloads the sign-in screen, not the app shell, onboarding and settings too.
 */
const publicScreens = {
  login: lazyScreen(async () => (await import('../screens/public/LoginScreen.tsx')).LoginScreen),
  signup: lazyScreen(async () => (await import('../screens/public/SignupScreen.tsx')).SignupScreen),
  resetPassword: lazyScreen(
    async () => (await import('../screens/public/ResetPasswordScreen.tsx')).ResetPasswordScreen,
  ),
  changePassword: lazyScreen(
    async () => (await import('../screens/public/ChangePasswordScreen.tsx')).ChangePasswordScreen,
  ),
  notFound: lazyScreen(async () => (await import('../screens/public/NotFoundScreen.tsx')).NotFoundScreen),
};

const onboarding = () => import('../screens/onboarding/index.ts');
const onboardingScreens = {
  layout: lazyScreen(async () => (await onboarding()).OnboardingLayout),
  createProject: lazyScreen(async () => (await onboarding()).CreateProjectScreen),
  config: lazyScreen(async () => (await onboarding()).ConfigScreen),
  addTests: lazyScreen(async () => (await onboarding()).AddTestsScreen),
};

const app = () => import('../screens/app/index.ts');
const appScreens = {
  layout: lazyScreen(async () => (await app()).AppLayout),
  dashboard: lazyScreen(async () => (await app()).DashboardScreen),
  testCases: lazyScreen(async () => (await app()).TestCasesScreen),
  results: lazyScreen(async () => (await app()).ResultsScreen),
  testResults: lazyScreen(async () => (await app()).TestResultsScreen),
  issues: lazyScreen(async () => (await app()).IssuesScreen),
  issueDetail: lazyScreen(async () => (await app()).IssueDetailScreen),
  liveTest: lazyScreen(async () => (await app()).LiveTestScreen),
  insights: lazyScreen(async () => (await import('../screens/app/insights/index.ts')).InsightsScreen),
  support: lazyScreen(async () => (await app()).SupportScreen),
};

const settings = () => import('../screens/settings/index.ts');
const settingsScreens = {
  layout: lazyScreen(async () => (await settings()).SettingsLayout),
  general: lazyScreen(async () => (await settings()).ProjectGeneralSettings),
  configs: lazyScreen(async () => (await settings()).ConfigsSettings),
  schedules: lazyScreen(async () => (await settings()).SchedulesSettings),
  integrations: lazyScreen(async () => (await settings()).IntegrationsSettings),
  inbox: lazyScreen(async () => (await settings()).InboxSettings),
  orgGeneral: lazyScreen(async () => (await settings()).OrganizationGeneralSettings),
  environment: lazyScreen(async () => (await settings()).OrganizationEnvironmentsSettings),
  subscription: lazyScreen(async () => (await settings()).SubscriptionSettings),
  profile: lazyScreen(async () => (await settings()).ProfileSettings),
  authentication: lazyScreen(async () => (await settings()).AuthenticationSettings),
};

/** A public screen: a visitor with a session goes to the dashboard instead. */
const open = (Screen: LazyScreen) => (
  <PublicOnly>
    <Screen />
  </PublicOnly>
);

/** A signed-in screen, inside `Layout`: without a session it goes to /login. */
const signedIn = (Layout: LazyScreen, screen: ReactNode) => (
  <RequireSession>
    <AccountLoaded>
      <Layout>{screen}</Layout>
    </AccountLoaded>
  </RequireSession>
);
const onboardingStep = (Screen: LazyScreen) => signedIn(onboardingScreens.layout, <Screen />);
const inApp = (Screen: LazyScreen) => signedIn(appScreens.layout, <Screen />);
const inSettings = (Screen: LazyScreen) =>
  signedIn(
    appScreens.layout,
    <settingsScreens.layout>
      <Screen />
    </settingsScreens.layout>,
  );

/**
 * Every route of the app with its access rule (spec §2). Routes that share a layout render it at the
 * same place in the tree, so going from one to another keeps the layout and swaps the screen.
 */
export function AppRoutes() {
  return (
    <AuthSessionProvider>
      <RouteErrorBoundary>
        <Switch>
          <Route path="/">
            <Redirect to="/login" replace />
          </Route>
          <Route path="/login">{open(publicScreens.login)}</Route>
          <Route path="/signup">{open(publicScreens.signup)}</Route>
          <Route path="/reset-password">{open(publicScreens.resetPassword)}</Route>
          <Route path="/change-password">{open(publicScreens.changePassword)}</Route>
          <Route path="/create-project">{onboardingStep(onboardingScreens.createProject)}</Route>
          <Route path="/config">{onboardingStep(onboardingScreens.config)}</Route>
          <Route path="/add-tests">{onboardingStep(onboardingScreens.addTests)}</Route>
          <Route path="/dashboard">{inApp(appScreens.dashboard)}</Route>
          <Route path="/test-cases">{inApp(appScreens.testCases)}</Route>
          <Route path="/results">{inApp(appScreens.results)}</Route>
          <Route path="/test-results">{inApp(appScreens.testResults)}</Route>
          <Route path="/issues">{inApp(appScreens.issues)}</Route>
          <Route path="/issues/:testCaseId/:stepId">{inApp(appScreens.issueDetail)}</Route>
          <Route path="/live-test">{inApp(appScreens.liveTest)}</Route>
          <Route path="/insights">{inApp(appScreens.insights)}</Route>
          <Route path="/support">{inApp(appScreens.support)}</Route>
          <Route path="/settings">
            <Redirect to="/settings/general" replace />
          </Route>
          <Route path="/settings/general">{inSettings(settingsScreens.general)}</Route>
          <Route path="/settings/configs">{inSettings(settingsScreens.configs)}</Route>
          <Route path="/settings/schedules">{inSettings(settingsScreens.schedules)}</Route>
          <Route path="/settings/integrations">{inSettings(settingsScreens.integrations)}</Route>
          <Route path="/settings/inbox">{inSettings(settingsScreens.inbox)}</Route>
          <Route path="/settings/org-general">{inSettings(settingsScreens.orgGeneral)}</Route>
          <Route path="/settings/environment">{inSettings(settingsScreens.environment)}</Route>
          <Route path="/settings/subscription">{inSettings(settingsScreens.subscription)}</Route>
          <Route path="/settings/profile">{inSettings(settingsScreens.profile)}</Route>
          <Route path="/settings/authentication">{inSettings(settingsScreens.authentication)}</Route>
          <Route>
            <publicScreens.notFound />
          </Route>
        </Switch>
      </RouteErrorBoundary>
    </AuthSessionProvider>
  );
}
