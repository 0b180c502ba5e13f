import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
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

/** Public screens: a visitor with a session goes to the dashboard (or the page `next` names) instead. */
const publicOnly = (
  <PublicOnly>
    <Outlet />
  </PublicOnly>
);

/** Signed-in screens, inside `Layout`: without a session they go to /login. */
const signedIn = (Layout: LazyScreen) => (
  <RequireSession>
    <AccountLoaded>
      <Layout>
        <Outlet />
      </Layout>
    </AccountLoaded>
  </RequireSession>
);

const settingsLayout = (
  <settingsScreens.layout>
    <Outlet />
  </settingsScreens.layout>
);

/**
 * Every route of the app with its access rule (spec §2). Routes that share a layout are its children,
 * so going from one to another keeps the layout and swaps the screen.
 */
export function AppRoutes() {
  return (
    <AuthSessionProvider>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<Navigate to="/login" replace />} />
          <Route element={publicOnly}>
            <Route path="/login" element={<publicScreens.login />} />
            <Route path="/signup" element={<publicScreens.signup />} />
            <Route path="/reset-password" element={<publicScreens.resetPassword />} />
            <Route path="/change-password" element={<publicScreens.changePassword />} />
          </Route>
          <Route element={signedIn(onboardingScreens.layout)}>
            <Route path="/create-project" element={<onboardingScreens.createProject />} />
            <Route path="/config" element={<onboardingScreens.config />} />
            <Route path="/add-tests" element={<onboardingScreens.addTests />} />
          </Route>
          <Route element={signedIn(appScreens.layout)}>
            <Route path="/dashboard" element={<appScreens.dashboard />} />
            <Route path="/test-cases" element={<appScreens.testCases />} />
            <Route path="/results" element={<appScreens.results />} />
            <Route path="/test-results" element={<appScreens.testResults />} />
            <Route path="/issues" element={<appScreens.issues />} />
            <Route path="/issues/:testCaseId/:stepId" element={<appScreens.issueDetail />} />
            <Route path="/live-test" element={<appScreens.liveTest />} />
            <Route path="/insights" element={<appScreens.insights />} />
            <Route path="/support" element={<appScreens.support />} />
            <Route path="/settings" element={settingsLayout}>
              <Route index element={<Navigate to="/settings/general" replace />} />
              <Route path="general" element={<settingsScreens.general />} />
              <Route path="configs" element={<settingsScreens.configs />} />
              <Route path="schedules" element={<settingsScreens.schedules />} />
              <Route path="integrations" element={<settingsScreens.integrations />} />
              <Route path="inbox" element={<settingsScreens.inbox />} />
              <Route path="org-general" element={<settingsScreens.orgGeneral />} />
              <Route path="environment" element={<settingsScreens.environment />} />
              <Route path="subscription" element={<settingsScreens.subscription />} />
              <Route path="profile" element={<settingsScreens.profile />} />
              <Route path="authentication" element={<settingsScreens.authentication />} />
            </Route>
          </Route>
          <Route path="*" element={<publicScreens.notFound />} />
        </Routes>
      </RouteErrorBoundary>
    </AuthSessionProvider>
  );
}
