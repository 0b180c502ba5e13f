import { describe, expect, it } from 'vitest';
import { inspectOptions, redact } from '../../src/app/inspector.ts';

describe('the inspector', () => {
  it('redacts passwords, tokens, activation keys and codes at any depth', () => {
    const event = {
      type: 'login.submit',
      values: { email: 'a@b.co', password: 'Secret1', confirm_password: 'Secret1', remember: true },
      output: { data: { token: 'tok', user: { full_name: 'Ada' } } },
      key: 'ABCD-EF23',
      otp: '1234',
      activation_key: 'ABCD-EF23',
      list: [{ new_password: 'x' }],
    };
    expect(redact(event)).toEqual({
      type: 'login.submit',
      values: { email: 'a@b.co', password: '[redacted]', confirm_password: '[redacted]', remember: true },
      output: { data: { token: '[redacted]', user: { full_name: 'Ada' } } },
      key: '[redacted]',
      otp: '[redacted]',
      activation_key: '[redacted]',
      list: [{ new_password: '[redacted]' }],
    });
  });

  it('is not connected without VITE_XSTATE_INSPECT=true', () => {
    expect(inspectOptions()).toEqual({});
  });
});
