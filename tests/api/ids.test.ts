import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers } from '../../server/http/errors.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, testCaseBody } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

const BEYOND_INT4 = 2 ** 31;

let t: TestApp;
let token: string;
let environmentId: number;
beforeAll(async () => {
  t = await createTestApp();
  const account = await accountWithProject(t);
  token = account.token;
  environmentId = account.staging.id;
});
afterAll(() => t.close());

describe('ids beyond what the database stores', () => {
  it.each([
    ['a path', `/api/v1/test-cases/${BEYOND_INT4}`, "'id' must be at most 2147483647."],
    ['a query', `/api/v1/dashboard?project_id=${BEYOND_INT4}`, "'project_id' must be at most 2147483647."],
    ['a query of the results', `/api/v1/results?project_id=${BEYOND_INT4}`, "'project_id' must be at most 2147483647."],
    [
      'both ids of an issue',
      `/api/v1/issues/${BEYOND_INT4}/${BEYOND_INT4}`,
      "'test_case_id' must be at most 2147483647.",
    ],
  ])('in %s answer 400 naming the field', async (_where, url, message) => {
    expectError(await t.get(url, token), 400, message);
  });

  it('in a body answer 400 naming the field', async () => {
    expectError(
      await t.post('/api/v1/test-cases', testCaseBody(BEYOND_INT4), token),
      400,
      'Environment must be at most 2147483647.',
    );
    expectError(
      await t.post(
        '/api/v1/credentials',
        { credential: [{ env_id: BEYOND_INT4, username: 'a', password: 'b' }] },
        token,
      ),
      400,
      'Environment must be at most 2147483647.',
    );
  });

  it('the largest id the database stores is simply not found', async () => {
    expectError(await t.get('/api/v1/test-cases/2147483647', token), 404);
    expect((await t.post('/api/v1/test-cases', testCaseBody(environmentId), token)).statusCode).toBe(201);
  });
});

describe('a value the database refuses, whatever let it through', () => {
  it.each([
    [
      'out of range',
      'SELECT $1::int AS id',
      '2147483648',
      'A number in the request is out of range (ids are at most 2147483647).',
    ],
    ['not a number', 'SELECT $1::int AS id', 'twelve', 'A value in the request is not in the form the field takes.'],
  ])('%s answers 400, not 500', async (_what, sql, value, message) => {
    const app = Fastify();
    installErrorHandlers(app);
    app.get('/probe', async () => t.db.query(sql, [value]));
    try {
      expectError(await app.inject({ method: 'GET', url: '/probe' }), 400, message);
    } finally {
      await app.close();
    }
  });
});
