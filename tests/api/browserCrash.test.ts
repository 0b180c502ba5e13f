import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { createProject, createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// Its own app and worker: killing the browser here touches no other suite's runs.
let t: RunnerTestApp;
let fixture: FixtureApp;
beforeAll(async () => {
  fixture = await startFixtureApp();
  t = await createRunnerTestApp({ concurrency: 1 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

describe('a browser that crashes mid-run', () => {
  it('ends that run as the runner’s error, and the worker runs the next one in a new browser', async () => {
    const { token } = await verifiedAccount(t);
    const project = await createProject(t, token, {
      environments: [
        { label: 'Fixture', url: fixture.url },
        { label: 'Other', url: 'https://other.test' },
      ],
    });
    const testCase = await createTestCase(t, token, project.environments[0]!.id, {
      title: 'Ticker',
      steps: ['Go to /ticker', 'Wait 10 seconds', 'Expect to see "Ticker"'],
    });
    const start = async () =>
      (await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, token)).json().data[0].id as number;

    const first = await start();
    await waitForRun(t, token, first, (r) => r.steps[1]!.status === 'running', 30_000);
    const browser = await t.runner.browsers.get();
    // Chromium's own way to crash its browser process, as a crash in the field would end it.
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.crash').catch(() => undefined);
    const crashed = await waitForRun(t, token, first);
    expect(crashed.status).toBe('error');
    expect(crashed.message).toBe('The browser stopped during the run.');
    expect(crashed.steps.map((s) => s.status)).toEqual(['passed', 'failed', 'skipped']);
    expect(crashed.steps[1]!.message).toBe('The browser stopped during the run.');

    const second = await start();
    const passed = await waitForRun(t, token, second, undefined, 60_000);
    expect(passed.status, passed.message).toBe('passed');
    expect(await t.runner.browsers.get()).not.toBe(browser);
  }, 90_000);
});
