import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import type { ActivateInput, SigninInput, SigninResponse } from '../../src/api/auth.ts';
import { ApiError } from '../../src/api/errors.ts';
import { inspectOptions, serializeForInspector } from '../../src/app/inspector.ts';
import { loginMachine } from '../../src/machines/login.ts';

const SECRETS = ['Hunter2-Password', 'session-token-123', 'ABCD-EF23'];

describe('the inspector', () => {
  it('sees no password, token or activation key of a real sign-in, in events, context or actor input/output', async () => {
    const seen: InspectionEvent[] = [];
    const machine = loginMachine.provide({
      actors: {
        signin: fromPromise<SigninResponse, SigninInput>(async () => {
          throw new ApiError('signin', 403, 'Not activated', {
            data: { message: 'Not activated', activation_required: true },
          });
        }),
        activate: fromPromise<SigninResponse, ActivateInput>(async () => ({
          success: true as const,
          message: 'Login successful',
          data: {
            token: 'session-token-123',
            user: { id: 1, full_name: 'Ada', email: 'a@b.co', company_name: 'X' },
            has_project: false,
            onboarding: { completed: 0 },
          },
        })),
      },
    });
    const actor = createActor(machine, { inspect: (e) => void seen.push(e) }).start();
    actor.send({ type: 'login.submit', values: { email: 'a@b.co', password: 'Hunter2-Password', remember: false } });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'activation.submit', key: 'ABCD-EF23' });
    await new Promise((r) => setTimeout(r, 0));
    actor.stop();

    expect(actor.getSnapshot().value).toBe('redirecting');
    // Without redaction every secret would reach the inspector.
    const raw = JSON.stringify(seen.map((e) => ({ ...e, actorRef: undefined, sourceRef: undefined })));
    expect(SECRETS.filter((s) => raw.includes(s))).toEqual(SECRETS);
    const sent = JSON.stringify(seen.map(serializeForInspector));
    expect(SECRETS.filter((s) => sent.includes(s))).toEqual([]);
    expect(sent).toContain('a@b.co');
  });

  it('copes with cycles', () => {
    const a: Record<string, unknown> = { name: 'a', otp: '1234' };
    a.self = a;
    expect(serializeForInspector(a)).toEqual({ name: 'a', otp: '[redacted]', self: '[circular]' });
  });

  it('is not connected without VITE_XSTATE_INSPECT=true', () => {
    expect(inspectOptions()).toEqual({});
  });
});
