import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStep } from '../../src/steps/index.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { createProject } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';

// "Generate tests" on single-page apps routed by the URL's hash: the explorer reaches each view a person reaches
// (the menu's `#/posts` is a view of its own) and proposes tests of what the views do, each run once.
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

/** Explores the fixture app from one of its paths and answers the generation once it is done. */
async function generateOn(path: string): Promise<GenerationView> {
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
      return view;
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
