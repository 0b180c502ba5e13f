import type { Action } from '../../src/steps/action.ts';
import type { Queryable } from './database.ts';

/** The model's actions for steps of an environment, by step key (the replay cache of model answers). */
export async function loadStepActions(
  db: Queryable,
  environmentId: number,
  keys: readonly string[],
): Promise<Map<string, Action>> {
  const rows = await db.query<{ step_key: string; action: Action }>(
    'SELECT step_key, action FROM step_actions WHERE environment_id = $1 AND step_key = ANY($2::text[])',
    [environmentId, keys],
  );
  return new Map(rows.map((r) => [r.step_key, r.action]));
}

/** Keeps the model's actions of a passing run, so the next run of these steps needs no model. */
export async function saveStepActions(
  db: Queryable,
  environmentId: number,
  entries: { key: string; action: Action }[],
  model: string,
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO step_actions (environment_id, step_key, action, model, updated_at)
     SELECT $1, e.key, e.action, $4, $5 FROM unnest($2::text[], $3::jsonb[]) AS e(key, action)
     ON CONFLICT (environment_id, step_key)
     DO UPDATE SET action = EXCLUDED.action, model = EXCLUDED.model, updated_at = EXCLUDED.updated_at`,
    [environmentId, entries.map((e) => e.key), entries.map((e) => JSON.stringify(e.action)), model, now],
  );
}

export async function addModelTokens(db: Queryable, runId: number, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await db.query('UPDATE runs SET model_tokens = model_tokens + $2 WHERE id = $1', [runId, tokens]);
}

export async function setExplanation(db: Queryable, runId: number, text: string): Promise<void> {
  await db.query('UPDATE runs SET explanation = $2 WHERE id = $1', [runId, text]);
}
