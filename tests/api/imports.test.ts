import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/expectations.ts';
import { accountWithProject, createTestCase, projectBody, type TestCaseData } from '../support/projects.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/test-cases/import';

function form(environmentId: number | string | undefined, file?: { name: string; content: string | Uint8Array }) {
  const data = new FormData();
  if (environmentId !== undefined) data.append('environment_id', String(environmentId));
  if (file) data.append('file', new Blob([file.content]), file.name);
  return data;
}

async function titles(token: string): Promise<string[]> {
  return (await t.get('/api/v1/test-cases', token)).json().data.map((c: TestCaseData) => c.title);
}

const FEATURE = `@smoke
Feature: Account
  Shoppers manage their account.

  Background:
    Given the shop is open

  Scenario: Sign in
    When I sign in as "ada@shop.test"
    Then I see "Welcome, Ada"

  Scenario: Sign out
    Given I am signed in
    When I press "Sign out"
    But I stay on the shop
`;

const CSV = [
  'title,step,expected_result',
  'Search,Open the shop,Results list the product',
  'Search,"Type ""red shoes"", then press Enter",',
  '"Checkout, guest","Fill the address:',
  '1 Main St",The order is confirmed',
  '',
].join('\r\n');

const JSON_FILE = JSON.stringify(
  {
    test_cases: [
      {
        title: 'Wishlist',
        goal: 'Keep a product for later',
        steps: ['Open a product', 'Press the heart'],
        expected_result: 'The wishlist holds it',
      },
      { title: 'Reviews', steps: ['Open a product', 'Scroll to reviews'] },
    ],
  },
  null,
  2,
);

describe('POST /api/v1/test-cases/import', () => {
  it('imports the scenarios of a .feature file, Background steps first, keywords kept', async () => {
    const { token, staging } = await accountWithProject(t);
    const res = await t.upload(URL, form(staging.id, { name: 'account.feature', content: FEATURE }), token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Imported 2 test cases from account.feature.');
    expect(body.data).toEqual([
      expect.objectContaining({
        title: 'Sign in',
        environment_id: staging.id,
        environment_label: 'Staging',
        result: 'Draft',
        execution_status: 'In Progress',
        steps: [
          { id: expect.any(Number), steps: 'Given the shop is open', status: 'Draft', lastRun: null },
          { id: expect.any(Number), steps: 'When I sign in as "ada@shop.test"', status: 'Draft', lastRun: null },
          { id: expect.any(Number), steps: 'Then I see "Welcome, Ada"', status: 'Draft', lastRun: null },
        ],
      }),
      expect.objectContaining({
        title: 'Sign out',
        steps: [
          expect.objectContaining({ steps: 'Given the shop is open' }),
          expect.objectContaining({ steps: 'Given I am signed in' }),
          expect.objectContaining({ steps: 'When I press "Sign out"' }),
          expect.objectContaining({ steps: 'But I stay on the shop' }),
        ],
      }),
    ]);
    expect(await titles(token)).toEqual(['Sign in', 'Sign out']);
  });

  it('imports a .csv file: one row per step, quoted fields per RFC 4180', async () => {
    const { token, production } = await accountWithProject(t);
    const res = await t.upload(URL, form(production.id, { name: 'shop.csv', content: CSV }), token);
    expect(res.statusCode, res.body).toBe(201);
    const [search, checkout] = res.json().data;
    expect(search).toMatchObject({
      title: 'Search',
      environment_label: 'Production',
      expected_result: 'Results list the product',
      steps: [{ steps: 'Open the shop' }, { steps: 'Type "red shoes", then press Enter' }],
    });
    expect(checkout).toMatchObject({
      title: 'Checkout, guest',
      expected_result: 'The order is confirmed',
      // A line break inside a step is kept as \n, the way the editor stores steps.
      steps: [{ steps: 'Fill the address:\n1 Main St' }],
    });
  });

  it('imports our .json format', async () => {
    const { token, staging } = await accountWithProject(t);
    const res = await t.upload(URL, form(staging.id, { name: 'cases.JSON', content: JSON_FILE }), token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        title: 'Wishlist',
        goal: 'Keep a product for later',
        expected_result: 'The wishlist holds it',
        steps: [
          expect.objectContaining({ steps: 'Open a product' }),
          expect.objectContaining({ steps: 'Press the heart' }),
        ],
      }),
      expect.objectContaining({ title: 'Reviews', goal: '', expected_result: '' }),
    ]);
  });

  it.each([
    [
      'login.csv',
      'title,step\nLogin,Open\nLogin,Type\nLogin,Press,extra\n',
      'login.csv, line 4: the row has 3 fields but the header has 2.',
    ],
    ['login.csv', 'title,step\nLogin,"Open\nLogin,Type\n', 'login.csv, line 2: a quoted field is never closed.'],
    ['login.csv', 'name,step\nLogin,Open\n', /^login\.csv, line 1: the header has the column 'name'/],
    [
      'login.feature',
      'Feature: Login\n  Scenario: Works\n    Given I open the page\n  Scenario: Broken\n    Given I open the page\n    I type my name\n',
      "login.feature, line 6: 'I type my name' is not a step: a step starts with Given, When, Then, And, But or *.",
    ],
    [
      'login.feature',
      'Scenario: No feature\n  Given x\n',
      "login.feature, line 1: a feature file starts with 'Feature:', not 'Scenario:'.",
    ],
    [
      'login.feature',
      'Feature: Empty\n  Scenario: Nothing\n',
      "login.feature, line 2: the scenario 'Nothing' has no steps.",
    ],
    [
      'cases.json',
      '{\n  "test_cases": [\n    { "title": "A", "steps": ["x"] },\n    { "title": "B", "steps": ["y"], }\n  ]\n}\n',
      `cases.json, line 4: the file is not valid JSON: expected a property name in double quotes, found '}'.`,
    ],
    [
      'cases.json',
      '{\n  "test_cases": [\n    { "title": "A", "steps": ["x"] },\n    { "title": "B", "steps": "y" }\n  ]\n}\n',
      'cases.json, line 4: "steps" of test case 2 must be a list of texts, not a text.',
    ],
    ['cases.json', '[]', 'cases.json, line 1: the file must hold an object with a "test_cases" list, not a list.'],
  ])(
    'refuses a malformed %s naming the file, the line and the reason, saving nothing',
    async (name, content, message) => {
      const { token, staging } = await accountWithProject(t);
      expectError(await t.upload(URL, form(staging.id, { name, content }), token), 400, message);
      expect(await titles(token)).toEqual([]);
    },
  );

  it('refuses a file of another type, an empty file and a file over 1 MB', async () => {
    const { token, staging } = await accountWithProject(t);
    expectError(
      await t.upload(URL, form(staging.id, { name: 'notes.txt', content: 'Open the shop' }), token),
      400,
      'notes.txt: only .feature, .csv and .json files can be imported.',
    );
    expectError(
      await t.upload(URL, form(staging.id, { name: 'login.csv', content: '' }), token),
      400,
      'login.csv: the file is empty.',
    );
    expectError(
      await t.upload(URL, form(staging.id, { name: 'blank.feature', content: '\n  \n' }), token),
      400,
      'blank.feature: the file is empty.',
    );
    const big = `title,step\n${'Login,Open the page\n'.repeat(60_000)}`;
    expect(big.length).toBeGreaterThan(1024 * 1024);
    expectError(
      await t.upload(URL, form(staging.id, { name: 'big.csv', content: big }), token),
      400,
      'big.csv: the file is larger than 1 MB.',
    );
    expectError(
      await t.upload(
        URL,
        form(staging.id, { name: 'latin1.csv', content: new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0xe9]) }),
        token,
      ),
      400,
      'latin1.csv: the file is not UTF-8 text.',
    );
    expect(await titles(token)).toEqual([]);
  });

  it('applies the plan limit to the whole file', async () => {
    const { token, staging } = await accountWithProject(t);
    for (let i = 1; i <= 4; i += 1) await createTestCase(t, token, staging.id, { title: `Case ${i}` });
    expectError(
      await t.upload(URL, form(staging.id, { name: 'cases.json', content: JSON_FILE }), token),
      403,
      'cases.json: Your Starter plan includes up to 5 test cases. You have 4, and this would add 2. Upgrade to Pro for up to 1000.',
    );
    expect(await titles(token)).toEqual(['Case 1', 'Case 2', 'Case 3', 'Case 4']);
    const one = JSON.stringify({ test_cases: [{ title: 'Fifth', steps: ['Open'] }] });
    expect((await t.upload(URL, form(staging.id, { name: 'one.json', content: one }), token)).statusCode).toBe(201);
  });

  it("answers 404 for another organization's environment", async () => {
    const { token } = await accountWithProject(t);
    const other = await accountWithProject(t);
    expectError(
      await t.upload(URL, form(other.staging.id, { name: 'cases.json', content: JSON_FILE }), token),
      404,
      `Environment ${other.staging.id} was not found.`,
    );
    expectError(await t.upload(URL, form(999999, { name: 'cases.json', content: JSON_FILE }), token), 404);
    expect(await titles(other.token)).toEqual([]);
  });

  it('refuses a request without its fields, with two files, or not multipart', async () => {
    const { token, staging } = await accountWithProject(t);
    expectError(
      await t.upload(URL, form(undefined, { name: 'cases.json', content: JSON_FILE }), token),
      400,
      'Environment is required.',
    );
    expectError(
      await t.upload(URL, form('staging', { name: 'cases.json', content: JSON_FILE }), token),
      400,
      'Environment must be the id of an environment (a whole number).',
    );
    expectError(await t.upload(URL, form(staging.id), token), 400, "'file' is required: send one test file.");
    const two = form(staging.id, { name: 'a.json', content: JSON_FILE });
    two.append('file', new Blob([JSON_FILE]), 'b.json');
    expectError(await t.upload(URL, two, token), 400, 'Send one file per request.');
    expectError(await t.post(URL, { environment_id: staging.id }, token), 415);
    expectError(await t.upload(URL, form(staging.id, { name: 'cases.json', content: JSON_FILE })), 401);
    expect(await titles(token)).toEqual([]);
  });

  it('accepts multipart/form-data on no other call', async () => {
    const { token } = await accountWithProject(t);
    const data = new FormData();
    data.append('name', projectBody().name);
    expectError(await t.upload('/api/v1/projects', data, token), 415);
  });
});
