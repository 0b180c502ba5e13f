import type { Database } from '../../server/db/database.ts';

/**
 * Locks the rows `selectSql` picks (it ends in FOR UPDATE) in a transaction left open, as a request writing them
 * would; `release` commits it.
 */
export async function holdRowLock(
  db: Database,
  selectSql: string,
  params: unknown[],
): Promise<{ release: () => Promise<void> }> {
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query(selectSql, params);
    locked();
    await finished;
  });
  await Promise.race([isLocked, transaction]);
  return {
    async release() {
      finish();
      await transaction;
    },
  };
}

/** What `work` answers, or 'still waiting' when it has not answered within `ms`. */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'still waiting'>((resolve) => (timer = setTimeout(() => resolve('still waiting'), ms)));
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
