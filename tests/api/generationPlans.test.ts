import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStep } from '../../src/steps/index.ts';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { startModelStandIn, TOKENS_PER_ANSWER, type ChatRequest, type ModelStandIn } from '../support/modelStandIn.ts';
import { createProject } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';

// "Generate tests" by exploring, with a model configured (a local stand-in speaking the chat-completions protocol):
// after the explorer, the model plans more tests from the graph it found; each is kept only when the grammar reads
// every step, and runs before it is shown, so a planned test that fails is shown failing.
let t: RunnerTestApp;
let fixture: FixtureApp;
let standIn: ModelStandIn;
beforeAll(async () => {
  fixture = await startFixtureApp();
  standIn = await startModelStandIn();
  t = await createRunnerTestApp({ model: { baseURL: standIn.baseURL, apiKey: 'test-key', model: 'stand-in' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
  await standIn?.close();
});

interface Proposal {
  title: string;
  kind: string;
  steps: string[];
  run_id: number | null;
  result: string;
  message: string;
}

const planned = (title: string, steps: string[]) => ({ title, goal: title, expected_result: 'As planned.', steps });
const PLAN = {
  tests: [
    planned('Find Ada by a part of her name', [
      'Go to /customers',
      'Type "Ada" into the "Search" field',
      'I see 1 row in the table',
      'I see "Ada Lovelace" in the first row',
    ]),
    planned('Boston has three customers', [
      'Go to /customers',
      'Select "Boston" from the "City" dropdown',
      'I see 3 rows in the table',
    ]),
    planned('Make the list look nice', ['Go to /customers', 'Make the customers list look nice', 'I see "Customers"']),
    planned('A customer who is not there', ['Go to /customers', 'I see "Zebra Stripes" in the table']),
  ],
};

describe('generating tests by exploring, with a model', () => {
  it('has the model plan from the explored views and verified tests, keeps readable plans, and shows each run', async () => {
    let request: ChatRequest | null = null;
    standIn.answer((r) => {
      request = r;
      return JSON.stringify(PLAN);
    });
    const account = await verifiedAccount(t);
    const project = await createProject(t, account.token, {
      environments: [
        { label: 'Admin', url: `${fixture.url}/customers` },
        { label: 'Home', url: fixture.url },
      ],
    });
    const started = await t.post(
      '/api/v1/generations',
      { project_id: project.id, environment_id: project.environments[0]!.id, source: 'explore', max_pages: 3 },
      account.token,
    );
    expect(started.statusCode, started.body).toBe(201);
    const deadline = Date.now() + 400_000;
    let view: { status: string; message: string; model_tokens: number; proposals: Proposal[] };
    for (;;) {
      view = (await t.get(`/api/v1/generations/${started.json().data.id}`, account.token)).json().data;
      if (view.status === 'done' || view.status === 'failed' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(view.status, view.message).toBe('done');

    // The model read the explored view and the explorer's verified tests, in the step language.
    const asked = request as ChatRequest | null;
    const user = asked?.messages.find((m) => m.role === 'user')?.content ?? '';
    expect(user).toContain('- /customers: “Customers”');
    expect(user).toContain('- Search the Customers list:\n    Go to /customers\n    Type "Margaret Hamilton" into');
    expect(view.model_tokens).toBe(TOKENS_PER_ANSWER);
    expect(standIn.pending()).toBe(0);

    const byTitle = new Map(view.proposals.map((x) => [x.title, x]));
    for (const title of ['Find Ada by a part of her name', 'Boston has three customers']) {
      const plan = byTitle.get(title);
      expect(plan?.kind, title).toBe('goal');
      expect(plan?.steps).toEqual(PLAN.tests.find((x) => x.title === title)!.steps);
      expect(plan?.result, `${title}: ${plan?.message}`).toBe('Passed');
    }
    // A plan with a step the grammar does not read is dropped whole; one that fails its run is shown failing.
    expect(byTitle.has('Make the list look nice')).toBe(false);
    expect(byTitle.get('A customer who is not there')?.result).toBe('Failed');
    for (const proposal of view.proposals) {
      for (const step of proposal.steps) expect(parseStep(step).ok, `${proposal.title}: ${step}`).toBe(true);
      expect(proposal.run_id, proposal.title).not.toBeNull();
    }
    expect(view.message).toContain('3 test cases of them planned by the model');
  }, 480_000);
});
