import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStep } from '../../src/steps/index.ts';
import { startFixtureApp, type CustomerFeature, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { createProject } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// "Generate tests" on single-page apps: the explorer reaches each view a person reaches (a hash-routed menu's `#/posts`
// is a view of its own) and proposes tests of what the views do, each run once; on an admin list, tests that fail
// when the feature they test is broken on purpose.
let t: RunnerTestApp;
let fixture: FixtureApp;
beforeAll(async () => {
  fixture = await startFixtureApp();
  t = await createRunnerTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

interface Proposal {
  test_case_id: number;
  title: string;
  kind: string;
  steps: string[];
  run_id: number | null;
  result: string;
  message: string;
}
interface GenerationView {
  status: string;
  message: string;
  pages: { url: string; heading: string | null }[];
  proposals: Proposal[];
}

/** Explores the fixture app from one of its paths and answers the generation once it is done, with its user's token. */
async function generateOn(path: string): Promise<GenerationView & { id: number; token: string; projectId: number }> {
  const account = await verifiedAccount(t);
  const project = await createProject(t, account.token, {
    environments: [
      { label: 'App', url: `${fixture.url}${path}` },
      { label: 'Home', url: fixture.url },
    ],
  });
  const started = await t.post(
    '/api/v1/generations',
    { project_id: project.id, environment_id: project.environments[0]!.id, source: 'explore', max_pages: 12 },
    account.token,
  );
  expect(started.statusCode, started.body).toBe(201);
  const deadline = Date.now() + 300_000;
  for (;;) {
    const view = (await t.get(`/api/v1/generations/${started.json().data.id}`, account.token)).json()
      .data as GenerationView;
    if (view.status === 'done' || view.status === 'failed') {
      expect(view.status, view.message).toBe('done');
      for (const proposal of view.proposals) {
        for (const step of proposal.steps) expect(parseStep(step).ok, `${proposal.title}: ${step}`).toBe(true);
        expect(proposal.run_id, proposal.title).not.toBeNull();
      }
      return { ...view, id: started.json().data.id, token: account.token, projectId: project.id };
    }
    if (Date.now() > deadline) throw new Error(`generation still ${view.status}: ${view.message}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('generating tests for a hash-routed single-page app', () => {
  it('reaches each view of the menu, opens each by its menu entry, and tests the list, the form and the tabs', async () => {
    const generation = await generateOn('/hash-admin');
    const views = generation.pages.map((p) => [new URL(p.url).hash, p.heading]);
    expect(views).toEqual(
      expect.arrayContaining([
        ['', 'Dashboard'],
        ['#/posts', 'Posts'],
        ['#/comments', 'Comments'],
        ['#/users', 'Users'],
        ['#/posts/create', 'Create post'],
      ]),
    );
    const byTitle = new Map(generation.proposals.map((x) => [x.title, x]));
    for (const entry of ['Posts', 'Comments', 'Users']) {
      const opening = byTitle.get(`Navigate to ${entry}`);
      expect(opening?.steps).toEqual([
        'Go to /hash-admin',
        `Click the "${entry}" menu item`,
        `The URL contains /hash-admin#/${entry.toLowerCase()}`,
        `I see the "${entry}" heading`,
      ]);
      expect(opening?.result, `${entry}: ${opening?.message}`).toBe('Passed');
    }
    const refused = byTitle.get('Create post form refuses missing required fields');
    expect(refused?.steps).toEqual([
      'Go to /hash-admin#/posts/create',
      'Click the "Save" button',
      'I see "Title is required"',
    ]);
    expect(refused?.result, refused?.message).toBe('Passed');
    const paging = generation.proposals.find((x) => x.steps.includes('Click the "Go to next page" button'));
    expect(paging?.steps).toEqual([
      'Go to /hash-admin#/posts',
      'I see "1–10 of 40"',
      'Click the "Go to next page" button',
      'I see "11–20 of 40"',
    ]);
    expect(paging?.result, paging?.message).toBe('Passed');
    const tab = byTitle.get('Open the Activity tab');
    expect(tab?.steps).toEqual(['Go to /hash-admin', 'Click the "Activity" tab', 'I see "3 comments awaiting review"']);
    expect(tab?.result, tab?.message).toBe('Passed');
    // Each test is proposed once.
    const stepLists = generation.proposals.map((x) => x.steps.join('\n'));
    expect(new Set(stepLists).size).toBe(stepLists.length);
  }, 420_000);

  it('opens a react-admin menu’s entries by their menu items, checked by the app bar’s heading, and not a broken one', async () => {
    const generation = await generateOn('/admin');
    const opening = generation.proposals.filter((x) => x.kind === 'navigation' && x.steps[0] === 'Go to /admin');
    expect(opening.map((x) => x.steps.slice(1))).toEqual(
      expect.arrayContaining(
        ['Posts', 'Users', 'Comments'].map((entry) => [
          `Click the "${entry}" menu item`,
          `The URL contains /admin/${entry.toLowerCase()}`,
          `I see the "${entry}" heading`,
        ]),
      ),
    );
    for (const x of opening) expect(x.result, `${x.title}: ${x.message}`).toBe('Passed');
    // Its Settings entry leads to "Page not found": no test says that is where it should go.
    expect(generation.proposals.some((x) => x.steps.includes('Click the "Settings" menu item'))).toBe(false);
  }, 420_000);

  it('proposes adding a todo with Enter: the new item shows and the count changes, and it passes', async () => {
    const generation = await generateOn('/hash-todos');
    const adding = generation.proposals.find((x) => x.title === 'Add an item with the What needs to be done? field');
    expect(adding?.steps).toEqual([
      'Go to /hash-todos',
      'Type "{{random.name}}" into the "What needs to be done?" field',
      'Press Enter in the "What needs to be done?" field',
      'I see "{{random.name}}"',
      'I see "3 items left"',
    ]);
    expect(adding?.result, adding?.message).toBe('Passed');
  }, 420_000);
});

describe('generating tests for an admin list', () => {
  const CREATE = [
    'Go to /customers',
    'Click the "New customer" button',
    'Type "{{random.name}}" into the "Name" field',
    'Click the "Save" button',
    'I see "{{random.name}}" in the first row',
  ];
  const PROPOSED: Record<string, string[]> = {
    'Search the Customers list': [
      'Go to /customers',
      'Type "Margaret Hamilton" into the "Search" field',
      'I see 1 row in the table',
      'I see "Margaret Hamilton" in the table',
      'I don\'t see "Ada Lovelace" in the table',
    ],
    'Filter the Customers list by City': [
      'Go to /customers',
      'Select "Amsterdam" from the "City" dropdown',
      'I see 1 row in the table',
      'I see "Amsterdam" in the first row',
      'I don\'t see "Ada Lovelace" in the table',
    ],
    'Sort the Customers list by Name': [
      'Go to /customers',
      'Sort by "Name" in descending order',
      'I see "Margaret Hamilton" in the first row',
      'I see "Ada Lovelace" in the last row',
    ],
    'Create an item of the Customers list': CREATE,
    'Edit an item of the Customers list': [
      ...CREATE,
      'Click "Edit" in the first row',
      'Type "{{random.title}}" into the "Name" field',
      'Click the "Save" button',
      'I see "{{random.title}}" in the table',
      'I don\'t see "{{random.name}}" in the table',
    ],
    'Delete an item of the Customers list, then undo': [
      ...CREATE,
      'Click "Delete" in the first row',
      'I don\'t see "{{random.name}}" in the table',
      'Click the "Undo" button',
      'I see "{{random.name}}" in the table',
    ],
  };
  /** The proposal that must catch each feature broken on purpose. */
  const CATCHES: [CustomerFeature, string][] = [
    ['search', 'Search the Customers list'],
    ['filter', 'Filter the Customers list by City'],
    ['sort', 'Sort the Customers list by Name'],
    ['create', 'Create an item of the Customers list'],
    ['edit', 'Edit an item of the Customers list'],
    ['delete', 'Delete an item of the Customers list, then undo'],
    ['undo', 'Delete an item of the Customers list, then undo'],
  ];

  it('searches, filters, sorts, creates, edits and deletes with undo, passing, and fails each once its feature breaks', async () => {
    const generation = await generateOn('/customers');
    const byTitle = new Map(generation.proposals.map((x) => [x.title, x]));
    for (const [title, steps] of Object.entries(PROPOSED)) {
      const proposal = byTitle.get(title);
      expect(proposal?.steps, title).toEqual(steps);
      expect(proposal?.result, `${title}: ${proposal?.message}`).toBe('Passed');
    }
    // Each proposal, run again on the app with one feature broken on purpose, fails (at its step's limit: a short one).
    const limits = { step_timeout_ms: 5000 };
    const patched = await t.patch(`/api/v1/projects/${generation.projectId}`, limits, generation.token);
    expect(patched.statusCode, patched.body).toBe(200);
    try {
      for (const [feature, title] of CATCHES) {
        fixture.set({ brokenCustomerFeature: feature });
        const started = await t.post(
          '/api/v1/runs',
          { test_case_ids: [byTitle.get(title)!.test_case_id] },
          generation.token,
        );
        expect(started.statusCode, started.body).toBe(201);
        const run = await waitForRun(t, generation.token, started.json().data[0].id, undefined, 120_000);
        expect(run.status, `${title} with ${feature} broken`).toBe('failed');
      }
    } finally {
      fixture.reset();
    }
  }, 600_000);
});
