import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../support/accounts.ts';
import { createProject } from '../support/projects.ts';
import { createRunnerTestApp, type RunnerTestApp } from '../support/runnerApp.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

// The explorer against a web app it was not written for: TestPilot's own built app (a React SPA with
// Mantine's inputs, client-side routes and busy states), served by a second TestPilot server.
const dist = path.resolve('dist');
let t: RunnerTestApp;
let target: TestApp;
let targetUrl: string;
beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error('This test explores the built app: run `npm run build` first (npm test does).');
  }
  target = await createTestApp({ staticDir: dist });
  targetUrl = await target.app.listen({ port: 0, host: '127.0.0.1' });
  t = await createRunnerTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await target?.close();
});

describe("exploring TestPilot's own public pages", () => {
  it('proposes a passing test for each page and each form, sent empty and filled', async () => {
    const account = await verifiedAccount(t);
    const project = await createProject(t, account.token, {
      environments: [
        { label: 'TestPilot', url: targetUrl },
        { label: 'Other', url: 'https://other.example' },
      ],
    });
    const started = await t.post(
      '/api/v1/generations',
      { project_id: project.id, environment_id: project.environments[0]!.id, source: 'explore' },
      account.token,
    );
    expect(started.statusCode, started.body).toBe(201);
    let generation: { status: string; message: string; pages: { url: string }[]; proposals: Proposal[] };
    for (;;) {
      generation = (await t.get(`/api/v1/generations/${started.json().data.id}`, account.token)).json().data;
      if (generation.status === 'done' || generation.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(generation.status, generation.message).toBe('done');
    expect(generation.pages.map((p) => new URL(p.url).pathname).sort()).toEqual([
      '/login',
      '/reset-password',
      '/signup',
    ]);
    const titles = generation.proposals.map((p) => [p.title, p.result, p.message]);
    expect(titles).toEqual(expect.arrayContaining([['Create a new account page loads', 'Passed', '']]));
    for (const p of generation.proposals) expect(p.result, `${p.title}: ${p.message}`).toBe('Passed');
    // The sign-up form: refused empty with the form's own message, accepted filled, checked by what stays
    // once the busy state and the toast are over (the page that asks to verify the email).
    const signUp = generation.proposals.find((p) => p.title === 'Create a new account form accepts a valid submission');
    expect(signUp?.steps).toContain('Type "{{random.email}}" into the "Email address" field');
    expect(signUp?.steps.at(-1)).toBe('I see "Verify Your Email"');
    const refused = generation.proposals.find(
      (p) => p.title === 'Create a new account form refuses missing required fields',
    );
    expect(refused?.steps.at(-1)).toMatch(/^I see ".+ is required"$/);
    // Its run signed a person up for real: the target sent the verification email.
    expect(target.mail.some((m) => /verify/i.test(m.subject))).toBe(true);
  }, 300_000);
});

interface Proposal {
  title: string;
  steps: string[];
  result: string;
  message: string;
}
