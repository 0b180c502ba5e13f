import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ChangePasswordScreen } from '../screens/public/ChangePasswordScreen.tsx';
import { LoginScreen } from '../screens/public/LoginScreen.tsx';
import { NotFoundScreen } from '../screens/public/NotFoundScreen.tsx';
import { ResetPasswordScreen } from '../screens/public/ResetPasswordScreen.tsx';
import { SignupScreen } from '../screens/public/SignupScreen.tsx';
import { WelcomeScreen } from '../screens/app/WelcomeScreen.tsx';
import { AuthSessionProvider } from './authSession.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';
import { PublicOnly, RequireSession } from './guards.tsx';

function Root() {
  return (
    <AuthSessionProvider>
      <Outlet />
    </AuthSessionProvider>
  );
}

const publicRoute = (path: string, element: ReactNode) => ({ path, element: <PublicOnly>{element}</PublicOnly> });
const sessionRoute = (path: string, element: ReactNode) => ({
  path,
  element: <RequireSession>{element}</RequireSession>,
});

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
      sessionRoute('/create-project', <WelcomeScreen />),
      sessionRoute('/dashboard', <WelcomeScreen />),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
