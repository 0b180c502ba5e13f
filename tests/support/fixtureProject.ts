import net from 'node:net';
import { expect } from 'vitest';
import { FIXTURE_ACCOUNT, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from './accounts.ts';
import { createProject } from './projects.ts';
import type { TestApp } from './testApp.ts';

/** The fixture app's sign-in, with its two-factor code, in plain steps. */
export const SIGN_IN_STEPS = [
  'Go to /login',
  'Type {{account.username}} into Email',
  'Type {{account.password}} into Password',
  'Click Sign in',
  'Enter the two-factor code',
  'Click Verify',
  'Expect to see Dashboard',
];

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedAddress(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(probe.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => probe.close(resolve));
  return url;
}

/**
 * A new verified account with a project whose environments are the fixture app (with its test
 * account, two-factor secret included) and an address where nothing answers.
 */
export async function projectOnFixture(t: TestApp, fixture: FixtureApp, closedUrl: string) {
  const account = await verifiedAccount(t);
  const project = await createProject(t, account.token, {
    environments: [
      { label: 'Fixture', url: fixture.url },
      { label: 'Nowhere', url: closedUrl },
    ],
  });
  const [env, nowhere] = project.environments;
  const stored = await t.post(
    '/api/v1/credentials',
    {
      credential: [
        {
          env_id: env!.id,
          type: 'password_totp',
          username: FIXTURE_ACCOUNT.username,
          password: FIXTURE_ACCOUNT.password,
          totp_secret: FIXTURE_ACCOUNT.totpSecret,
        },
      ],
    },
    account.token,
  );
  expect(stored.statusCode, stored.body).toBe(201);
  return { ...account, project, env: env!, nowhere: nowhere! };
}
