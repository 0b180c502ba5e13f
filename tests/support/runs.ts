import type { Queryable } from '../../server/db/database.ts';
import type { RunStatus } from '../../server/db/runStatus.ts';

export interface SeedRunStep {
  stepId: number | null;
  text: string;
  status: 'passed' | 'failed' | 'skipped';
  message?: string;
  finishedAt: Date;
}

export interface SeedRun {
  projectId: number;
  testCaseId: number | null;
  title: string;
  environmentLabel?: string;
  environmentUrl?: string;
  status: RunStatus;
  startedAt?: Date | null;
  finishedAt?: Date | null;
  steps?: SeedRunStep[];
}

/** Records a run straight into the tables, so that the tests can check what the API reads from runs. */
export async function seedRun(db: Queryable, r: SeedRun): Promise<number> {
  const [run] = await db.query<{ id: number }>(
    `INSERT INTO runs (project_id, test_case_id, test_case_title, environment_label, environment_url, status,
                       started_at, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      r.projectId,
      r.testCaseId,
      r.title,
      r.environmentLabel ?? 'Staging',
      r.environmentUrl ?? 'https://staging.shop.test',
      r.status,
      r.startedAt ?? null,
      r.finishedAt ?? null,
    ],
  );
  for (const s of r.steps ?? []) {
    await db.query(
      `INSERT INTO run_steps (run_id, test_case_step_id, step_text, status, message, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [run!.id, s.stepId, s.text, s.status, s.message ?? '', s.finishedAt],
    );
  }
  return run!.id;
}

export const at = (iso: string) => new Date(iso);
