import type { Action } from '../../src/steps/action.ts';
import type { Queryable } from './database.ts';

/**
 * What the language model read a step the grammar does not understand as: an action, or why it gave none. Kept by
 * the step's words in a project (step_readings) and with each saved step (test_case_steps.model_reading).
 */
export interface ModelReading {
  /** The model that answered. */
  model: string;
  action: Action | null;
  /** Why the model gave no action; null when it gave one. */
  reason: string | null;
}

/** The readings of these texts in the project, by text: the model was asked for each once. */
export async function cachedReadings(
  db: Queryable,
  projectId: number,
  texts: readonly string[],
): Promise<Map<string, ModelReading>> {
  if (texts.length === 0) return new Map();
  const rows = await db.query<{ text: string; reading: ModelReading }>(
    `SELECT text, reading FROM step_readings
     WHERE project_id = $1 AND text_md5 = ANY(SELECT md5(t) FROM unnest($2::text[]) AS t) AND text = ANY($2::text[])`,
    [projectId, texts],
  );
  return new Map(rows.map((r) => [r.text, r.reading]));
}

/**
 * Keeps the model's reading of a text in the project, and gives it to the project's saved steps of that text that
 * have none yet (a save that did not wait for the answer).
 */
export async function keepReading(
  db: Queryable,
  projectId: number,
  text: string,
  reading: ModelReading,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO step_readings (project_id, text, reading, read_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, text_md5) DO UPDATE SET reading = EXCLUDED.reading, read_at = EXCLUDED.read_at`,
    [projectId, text, JSON.stringify(reading), now],
  );
  await db.query(
    `UPDATE test_case_steps s SET model_reading = $3
     FROM test_cases tc
     WHERE tc.id = s.test_case_id AND tc.project_id = $1 AND s.text = $2
       AND NOT s.understood AND s.model_reading IS NULL`,
    [projectId, text, JSON.stringify(reading)],
  );
}

/** Gives the steps of these test cases that the grammar does not understand the readings their project has of them. */
export async function attachReadings(db: Queryable, testCaseIds: readonly number[]): Promise<void> {
  if (testCaseIds.length === 0) return;
  await db.query(
    `UPDATE test_case_steps s SET model_reading = r.reading
     FROM test_cases tc, step_readings r
     WHERE s.test_case_id = ANY($1::int[]) AND tc.id = s.test_case_id
       AND r.project_id = tc.project_id AND r.text_md5 = md5(s.text) AND r.text = s.text
       AND NOT s.understood AND s.model_reading IS NULL`,
    [testCaseIds],
  );
}

/**
 * The model's actions stored with a run's test-case steps, by step id: only where the step's words are still those
 * the run was queued with (a run copies them).
 */
export async function storedActions(
  db: Queryable,
  steps: readonly { test_case_step_id: number | null; step_text: string }[],
): Promise<Map<number, Action>> {
  const ids = steps.flatMap((s) => (s.test_case_step_id === null ? [] : [s.test_case_step_id]));
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; text: string; action: Action }>(
    `SELECT id, text, model_reading->'action' AS action FROM test_case_steps
     WHERE id = ANY($1::int[]) AND jsonb_typeof(model_reading->'action') = 'object'`,
    [ids],
  );
  const textOf = new Map(steps.map((s) => [s.test_case_step_id, s.step_text]));
  return new Map(rows.filter((r) => textOf.get(r.id) === r.text).map((r) => [r.id, r.action]));
}
