import { settle, type HttpClient } from './client.ts';
import type { BodyOf as Body } from './contract.ts';
import type { components } from './schema.d.ts';

export type User = components['schemas']['User'];
export type SigninResponse = components['schemas']['SigninResponse'];
export type SignupInput = Body<'signup'>;
export type SigninInput = Body<'signin'>;
export type ActivateInput = Body<'activate'>;
export type ResetPasswordInput = Body<'resetPassword'>;

/** The account calls, each resolving to its answer or rejecting with an ApiError. */
export function authApi(client: HttpClient) {
  // A verification token is single use: a call repeated while the first is under way (React's
  // StrictMode restarts actors) shares the first one's answer instead of spending the token twice.
  const verifying = new Map<string, ReturnType<typeof verify>>();
  const verify = (token: string) => settle('verifyEmail', () => client.POST('/verify-email', { body: { token } }));
  return {
    signup: (body: SignupInput) => settle('signup', () => client.POST('/signup', { body })),
    signin: (body: SigninInput) => settle('signin', () => client.POST('/signin', { body })),
    activate: (body: ActivateInput) => settle('activate', () => client.POST('/activate', { body })),
    verifyEmail: (token: string) => {
      const pending = verifying.get(token) ?? verify(token);
      verifying.set(token, pending);
      // Only an answer is shared: after a failure (offline, say) a retry calls again.
      pending.catch(() => verifying.delete(token));
      return pending;
    },
    resendVerification: (email: string) =>
      settle('resendVerification', () => client.POST('/resend-verification', { body: { email } })),
    forgotPassword: (email: string) =>
      settle('forgotPassword', () => client.POST('/forgot-password', { body: { email } })),
    resetPassword: (body: ResetPasswordInput) =>
      settle('resetPassword', () => client.POST('/reset-password', { body })),
    signout: () => settle('signout', () => client.POST('/signout')),
    me: () => settle('getMe', () => client.GET('/me')),
  };
}

export type AuthApi = ReturnType<typeof authApi>;
