import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { DeliveryPayload } from '../notify/messages.ts';

export const RUNS_QUEUE = 'runs';
/** Runs whose worker died more often than they are retried land here, to be ended as errors. */
export const ABANDONED_RUNS_QUEUE = 'runs-abandoned';

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

interface RunJob {
  runId: number;
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

export interface QueueOptions {
  /** The base of the retries' backoff, in whole seconds (10 unless given; tests use 1). */
  deliveryRetryDelaySeconds?: number;
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

  static async start(db: Database, onError: (error: Error) => void, options: QueueOptions = {}): Promise<RunQueue> {
    const backend = db.queueBackend;
    const common: ConstructorOptions = {
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
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
    return new RunQueue(boss, deliveryRetryDelay);
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
