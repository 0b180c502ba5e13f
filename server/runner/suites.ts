import type { Database } from '../db/database.ts';
import { finishRun, insertRuns, type RunSource } from '../db/runRecords.ts';
import { endSuiteAsError, insertSuite, type SuiteSource } from '../db/suites.ts';
import { suiteLink, type RunNotifications } from './outcomes.ts';

export interface SuiteRequest {
  projectId: number;
  /** Who started it; null for a schedule. */
  userId: number | null;
  source: SuiteSource;
  scheduleId?: number | null;
  commitSha?: string | null;
  sources: RunSource[];
  stepTimeoutMs: number;
  runTimeoutMs: number;
  retries: number;
}

export interface SuiteDeps {
  db: Database;
  runQueue: { enqueue(runIds: readonly number[]): Promise<void> } | null;
  notify: RunNotifications | null;
  appUrl: string;
  now: () => Date;
}

/**
 * Queues a suite: its runs are written in one transaction and then handed to the queue; runs the
 * queue refused end as errors at once, so none waits forever. A commit it names gets a pending status.
 */
export async function startSuite(deps: SuiteDeps, r: SuiteRequest): Promise<{ suiteId: number; runIds: number[] }> {
  const { db } = deps;
  const created = await db.transaction(async (tx) => {
    const suiteId = await insertSuite(tx, {
      projectId: r.projectId,
      source: r.source,
      scheduleId: r.scheduleId ?? null,
      commitSha: r.commitSha ?? null,
      userId: r.userId,
      now: deps.now(),
    });
    const runIds = await insertRuns(tx, {
      projectId: r.projectId,
      userId: r.userId,
      sources: r.sources,
      stepTimeoutMs: r.stepTimeoutMs,
      runTimeoutMs: r.runTimeoutMs,
      retries: r.retries,
      suiteId,
      now: deps.now(),
    });
    return { suiteId, runIds };
  });
  try {
    await deps.runQueue?.enqueue(created.runIds);
  } catch (error) {
    for (const id of created.runIds)
      await finishRun(db, id, 'error', 'The run could not be queued; try again.', deps.now());
    await endSuiteAsError(db, created.suiteId, deps.now());
    throw error;
  }
  if (r.commitSha) {
    await deps.notify?.suiteStarted({
      projectId: r.projectId,
      suiteId: created.suiteId,
      commitSha: r.commitSha,
      url: suiteLink(deps.appUrl, created.suiteId),
      total: created.runIds.length,
    });
  }
  return created;
}
