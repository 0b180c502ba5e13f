import { modelStatusOf, type ModelConfig } from '../../server/llm/config.ts';
import type { RunNotifications } from '../../server/runner/outcomes.ts';
import type { RunQueueOptions } from '../../server/runner/queue.ts';
import { startRunner, type Runner } from '../../server/runner/service.ts';
import { createTestApp, type TestApp } from './testApp.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };

export interface RunnerTestApp extends TestApp {
  runner: Runner;
}

/**
 * The real app with the real runner: runs go through the queue on the test's database (PGlite or
 * PostgreSQL) to workers in this process, which run them in Chromium.
 */
export async function createRunnerTestApp(
  options: {
    concurrency?: number;
    notify?: RunNotifications;
    queue?: RunQueueOptions;
    /** The app's clock; the real one unless given (screenshot and trace links are checked against it). */
    now?: () => Date;
    /** A language model for the runner and the generator (a stand-in server in tests); off unless given. */
    model?: ModelConfig;
  } = {},
): Promise<RunnerTestApp> {
  const holder: { runner?: Runner } = {};
  const t = await createTestApp({
    // The runner's own notifier (the integrations) unless the test records what is told.
    notify: options.notify ?? {
      suiteStarted: (e) => holder.runner!.notifier.suiteStarted(e),
      suiteEnded: (e) => holder.runner!.notifier.suiteEnded(e),
      testTurnedFlaky: (e) => holder.runner!.notifier.testTurnedFlaky(e),
    },
    // The app is built after the database exists; the queue is handed over below, before any request.
    runQueue: { enqueue: (ids) => holder.runner!.queue.enqueue(ids) },
    scheduler: {
      setSchedule: (s) => holder.runner!.queue.setSchedule(s),
      removeSchedule: (id) => holder.runner!.queue.removeSchedule(id),
    },
    generator: { enqueue: (id) => holder.runner!.queue.enqueueGeneration(id) },
    model: modelStatusOf(options.model ?? null),
    readingModel: options.model ?? null,
    // Screenshot and trace links are checked against the real clock.
    now: options.now ?? (() => new Date()),
  });
  const runner = await startRunner(
    t.db,
    {
      concurrency: options.concurrency ?? 2,
      chromePath: process.env.CHROME_PATH,
      browserWsEndpoint: undefined,
      privateNetworks: 'allow',
      model: options.model ?? null,
    },
    t.secretKey,
    quiet,
    {
      notify: options.notify,
      appUrl: 'http://testpilot.test',
      queue: { deliveryRetryDelaySeconds: 1, ...options.queue },
    },
  );
  holder.runner = runner;
  return {
    ...t,
    runner,
    async close() {
      await runner.stop();
      await t.close();
    },
  };
}

export interface RunView {
  id: number;
  status: string;
  result: string;
  attempt: number;
  message: string;
  suite_id: number | null;
  failure_class: string | null;
  failure_evidence: string;
  detected_class: string | null;
  class_corrected_by: string | null;
  quarantined: boolean;
  attempts: {
    attempt: number;
    status: string;
    message: string;
    failure_kind: string | null;
    failed_position: number | null;
    screenshot_url: string | null;
    trace_url: string | null;
  }[];
  steps: {
    position: number;
    text: string;
    description: string;
    status: string;
    message: string;
    locator: string | null;
    healed_from: string | null;
    replayed: boolean;
    screenshot_url: string | null;
    duration_ms: number | null;
  }[];
  console: { type: string; text: string }[];
  page_errors: { message: string }[];
  network: { method: string; url: string; status: number | null }[];
  trace_url: string | null;
}

/** Waits for a run to end (or for `until` to hold), reading it as a client would. */
export async function waitForRun(
  t: TestApp,
  token: string,
  runId: number,
  until: (run: RunView) => boolean = (run) => !['queued', 'running'].includes(run.status),
  timeoutMs = 60_000,
): Promise<RunView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.get(`/api/v1/runs/${runId}`, token);
    if (res.statusCode !== 200) throw new Error(`GET run ${runId}: ${res.body}`);
    const run = res.json().data as RunView;
    if (until(run)) return run;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not get there in time: ${JSON.stringify(run)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
