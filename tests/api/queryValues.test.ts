import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandlers } from '../../server/http/errors.ts';
import { installValidators } from '../../server/http/validation.ts';
import { expectError } from '../support/expectations.ts';
import { accountWithProject } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// A query value the server would ignore or misread answers 400 naming the parameter, as a body field does:
// a client that filtered or paged by a value the server did not take must not be shown an unfiltered answer.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await accountWithProject(t));
});
afterAll(() => t.close());

describe('a query parameter the operation does not take', () => {
  it.each([
    ['/api/v1/flakiness?environment_id=abc', "'environment_id' is not an accepted query parameter."],
    ['/api/v1/insights?from=2020-13-45', "'from' is not an accepted query parameter."],
    ['/api/v1/issues?limit=5&sort=title', "'sort' is not an accepted query parameter."],
    // An operation that takes no query parameters at all.
    ['/api/v1/projects?page=2', "'page' is not an accepted query parameter."],
    ['/api/v1/flakiness?page[size]=5', "'page[size]' is not an accepted query parameter."],
  ])('%s answers 400 naming it', async (url, message) => {
    expectError(await t.get(url, token), 400, message);
  });
});

describe('a bad value of a parameter the operation takes', () => {
  it.each([
    ['/api/v1/issues?page=abc', "'page' must be of type integer."],
    ['/api/v1/issues?limit=101', "'limit' must be at most 100."],
    ['/api/v1/results?page=0', "'page' must be at least 1."],
    ['/api/v1/results?limit=', "'limit' must be of type integer."],
    ['/api/v1/test-cases?page=1.5', "'page' must be of type integer."],
    ['/api/v1/test-cases?status=Maybe', "'status' must be one of: Passed, Failed, Flaky, Stopped, In Progress, Draft."],
    ['/api/v1/flakiness?quarantined=yes', "'quarantined' must be of type boolean."],
    ['/api/v1/insights?days=abc', "'days' must be of type integer."],
  ])('%s answers 400 naming it', async (url, message) => {
    expectError(await t.get(url, token), 400, message);
  });

  // Number() reads all of these as integers; the contract's integers are written in digits.
  it.each([
    ['/api/v1/flakiness?limit=1e1', 'limit'],
    ['/api/v1/flakiness?limit=0x10', 'limit'],
    ['/api/v1/results?page=%202', 'page'],
    ['/api/v1/dashboard?project_id=1.0', 'project_id'],
    ['/api/v1/test-cases/1e0', 'id'],
  ])('%s: an id or a number not written in digits answers 400', async (url, name) => {
    expectError(await t.get(url, token), 400, `'${name}' must be of type integer.`);
  });

  it('takes good values as before', async () => {
    const flaky = await t.get('/api/v1/flakiness?page=2&limit=10&quarantined=true', token);
    expect(flaky.statusCode, flaky.body).toBe(200);
    expect(flaky.json().meta).toEqual({ page: 2, limit: 10, total: 0 });
    const insights = await t.get('/api/v1/insights?days=7', token);
    expect(insights.statusCode, insights.body).toBe(200);
    expect(insights.json().data.days).toBe(7);
  });
});

describe('a date in a query', () => {
  it('is a calendar date: 2020-13-45 and 2020-02-30 answer 400, 2020-02-29 passes', async () => {
    // The contract declares no date in a query yet: this is the validator the server installs, on such a route.
    const app = Fastify();
    installValidators(app);
    installErrorHandlers(app);
    app.get(
      '/probe',
      {
        schema: {
          operationId: 'probe',
          querystring: { type: 'object', properties: { from: { type: 'string', format: 'date' } } },
        } as object,
      },
      async (request) => request.query,
    );
    try {
      for (const bad of ['2020-13-45', '2020-02-30', '20200101']) {
        expectError(await app.inject(`/probe?from=${bad}`), 400, "'from' must be a valid date.");
      }
      const good = await app.inject('/probe?from=2020-02-29');
      expect(good.json()).toEqual({ from: '2020-02-29' });
      expectError(await app.inject('/probe?to=2020-01-01'), 400, "'to' is not an accepted query parameter.");
    } finally {
      await app.close();
    }
  });
});
