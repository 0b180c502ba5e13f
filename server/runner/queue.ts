import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';

export const RUNS_QUEUE = 'runs';
/** Runs whose worker died more often than they are retried land here, to be ended as errors. */
export const ABANDONED_RUNS_QUEUE = 'runs-abandoned';

/** A worker sends a heartbeat every half of this; a run without one for this long is taken up again. */
export const RUN_LEASE_SECONDS = 10;
/** How often any process checks for runs whose worker went silent. */
const SUPERVISE_SECONDS = 5;

interface RunJob {
  runId: number;
}

export type RunHandler = (runId: number, signal: AbortSignal) => Promise<void>;

/**
 * Runs are jobs in PostgreSQL through pg-boss, on embedded PGlite and on a PostgreSQL server alike:
 * any process can queue one, any worker process can take it, and one whose worker stopped
 * heartbeating is retried once and then given to the abandoned queue.
 */
export class RunQueue {
  private constructor(private readonly boss: PgBoss) {}

  static async start(db: Database, onError: (error: Error) => void): Promise<RunQueue> {
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
    return new RunQueue(boss);
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

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
