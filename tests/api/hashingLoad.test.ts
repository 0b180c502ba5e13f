import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, verifiedAccount } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// Hashes at the product's own cost, not the suite's lower one: the flood must still be hashing when the person
// arrives.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashCost: 15 });
});
afterAll(() => t.close());

const signinFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password }, remoteAddress });

describe('a flood of sign-ins for unknown emails', () => {
  it("does not make another person's sign-in wait for all of it", async () => {
    const { email } = await verifiedAccount(t);
    const answered: string[] = [];
    const flood = Array.from({ length: 30 }, () =>
      signinFrom('198.51.100.1', uniqueEmail('ghost'), PASSWORD).then((res) => {
        answered.push('flood');
        return res;
      }),
    );
    // The person signs in just after the flood began, from their own address.
    const person = signinFrom('192.0.2.10', email, PASSWORD).then((res) => {
      answered.push('person');
      return res;
    });
    const [mine, ...others] = await Promise.all([person, ...flood]);
    expect(mine.statusCode).toBe(200);
    expect(others.every((res) => res.statusCode === 401)).toBe(true);
    // Hashing is shared in turn between clients, so only the few hashes already under way
    // finish before the person's.
    expect(answered.indexOf('person')).toBeLessThan(8);
  });
});
