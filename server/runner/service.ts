import type { FastifyBaseLogger } from 'fastify';
import type { RunnerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { deliver } from '../notify/deliver.ts';
import { Notifier } from '../notify/notifier.ts';
import { BrowserPool } from './browser.ts';
import { RunQueue, type RunQueueOptions } from './queue.ts';
import type { RunNotifications } from './outcomes.ts';
import { fireSchedule, reconcileSchedules } from './schedules.ts';
import { abandonRun, executeRun, type WorkerDeps } from './worker.ts';
import { runGeneration } from '../generate/job.ts';
import { ModelProvider } from '../llm/provider.ts';

export interface Runner {
  queue: RunQueue;
  /** This process's browser, opened again after a crash. */
  browsers: BrowserPool;
  /** Tells the project's integrations what happened to suites and tests (Slack, webhook, commit statuses). */
  notifier: Notifier;
  stop(): Promise<void>;
}

/**
 * The queue every process uses to queue runs, and, unless RUNNER_CONCURRENCY is 0, workers in this
 * process that take runs from it, each in a fresh context of this process's one browser. Every
 * process also sends the integrations' deliveries (light work: one HTTP request each).
 */
export async function startRunner(
  db: Database,
  config: RunnerConfig,
  secretKey: Buffer,
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>,
  options: {
    trace?: boolean;
    appUrl?: string;
    notify?: RunNotifications | null;
    queue?: RunQueueOptions;
    /** Told where each step's time went, as it is recorded (the benchmark's per-phase figures). */
    stepTimed?: WorkerDeps['stepTimed'];
  } = {},
): Promise<Runner> {
  const queue = await RunQueue.start(db, (error) => log.error({ err: error }, 'the run queue failed'), options.queue);
  // Built before the workers start, so what they run can tell the integrations about it.
  const notifier = new Notifier({ db, queue, log });
  const outcomes = {
    db,
    appUrl: options.appUrl ?? '',
    notify: options.notify === undefined ? notifier : options.notify,
    log,
    now: () => new Date(),
  };
  const browsers = new BrowserPool({ wsEndpoint: config.browserWsEndpoint, executablePath: config.chromePath });
  // The optional language model: off unless configured, and then only where the grammar or the page needs it.
  const model = config.model ? new ModelProvider(config.model) : null;
  if (config.concurrency > 0) {
    await queue.work(config.concurrency, (runId, signal) =>
      executeRun(
        {
          db,
          browsers,
          secretKey,
          log,
          trace: options.trace ?? true,
          privateNetworks: config.browserWsEndpoint ? null : config.privateNetworks,
          appUrl: outcomes.appUrl,
          notify: outcomes.notify,
          model,
          stepTimed: options.stepTimed,
        },
        runId,
        signal,
      ),
    );
  }
  if (config.concurrency > 0) {
    const generation = {
      ...outcomes,
      browsers,
      secretKey,
      privateNetworks: config.browserWsEndpoint ? null : config.privateNetworks,
      runQueue: queue,
      model,
    };
    await queue.workGenerations((generationId, signal) => runGeneration(generation, generationId, signal));
  }
  await queue.workAbandoned((runId) => abandonRun(outcomes, runId));
  // Our own requests follow the runner's rule for private networks, even when runs use a remote browser.
  const deliveryDeps = { db, secretKey, privateNetworks: config.privateNetworks, now: () => new Date(), log };
  await queue.workDeliveries((job, attempt) => deliver(deliveryDeps, job, attempt));
  // Schedules fire through pg-boss's cron, which sends one job per due occurrence however many
  // processes run it; firing only queues runs, so every process takes these, workers or not.
  const firing = { ...outcomes, runQueue: queue, timer: queue };
  await reconcileSchedules(firing, await queue.queuedSchedules());
  await queue.workSchedules(async (scheduleId) => {
    await fireSchedule(firing, scheduleId);
  });
  return {
    queue,
    browsers,
    notifier,
    async stop() {
      await queue.stop();
      await browsers.close();
    },
  };
}
