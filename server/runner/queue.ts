import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { DeliveryPayload } from '../notify/messages.ts';

export const RUNS_QUEUE = 'runs';
/** Runs whose worker died more often than they are retried land here, to be ended as errors. */
export const ABANDONED_RUNS_QUEUE = 'runs-abandoned';
/** Where pg-boss's cron puts a job each time a schedule comes due; its key is the schedule's id. */
export const SCHEDULES_QUEUE = 'schedules';

/** Messages to integrations (Slack, webhooks, commit statuses): one job per message and integration. */
export const DELIVERIES_QUEUE = 'notifications';
/** A delivery is tried once and then retried this many times, further apart each time. */
export const DELIVERY_RETRY_LIMIT = 3;
/** The first retry waits 1-2 times this; each next one twice as long (pg-boss's backoff), at most 5 minutes. */
const DELIVERY_RETRY_DELAY_SECONDS = 10;
const DELIVERY_RETRY_DELAY_MAX_SECONDS = 300;

/** A worker sends a heartbeat every half of this; a run without one for this long is taken up again. */
export const RUN_LEASE_SECONDS = 10;
/** How often any process checks for runs whose worker went silent. */
const SUPERVISE_SECONDS = 5;

/** Requests to generate test cases: a browser explores the environment, or the model drives it. */
export const GENERATIONS_QUEUE = 'generations';
/** The explorer's and the model's own limits end a generation well before this. */
const GENERATION_EXPIRE_SECONDS = 15 * 60;

interface GenerationJob {
  generationId: number;
}

interface RunJob {
  runId: number;
}

interface ScheduleJob {
  scheduleId: number;
}

export type RunHandler = (runId: number, signal: AbortSignal) => Promise<void>;

export interface DeliveryJob {
  /** The delivery's id, sent with every attempt (X-TestPilot-Delivery), so a receiver can drop repeats. */
  deliveryId: string;
  integrationId: number;
  payload: DeliveryPayload;
}

/** Which attempt of a delivery this is (1 is the first), and whether no retry follows it. */
export interface DeliveryAttempt {
  number: number;
  last: boolean;
}

/** Resolves when the delivery is done with (sent, or failed for good); throws to have it retried. */
export type DeliveryHandler = (job: DeliveryJob, attempt: DeliveryAttempt) => Promise<void>;

/** What pg-boss holds of a schedule: when it fires, not what it runs. */
export interface QueuedSchedule {
  scheduleId: number;
  cron: string;
  timezone: string;
}

/** pg-boss would not read a schedule's expression or time zone; the message says why. */
export class ScheduleRefused extends Error {}

export interface RunQueueOptions {
  /** The base of the deliveries' retry backoff, in whole seconds (10 unless given; tests use 1). */
  deliveryRetryDelaySeconds?: number;
  /**
   * How often pg-boss looks for schedules that came due (1-45 s; pg-boss's default, 30, unless given).
   * Tests make it small so a schedule fires within seconds.
   */
  cronMonitorIntervalSeconds?: number;
  /** How often pg-boss's cron worker turns due occurrences into jobs (1-45 s; its default, 5, unless given). */
  cronWorkerIntervalSeconds?: number;
}

/**
 * Runs are jobs in PostgreSQL through pg-boss, on embedded PGlite and on a PostgreSQL server alike:
 * any process can queue one, any worker process can take it, and one whose worker stopped
 * heartbeating is retried once and then given to the abandoned queue.
 */
export class RunQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly deliveryRetryDelay: number,
  ) {}

  static async start(db: Database, onError: (error: Error) => void, options: RunQueueOptions = {}): Promise<RunQueue> {
    const backend = db.queueBackend;
    const common: ConstructorOptions = {
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds } : {}),
      ...(options.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds } : {}),
    };
    const boss =
      backend.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(backend.pglite), backend: 'pglite', schema: 'pgboss' })
        : new PgBoss({ ...common, connectionString: backend.connectionString, schema: backend.schema, max: 4 });
    boss.on('error', onError);
    await boss.start();
    await boss.createQueue(ABANDONED_RUNS_QUEUE);
    await boss.createQueue(RUNS_QUEUE, {
      retryLimit: 1,
      heartbeatSeconds: RUN_LEASE_SECONDS,
      // The longest run a project may allow (an hour), and then some: the worker ends runs at their own limit.
      expireInSeconds: 3600 + 120,
      deadLetter: ABANDONED_RUNS_QUEUE,
    });
    const deliveryRetryDelay = options.deliveryRetryDelaySeconds ?? DELIVERY_RETRY_DELAY_SECONDS;
    await boss.createQueue(DELIVERIES_QUEUE, {
      retryLimit: DELIVERY_RETRY_LIMIT,
      retryDelay: deliveryRetryDelay,
      retryBackoff: true,
      retryDelayMax: DELIVERY_RETRY_DELAY_MAX_SECONDS,
      // An attempt waits at most OUTBOUND_TIMEOUT_MS for its answer.
      expireInSeconds: 60,
    });
    // A firing only writes a suite and queues its runs. Not retried: a retry after a suite was written
    // would start it twice; the worker records on the schedule why a firing started nothing.
    await boss.createQueue(SCHEDULES_QUEUE, { retryLimit: 0, expireInSeconds: 120 });
    // Not retried: a generation half done has written proposals; the user starts another.
    await boss.createQueue(GENERATIONS_QUEUE, { retryLimit: 0, expireInSeconds: GENERATION_EXPIRE_SECONDS });
    return new RunQueue(boss, deliveryRetryDelay);
  }

  /**
   * Makes pg-boss's cron fire the schedule (its expression read in its time zone), or stop firing it
   * when disabled. pg-boss refusing the expression or the zone throws with its reason.
   */
  async setSchedule(s: { id: number; cron: string; timezone: string; enabled: boolean }): Promise<void> {
    if (!s.enabled) return this.removeSchedule(s.id);
    try {
      this.boss.previewSchedule(s.cron, { tz: s.timezone, count: 1 });
    } catch (error) {
      throw new ScheduleRefused((error as Error).message);
    }
    await this.boss.schedule(SCHEDULES_QUEUE, s.cron, { scheduleId: s.id } satisfies ScheduleJob, {
      tz: s.timezone,
      key: String(s.id),
    });
  }

  async removeSchedule(id: number): Promise<void> {
    await this.boss.unschedule(SCHEDULES_QUEUE, String(id));
  }

  /** Every schedule pg-boss's cron fires, or the one of `id`. */
  async queuedSchedules(id?: number): Promise<QueuedSchedule[]> {
    const found: QueuedSchedule[] = [];
    let after: { name: string; key: string } | undefined;
    for (;;) {
      const page = await this.boss.getSchedules(SCHEDULES_QUEUE, id === undefined ? undefined : String(id), {
        limit: 1000,
        ...(after ? { after } : {}),
      });
      for (const s of page) found.push({ scheduleId: Number(s.key), cron: s.cron, timezone: s.timezone });
      if (page.length < 1000) return found;
      const last = page[page.length - 1]!;
      after = { name: last.name, key: last.key };
    }
  }

  /** Handles each schedule's firing: a job pg-boss's cron put on the schedules queue. */
  async workSchedules(handler: (scheduleId: number) => Promise<void>): Promise<void> {
    await this.boss.work<ScheduleJob>(SCHEDULES_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await handler(job.data.scheduleId);
    });
  }

  async enqueue(runIds: readonly number[]): Promise<void> {
    if (runIds.length === 0) return;
    await this.boss.insert(
      RUNS_QUEUE,
      runIds.map((runId) => ({ data: { runId } satisfies RunJob })),
    );
  }

  /** Takes runs, `concurrency` at a time in this process, until stopped. */
  async work(concurrency: number, handler: RunHandler): Promise<void> {
    await this.boss.work<RunJob>(
      RUNS_QUEUE,
      { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) await handler(job.data.runId, job.signal);
      },
    );
  }

  async enqueueGeneration(generationId: number): Promise<void> {
    await this.boss.send(GENERATIONS_QUEUE, { generationId } satisfies GenerationJob);
  }

  /** Takes generation requests, one at a time in this process (each holds a browser context for minutes). */
  async workGenerations(handler: (generationId: number, signal: AbortSignal) => Promise<void>): Promise<void> {
    await this.boss.work<GenerationJob>(
      GENERATIONS_QUEUE,
      { localConcurrency: 1, batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (job) await handler(job.data.generationId, job.signal);
      },
    );
  }

  /** Handles runs no worker could finish. */
  async workAbandoned(handler: (runId: number) => Promise<void>): Promise<void> {
    await this.boss.work<RunJob>(ABANDONED_RUNS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await handler(job.data.runId);
    });
  }

  async enqueueDeliveries(jobs: readonly DeliveryJob[]): Promise<void> {
    if (jobs.length === 0) return;
    // The retry options go with each job too: a queue created earlier keeps the options it was created with.
    await this.boss.insert(
      DELIVERIES_QUEUE,
      jobs.map((data) => ({
        data,
        retryLimit: DELIVERY_RETRY_LIMIT,
        retryDelay: this.deliveryRetryDelay,
        retryBackoff: true,
        retryDelayMax: DELIVERY_RETRY_DELAY_MAX_SECONDS,
      })),
    );
  }

  /** Sends deliveries, a few at a time in this process, until stopped. */
  async workDeliveries(handler: DeliveryHandler): Promise<void> {
    await this.boss.work<DeliveryJob>(
      DELIVERIES_QUEUE,
      { localConcurrency: 2, batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        await handler(job.data, { number: job.retryCount + 1, last: job.retryCount >= DELIVERY_RETRY_LIMIT });
      },
    );
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
