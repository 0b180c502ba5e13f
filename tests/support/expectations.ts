import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the contract's error shape: the status, `success: false`, and the same message twice. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.data.message).toBe(body.message);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}
