import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody, verifiedAccount } from '../support/accounts.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// What the contract says is what the server holds to: no field it does not list, no control
// characters in a name, a method a path does not answer named as such, and a bounded number of keys.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract, held to', () => {
  it('refuses a body field the contract does not list, naming it, at any depth', async () => {
    expectError(
      await t.post('/api/v1/signup', signupBody({ is_admin: true })),
      400,
      "'is_admin' is not an accepted field.",
    );
    const { token } = await accountWithProject(t);
    expectError(
      await t.post(
        '/api/v1/projects',
        {
          name: 'Shop',
          environments: [
            { label: 'A', url: 'https://a.test', colour: 'red' },
            { label: 'B', url: 'https://b.test' },
          ],
        },
        token,
      ),
      400,
      "'colour' is not an accepted field.",
    );
  });

  it('refuses control characters in names, labels and titles', async () => {
    expectError(
      await t.post('/api/v1/signup', signupBody({ full_name: 'Ada\nLovelace' })),
      400,
      'Full name must not contain control characters (line breaks, tabs and the like).',
    );
    const { token, staging } = await accountWithProject(t);
    expectError(
      await t.patch(`/api/v1/environments/${staging.id}`, { label: 'Stag\u001bing' }, token),
      400,
      'Name must not contain control characters (line breaks, tabs and the like).',
    );
    expectError(
      await t.post('/api/v1/test-cases', { title: 'Tab\there', environment_id: staging.id, steps: ['Go to /'] }, token),
      400,
      'Title must not contain control characters (line breaks, tabs and the like).',
    );
    // Letters of any script and emoji are text, not control characters.
    const fine = await t.patch(`/api/v1/environments/${staging.id}`, { label: 'Préproduction 🚀' }, token);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('answers a method a path does not take with 405 and the methods it does', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/runs/1/stop' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({
      success: false,
      message: 'PUT is not allowed on /api/v1/runs/1/stop; it answers POST.',
    });
    const unknown = await t.app.inject({ method: 'PUT', url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('caps the working API keys of an organization at 20, and a revoked one frees its place', async () => {
    const { token } = await verifiedAccount(t);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await t.post('/api/v1/api-keys', { name: `CI ${i}` }, token);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    expectError(
      await t.post('/api/v1/api-keys', { name: 'One too many' }, token),
      409,
      'This organization has 20 API keys, the most it may have: revoke one it no longer uses first.',
    );
    expect((await t.delete(`/api/v1/api-keys/${ids[0]}`, token)).statusCode).toBe(200);
    expect((await t.post('/api/v1/api-keys', { name: 'In its place' }, token)).statusCode).toBe(201);
  });

  it('gives concurrent key requests no way past the cap', async () => {
    const { token } = await verifiedAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.post('/api/v1/api-keys', { name: `Burst ${i}` }, token)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
  });
});
