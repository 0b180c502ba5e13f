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
  return {
    signup: (body: SignupInput) => settle('signup', () => client.POST('/signup', { body })),
    signin: (body: SigninInput) => settle('signin', () => client.POST('/signin', { body })),
    activate: (body: ActivateInput) => settle('activate', () => client.POST('/activate', { body })),
    verifyEmail: (token: string) => settle('verifyEmail', () => client.POST('/verify-email', { body: { token } })),
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
