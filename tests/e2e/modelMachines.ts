/**
 * The models of the auth and onboarding machines as the real server can drive them: the same
 * `machineModel` as the happy-dom suite, but with only the outcomes the server produces on demand
 * (no network failures, no 5xx), and with the server's own messages, so that a state's context
 * holds the text the screen shows.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { changePasswordMachine } from '../../src/machines/changePassword.ts';
import { emailVerificationMachine } from '../../src/machines/emailVerification.ts';
import { loginMachine } from '../../src/machines/login.ts';
import { onboardingMachine, type OnboardingContext, type Step } from '../../src/machines/onboarding.ts';
import { passwordResetMachine } from '../../src/machines/passwordReset.ts';
import { signupMachine } from '../../src/machines/signup.ts';
import { machineModel } from '../model/support/model.ts';
import {
  currentStep,
  onboardingModelConfig,
  uploading,
  type OnboardingCases,
  type OnboardingInput,
} from '../model/support/onboardingModel.ts';
import { serverError } from '../unit/support/deferredActor.ts';

/** The server's own words, which the screens show. */
export const MESSAGES = {
  badCredentials: 'Invalid email or password.',
  notActivated: 'Your account is not activated yet. Enter the activation key from the email we sent you.',
  badKey: 'Invalid activation key or activation failed.',
  accountExists: 'An account with this email already exists.',
  registered: 'Registration successful. Check your email to verify your account.',
  badVerificationLink: 'This verification link is invalid, already used or expired. Sign in to request a new one.',
  badResetLink: 'This password reset link is invalid, already used or expired. Request a new one.',
  invalidEmail: 'Email must be a valid email address.',
  /** The rate limit's answer; its minutes depend on the clock, so it is matched by this beginning. */
  tooMany: 'Too many attempts.',
  sameLabels: "Environment 2 label: the label 'Staging' is already used by another environment of this project.",
  longUsername: 'Username must be at most 254 characters.',
} as const;

const signedIn = {
  success: true,
  data: {
    token: 'model-token',
    user: { id: 1, email: 'model@example.com', full_name: 'Model User' },
    has_project: false,
    onboarding: { completed: 0 },
  },
};

export const loginModel = () =>
  machineModel('login', loginMachine, {
    events: [
      { type: 'login.submit', values: { email: 'model@example.com', password: 'E2e-Passw0rd', remember: false } },
      { type: 'activation.submit', key: 'ABCD-1234' },
      { type: 'xstate.done.actor.signin', output: signedIn },
      {
        type: 'xstate.error.actor.signin',
        error: serverError('signin', 403, MESSAGES.notActivated, { activation_required: true }),
      },
      { type: 'xstate.error.actor.signin', error: serverError('signin', 401, MESSAGES.badCredentials) },
      { type: 'xstate.done.actor.activate', output: signedIn },
      { type: 'xstate.error.actor.activate', error: serverError('activate', 400, MESSAGES.badKey) },
      { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'sent' } },
      {
        type: 'xstate.error.actor.resendVerification',
        error: serverError('resendVerification', 429, MESSAGES.tooMany),
      },
    ],
    context: (c: { error: string | null; activationError: string | null }) => [c.error, c.activationError],
    // 'Back to login' is disabled while the key is being checked.
    filterEvents: (s, e) => !(e.type === 'activation.back' && s.matches({ activation: 'activating' })),
  });

export const signupModel = () =>
  machineModel('signup', signupMachine, {
    events: [
      {
        type: 'signup.submit',
        values: {
          company_name: 'Apollo QA',
          full_name: 'Margaret Hamilton',
          email: 'model@example.com',
          password: 'E2e-Passw0rd',
          contact_number: '',
        },
      },
      { type: 'xstate.done.actor.signup', output: { success: true, data: { message: MESSAGES.registered } } },
      { type: 'xstate.error.actor.signup', error: serverError('signup', 409, MESSAGES.accountExists) },
      // The model's address is at example.com, whose webmail is not known: the one chosen from the list opens.
      { type: 'verify.visitEmail', url: 'https://mail.google.com/' },
      { type: 'xstate.done.actor.resendVerification', output: { success: true, message: 'sent' } },
      {
        type: 'xstate.error.actor.resendVerification',
        error: serverError('resendVerification', 429, MESSAGES.tooMany),
      },
    ],
    context: (c: { error: string | null }) => c.error,
  });

export const emailVerificationModel = () =>
  machineModel('emailVerification', emailVerificationMachine, {
    events: [
      { type: 'verify.start', token: 'model-token', email: 'model@example.com' },
      { type: 'xstate.done.actor.verifyEmail', output: { success: true, message: 'verified' } },
      { type: 'xstate.error.actor.verifyEmail', error: serverError('verifyEmail', 400, MESSAGES.badVerificationLink) },
    ],
  });

export const passwordResetModel = () =>
  machineModel('passwordReset', passwordResetMachine, {
    events: [
      { type: 'reset.submit', email: '' },
      { type: 'reset.submit', email: 'model@example.com' },
      { type: 'xstate.done.actor.forgotPassword', output: { success: true, message: 'sent' } },
      // The server checks the address's form; the screen sends whatever was typed.
      { type: 'xstate.error.actor.forgotPassword', error: serverError('forgotPassword', 400, MESSAGES.invalidEmail) },
      { type: 'xstate.done.actor.resendResetLink', output: { success: true, message: 'sent' } },
      { type: 'xstate.error.actor.resendResetLink', error: serverError('forgotPassword', 429, MESSAGES.tooMany) },
      { type: 'reset.visitEmail', url: 'https://outlook.office.com/mail/' },
    ],
    context: (c: { error: string | null }) => c.error,
  });

export const STRONG_PASSWORD = 'Brand-N3w-pass';

export const changePasswordModel = (token: string | null) =>
  machineModel('changePassword', changePasswordMachine, {
    input: { token },
    events: [
      { type: 'password.submit', newPassword: STRONG_PASSWORD, confirmPassword: 'Brand-N3w-pas' },
      { type: 'password.submit', newPassword: 'weak', confirmPassword: 'weak' },
      { type: 'password.submit', newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
      { type: 'xstate.done.actor.resetPassword', output: { success: true, message: 'reset' } },
      { type: 'xstate.error.actor.resetPassword', error: serverError('resetPassword', 400, MESSAGES.badResetLink) },
    ],
    context: (c: { error: string | null }) => c.error,
  });

const ENVIRONMENTS = [
  { id: 1, label: 'Staging', url: 'https://staging.example.com' },
  { id: 2, label: 'Production', url: 'https://www.example.com' },
];
const CREDENTIAL = { username: 'qa-bot@example.com', password: 'Bot-Passw0rd', envId: '1' };
/** A username the server refuses (more than 254 characters), which the form lets one type. */
export const LONG_USERNAME = `${'q'.repeat(250)}@example.com`;

/** The outcomes the real server gives on demand: no failure to list environments or to complete a step. */
const ONBOARDING_CASES: OnboardingCases = {
  events: [
    {
      type: 'project.submit',
      form: { name: 'Web shop', environments: ENVIRONMENTS.map(({ label, url }) => ({ label, url })), extraUrls: [] },
    },
    {
      type: 'xstate.done.actor.createProject',
      output: { success: true, data: { id: 1, name: 'Web shop', environments: ENVIRONMENTS, start_urls: [] } },
    },
    { type: 'xstate.error.actor.createProject', error: serverError('createProject', 400, MESSAGES.sameLabels) },
    // Back on the Project step: the project made is read again and changed, never made twice.
    {
      type: 'xstate.done.actor.loadProject',
      output: { success: true, data: { id: 1, name: 'Web shop', environments: ENVIRONMENTS, start_urls: [] } },
    },
    {
      type: 'xstate.done.actor.updateProject',
      output: { success: true, data: { id: 1, name: 'Web shop', environments: ENVIRONMENTS, start_urls: [] } },
    },
    { type: 'xstate.done.actor.loadEnvironments', output: { success: true, data: ENVIRONMENTS } },
    { type: 'xstate.done.actor.loadTestEnvironments', output: { success: true, data: ENVIRONMENTS } },
    { type: 'config.submit', rows: [{ ...CREDENTIAL, envId: '' }] },
    { type: 'config.submit', rows: [CREDENTIAL] },
    { type: 'xstate.done.actor.createCredentials', output: { success: true, data: [] } },
    {
      type: 'xstate.error.actor.createCredentials',
      error: serverError('createCredentials', 400, MESSAGES.longUsername),
    },
    { type: 'xstate.done.actor.skipConfig', output: { success: true, data: { completed: 2 } } },
    { type: 'xstate.done.actor.finishTests', output: { success: true, data: { completed: 3 } } },
    { type: 'tests.upload', envId: 1, files: [new File(['Feature: Checkout'], 'checkout.feature')] },
  ],
  reports: (id) => [
    { type: 'upload.progress', id, progress: 100 },
    { type: 'upload.done', id, created: [] },
    { type: 'upload.failed', id, error: 'failed' },
  ],
};

/** Events the real server cannot be made to cause, besides those the screens do not offer. */
const onboardingOnly =
  (onlyOpening: Step | null) =>
  (s: AnyMachineSnapshot, e: EventObject): boolean => {
    if (onlyOpening && currentStep(s) !== onlyOpening) return false;
    switch (e.type) {
      // A project the user owns always lists its environments, and completing a step only fails without a project.
      // Nor reading or renaming that project.
      case 'xstate.error.actor.loadProject':
      case 'xstate.error.actor.updateProject':
      case 'xstate.error.actor.loadEnvironments':
      case 'xstate.error.actor.loadTestEnvironments':
      case 'xstate.error.actor.skipConfig':
      case 'xstate.error.actor.finishTests':
        return false;
      case 'tests.upload':
        // One upload at a time keeps the paths short.
        return uploading(s.context as OnboardingContext).length === 0;
      default:
        return true;
    }
  };

/**
 * The onboarding opened at `input.step` by an account with no project yet. With `onlyOpening`, the
 * paths stop once the flow leaves the step it opened on (what the other openings add).
 */
export const onboardingModel = (input: OnboardingInput, onlyOpening = false) =>
  machineModel(
    'onboarding',
    onboardingMachine,
    onboardingModelConfig(input, ONBOARDING_CASES, onboardingOnly(onlyOpening ? input.step : null)),
  );
