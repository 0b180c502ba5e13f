import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureApp, type FixtureApp } from '../fixtures/app/index.ts';
import { verifiedAccount } from '../support/accounts.ts';
import { openEventStream, type StreamedEvent } from '../support/eventStream.ts';
import { createProject, createTestCase } from '../support/projects.ts';
import { createRunnerTestApp, waitForRun, type RunnerTestApp } from '../support/runnerApp.ts';

// The live stream of a run, read over real HTTP while a worker of this process runs it in Chromium.
let t: RunnerTestApp;
let fixture: FixtureApp;
let base: string;
beforeAll(async () => {
  fixture = await startFixtureApp();
  t = await createRunnerTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

const TICKER_STEPS = ['Go to /ticker', 'Wait 2 seconds', 'Expect to see "Ticker"'];

async function startTickerRun() {
  const account = await verifiedAccount(t);
  const project = await createProject(t, account.token, {
    environments: [
      { label: 'Fixture', url: fixture.url },
      { label: 'Elsewhere', url: 'https://elsewhere.test' },
    ],
  });
  const testCase = await createTestCase(t, account.token, project.environments[0]!.id, {
    title: 'Ticker',
    steps: TICKER_STEPS,
  });
  const res = await t.post('/api/v1/runs', { test_case_ids: [testCase.id] }, account.token);
  expect(res.statusCode, res.body).toBe(201);
  return { token: account.token, runId: res.json().data[0].id as number };
}

const data = <T>(e: StreamedEvent) => e.data as T;
const isEnd = (e: StreamedEvent) =>
  e.event === 'status' && !['queued', 'running'].includes(data<{ status: string }>(e).status);
/** What a client keeps of a stream: everything but the frames, which only the latest matters of. */
const kept = (events: StreamedEvent[]) => events.filter((e) => e.event !== 'frame' && e.event !== 'run');

describe('GET /api/v1/runs/{id}/events', () => {
  it('sends the run, then its steps, console lines and frames as they happen, and ends with it', async () => {
    const { token, runId } = await startTickerRun();
    const stream = await openEventStream(`${base}/runs/${runId}/events`, token);
    expect(stream.status).toBe(200);
    const first = await stream.waitFor(() => true);
    expect(first.event).toBe('run');
    expect(data<{ id: number; steps: { text: string }[] }>(first)).toMatchObject({
      id: runId,
      steps: TICKER_STEPS.map((text) => expect.objectContaining({ text })),
    });

    // While the second step waits, the page's ticks and pictures arrive: the run has not ended.
    const tick = await stream.waitFor(
      (e) => e.event === 'console' && /^tick \d+ at \d+$/.test(data<{ text: string }>(e).text),
    );
    const frame = await stream.waitFor((e) => e.event === 'frame');
    expect(stream.events.some(isEnd)).toBe(false);
    expect(Buffer.from(data<{ data: string }>(frame).data, 'base64').subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    const running = stream.events.find(
      (e) => e.event === 'step' && data<{ position: number; status: string }>(e).status === 'running',
    );
    expect(running && Number(running.id)).toBeLessThan(Number(tick.id));

    await stream.ended;
    const last = stream.events.at(-1)!;
    expect(isEnd(last)).toBe(true);
    expect(data<{ status: string; trace_url: string | null }>(last)).toMatchObject({ status: 'passed' });
    expect(data<{ trace_url: string | null }>(last).trace_url).toMatch(/^\/api\/v1\/runs\/\d+\/artifacts\//);
    const ended = stream.events.filter((e) => e.event === 'step' && data<{ status: string }>(e).status === 'passed');
    expect(ended.map((e) => data<{ position: number }>(e).position)).toEqual([1, 2, 3]);
    expect(data<{ screenshot_url: string | null }>(ended[0]!).screenshot_url).toMatch(/artifacts/);
    expect(stream.events.filter((e) => e.event === 'frame').length).toBeGreaterThanOrEqual(2);
    // Ids only grow, so a reconnect knows where it was.
    const ids = stream.events.map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    // The frames were for watching; once the run ended only its steps' screenshots remain.
    const frames = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM run_events WHERE run_id = $1 AND kind = 'frame'`,
      [runId],
    );
    expect(frames[0]!.n).toBe(0);
  }, 60_000);

  it('resumes after a dropped connection from Last-Event-ID without losing or repeating an event', async () => {
    const { token, runId } = await startTickerRun();
    const first = await openEventStream(`${base}/runs/${runId}/events`, token);
    await first.waitFor((e) => e.event === 'console');
    first.abort();
    const lastSeen = first.events.at(-1)!.id;
    await new Promise((resolve) => setTimeout(resolve, 700));

    const second = await openEventStream(`${base}/runs/${runId}/events`, token, lastSeen);
    expect(second.status).toBe(200);
    await second.ended;
    expect(second.events.some((e) => e.event === 'run')).toBe(false);
    expect(Number(second.events[0]!.id)).toBeGreaterThan(Number(lastSeen));
    expect(isEnd(second.events.at(-1)!)).toBe(true);

    // Together the two connections carried exactly what the run recorded after the snapshot.
    const received = [...kept(first.events), ...kept(second.events)].map((e) => e.id);
    const snapshotId = BigInt(first.events[0]!.id);
    const stored = await t.db.query<{ id: string }>(
      `SELECT id::text FROM run_events WHERE run_id = $1 AND kind <> 'frame' AND id > $2 ORDER BY run_events.id`,
      [runId, snapshotId.toString()],
    );
    expect(received).toEqual(stored.map((r) => r.id));

    // And the console a client built from them is the run's console.
    const run = await waitForRun(t, token, runId);
    const snapshot = data<{ console: { text: string }[] }>(first.events[0]!).console;
    const streamed = [...first.events, ...second.events]
      .filter((e) => e.event === 'console')
      .map((e) => data<{ text: string }>(e).text);
    expect([...snapshot.map((c) => c.text), ...streamed]).toEqual(run.console.map((c) => c.text));
  }, 60_000);

  it('gives a client that comes after the end the whole run at once, and ends', async () => {
    const { token, runId } = await startTickerRun();
    const run = await waitForRun(t, token, runId);
    const late = await openEventStream(`${base}/runs/${runId}/events`, token);
    await late.ended;
    expect(late.events.map((e) => e.event)).toEqual(['run']);
    expect(data<{ status: string; console: unknown[]; steps: { status: string }[] }>(late.events[0]!)).toMatchObject({
      status: 'passed',
      console: run.console,
      steps: run.steps.map(() => expect.objectContaining({ status: 'passed' })),
    });
    // Reconnecting after the last event: nothing more, and the stream ends at once.
    const again = await openEventStream(`${base}/runs/${runId}/events`, token, late.events[0]!.id);
    await again.ended;
    expect(again.events).toEqual([]);
  }, 60_000);

  it("answers another organization's run as not found, and a stream without a token as unauthorized", async () => {
    const { token, runId } = await startTickerRun();
    const stranger = await verifiedAccount(t);
    const res = await fetch(`${base}/runs/${runId}/events`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, message: expect.stringContaining('Run') });
    const anonymous = await fetch(`${base}/runs/${runId}/events`);
    expect(anonymous.status).toBe(401);
    const bad = await fetch(`${base}/runs/${runId}/events`, {
      headers: { authorization: `Bearer ${token}`, 'last-event-id': 'yesterday' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, message: expect.stringMatching(/Last-Event-ID/i) });
  }, 60_000);
});
