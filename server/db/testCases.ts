import { eachStepParsed } from '../../src/steps/index.ts';
import type { Queryable } from './database.ts';
import type { ModelReading } from './stepReadings.ts';
import { Conditions, containsPattern, isoTime, type ListPage, type PageRequest } from './listQuery.ts';
import {
  RESULT_STATUSES,
  runResult,
  stepResult,
  type RunResult,
  type StepResult,
  type RunStatus,
  type RunStepStatus,
} from './runStatus.ts';
import type { Plan } from './users.ts';

export type ExecutionStatus = 'In Progress' | 'Paused';

export interface TestCaseView {
  id: number;
  project_id: number;
  title: string;
  environment_id: number | null;
  environment_label: string | null;
  goal: string;
  expected_result: string;
  execution_status: ExecutionStatus;
  result: RunResult;
  execution_start_date: string | null;
  /**
   * Each step with its latest result; `lastRun` in ISO 8601, as the contract writes it; `model_reading` what the model
   * read a step the grammar does not understand as, when it was asked.
   */
  steps: {
    id: number;
    steps: string;
    status: StepResult;
    lastRun: string | null;
    model_reading: ModelReading | null;
  }[];
  /** Whether every step is understood (by the step language, or read by the model), as stored when each was written. */
  understood: boolean;
  /**
   * Whether a step was added or reworded since the latest run, which so did not run the steps as they are: a step no
   * run has run, when the latest run has its steps (every run is queued with them).
   */
  changed_since_run: boolean;
  /** Times in ISO 8601, as the contract writes them. */
  created_at: string;
  updated_at: string;
}

export interface NewTestCase {
  projectId: number;
  environmentId: number;
  title: string;
  goal: string;
  steps: string[];
  expectedResult: string;
  executionStatus: ExecutionStatus;
  now: Date;
}

/**
 * Locks the organization's row until the transaction ends, so that two requests adding test
 * cases at once cannot both pass the plan's limit; answers the plan and the test cases used.
 */
export async function lockTestCaseAllowance(
  tx: Queryable,
  organizationId: number,
): Promise<{ plan: Plan; used: number }> {
  const [org] = await tx.query<{ plan: Plan }>('SELECT plan FROM organizations WHERE id = $1 FOR UPDATE', [
    organizationId,
  ]);
  const [count] = await tx.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM test_cases t JOIN projects p ON p.id = t.project_id
     WHERE p.organization_id = $1 AND NOT t.proposed`,
    [organizationId],
  );
  return { plan: org!.plan, used: count!.used };
}

export async function insertTestCase(tx: Queryable, t: NewTestCase): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO test_cases (project_id, environment_id, title, goal, expected_result, execution_status,
                             created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [t.projectId, t.environmentId, t.title, t.goal, t.expectedResult, t.executionStatus, t.now],
  );
  await insertSteps(
    tx,
    row!.id,
    t.steps.map((text, position) => ({ text, position })),
  );
  return row!.id;
}

/** Steps parsed between which the server serves other requests: a case of a hundred long steps holds none for long. */
const STEPS_A_TURN = 10;

/** Whether each step is understood, read a few at a time with the event loop's turn between. */
async function understood(texts: string[]): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (const parsed of eachStepParsed(texts)) {
    answers.push(parsed.ok);
    if (answers.length % STEPS_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return answers;
}

async function insertSteps(tx: Queryable, testCaseId: number, steps: { text: string; position: number }[]) {
  if (steps.length === 0) return;
  const understoodSteps = await understood(steps.map((s) => s.text));
  await tx.query(
    `INSERT INTO test_case_steps (test_case_id, position, text, understood)
     SELECT $1, u.position, u.text, u.understood
     FROM unnest($2::int[], $3::text[], $4::boolean[]) AS u(position, text, understood)`,
    [testCaseId, steps.map((s) => s.position), steps.map((s) => s.text), understoodSteps],
  );
}

/**
 * Replaces the steps of a test case. A step whose text is unchanged keeps its id (moved to its
 * new position), so its past results and issue stay attached; other steps are new. Steps that
 * change in any way make a new version of the test: its flakiness starts afresh.
 */
export async function replaceSteps(tx: Queryable, testCaseId: number, steps: string[]): Promise<void> {
  const unused = await tx.query<{ id: number; text: string }>(
    'SELECT id, text FROM test_case_steps WHERE test_case_id = $1 ORDER BY position, id',
    [testCaseId],
  );
  const changed = steps.length !== unused.length || steps.some((text, i) => unused[i]!.text !== text);
  const added: { text: string; position: number }[] = [];
  for (const [position, text] of steps.entries()) {
    const index = unused.findIndex((s) => s.text === text);
    if (index === -1) {
      added.push({ text, position });
      continue;
    }
    const [kept] = unused.splice(index, 1);
    await tx.query('UPDATE test_case_steps SET position = $2 WHERE id = $1', [kept!.id, position]);
  }
  if (unused.length > 0) {
    await tx.query('DELETE FROM test_case_steps WHERE id = ANY($1::int[])', [unused.map((s) => s.id)]);
  }
  await insertSteps(tx, testCaseId, added);
  if (changed) await startNewVersion(tx, testCaseId);
}

/**
 * The runs queued so far ran the steps as they were (a run copies them as it is queued): the test's flakiness is read
 * again from the runs after (migration 21), none yet, so a test quarantined before a fix is no longer.
 */
async function startNewVersion(tx: Queryable, testCaseId: number): Promise<void> {
  await tx.query(
    `UPDATE test_cases SET steps_changed_after_run = (SELECT COALESCE(max(id), 0) FROM runs) WHERE id = $1`,
    [testCaseId],
  );
  await tx.query(
    `SELECT refresh_flakiness_windows(array_agg(test_case_id), array_agg(environment_id))
     FROM flakiness_windows WHERE test_case_id = $1`,
    [testCaseId],
  );
}

export interface TestCaseChanges {
  title?: string;
  environmentId?: number;
  goal?: string;
  expectedResult?: string;
  executionStatus?: ExecutionStatus;
}

export async function updateTestCase(tx: Queryable, id: number, c: TestCaseChanges, now: Date): Promise<void> {
  await tx.query(
    `UPDATE test_cases SET
       title = COALESCE($2, title),
       environment_id = COALESCE($3, environment_id),
       goal = COALESCE($4, goal),
       expected_result = COALESCE($5, expected_result),
       execution_status = COALESCE($6, execution_status),
       updated_at = $7
     WHERE id = $1`,
    [
      id,
      c.title ?? null,
      c.environmentId ?? null,
      c.goal ?? null,
      c.expectedResult ?? null,
      c.executionStatus ?? null,
      now,
    ],
  );
}

/** The test case with this id in the organization (its id and project); undefined when missing or another's. */
export async function findTestCase(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<{ id: number; project_id: number } | undefined> {
  const [row] = await db.query<{ id: number; project_id: number }>(
    `SELECT t.id, t.project_id FROM test_cases t JOIN projects p ON p.id = t.project_id
     WHERE t.id = $1 AND p.organization_id = $2`,
    [id, organizationId],
  );
  return row;
}

export async function deleteTestCase(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM test_cases WHERE id = $1', [id]);
}

interface TestCaseRow extends Omit<TestCaseView, 'result' | 'execution_start_date' | 'steps'> {
  run_status: RunStatus | null;
  run_started_at: string | null;
  total: number | null;
  steps: {
    id: number;
    steps: string;
    status: RunStepStatus | null;
    lastRun: string | null;
    model_reading: ModelReading | null;
  }[];
}

export interface TestCaseFilter {
  /** Text in the title. */
  search: string;
  /**
   * The result the test case reads: its latest run's, or Draft when never run, when a step is not understood, or
   * when a step was added or reworded since (no run has run it).
   */
  status: RunResult | null;
}

/** A step the grammar understands, or the model read as an action when it was saved: a run knows what to do. */
const READABLE = `(s.understood OR jsonb_typeof(s.model_reading->'action') IS NOT DISTINCT FROM 'object')`;

const NOT_READY = `EXISTS (SELECT 1 FROM test_case_steps s WHERE s.test_case_id = tc.id
  AND (NOT ${READABLE} OR (NOT EXISTS (SELECT 1 FROM run_steps rs WHERE rs.test_case_step_id = s.id)
                            AND EXISTS (SELECT 1 FROM run_steps rs WHERE rs.run_id = latest.id))))`;

/** A test case's latest run, as `latest`. */
const LATEST_RUN = `LEFT JOIN LATERAL (
  SELECT r.id, r.status, r.started_at FROM runs r WHERE r.test_case_id = tc.id ORDER BY r.id DESC LIMIT 1
) latest ON true`;

/** A page of a project's test cases (proposals left out), in the order they were created, with how many match. */
export async function listTestCasePage(
  db: Queryable,
  projectId: number,
  filter: TestCaseFilter,
  { page, limit }: PageRequest,
): Promise<ListPage<TestCaseView>> {
  const where = new Conditions([]);
  where.add('tc.project_id = $? AND NOT tc.proposed', projectId);
  const search = filter.search.trim();
  if (search) where.add('tc.title ILIKE $?', containsPattern(search));
  if (filter.status === 'Draft') where.add(`(latest.status IS NULL OR ${NOT_READY})`);
  else if (filter.status) {
    where.add(`latest.status = ANY($?::text[]) AND NOT ${NOT_READY}`, RESULT_STATUSES[filter.status]);
  }
  const from = `FROM test_cases tc ${filter.status ? LATEST_RUN : ''} WHERE ${where}`;
  // The whole list's total is kept on the project; a search or a filter is counted. Either comes with the page's
  // ids, so that the page is one round trip, and only its test cases have their latest run and steps read.
  const total = search || filter.status ? 'count(*) OVER ()' : '(SELECT test_case_count FROM projects WHERE id = $1)';
  const n = where.params.length;
  const { items, total: counted } = await readTestCases(
    db,
    `SELECT tc.id, ${total} AS total ${from} ORDER BY tc.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, limit, (page - 1) * limit],
  );
  if (counted !== null) return { total: counted, items };
  // Past the last page: no row brings the total.
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [...where.params]);
  return { total: count!.total, items };
}

/** Test cases with their steps and their latest results, in the order they were created. */
export async function loadTestCases(
  db: Queryable,
  which: { projectId: number } | { ids: readonly number[] },
): Promise<TestCaseView[]> {
  const [where, param] =
    'projectId' in which ? ['project_id = $1 AND NOT proposed', which.projectId] : ['id = ANY($1::int[])', which.ids];
  const { items } = await readTestCases(db, `SELECT id, NULL::int AS total FROM test_cases WHERE ${where}`, [param]);
  return items;
}

/**
 * The test cases `chosen` selects (a query of their `id`s and a `total` to pass on), with their latest run and their
 * steps, in the order they were created; one query, the steps as a JSON list. Each is looked up by its id: joined,
 * both databases judged hashing every organization's test cases (2,000 of them) cheaper than 25 lookups (`OFFSET 0`
 * keeps PostgreSQL from turning the lookup back into that join).
 */
async function readTestCases(
  db: Queryable,
  chosen: string,
  params: unknown[],
): Promise<{ items: TestCaseView[]; total: number | null }> {
  const rows = await db.query<TestCaseRow>(
    `WITH chosen AS (${chosen})
     SELECT tc.id, tc.project_id, tc.title, tc.environment_id, e.label AS environment_label, tc.goal,
            tc.expected_result, tc.execution_status, ${isoTime('tc.created_at')} AS created_at,
            ${isoTime('tc.updated_at')} AS updated_at, latest.status AS run_status,
            ${isoTime('latest.started_at')} AS run_started_at, chosen.total::int AS total,
            COALESCE(steps.list, '[]') AS steps, COALESCE(steps.understood, true) AS understood,
            COALESCE(steps.unrun, false)
              AND EXISTS (SELECT 1 FROM run_steps rs WHERE rs.run_id = latest.id) AS changed_since_run
     FROM chosen
     CROSS JOIN LATERAL (SELECT * FROM test_cases t WHERE t.id = chosen.id OFFSET 0) tc
     LEFT JOIN environments e ON e.id = tc.environment_id
     ${LATEST_RUN}
     LEFT JOIN LATERAL (
       SELECT json_agg(json_build_object('id', s.id, 'steps', s.text, 'status', ran.status,
                                         'lastRun', ${isoTime('ran.finished_at')}, 'model_reading', s.model_reading)
                       ORDER BY s.position, s.id) AS list,
              bool_and(${READABLE}) AS understood, bool_or(ran.status IS NULL) AS unrun
       FROM test_case_steps s
       LEFT JOIN LATERAL (
         SELECT rs.status, rs.finished_at FROM run_steps rs
         WHERE rs.test_case_step_id = s.id ORDER BY rs.run_id DESC, rs.id DESC LIMIT 1
       ) ran ON true
       WHERE s.test_case_id = tc.id
     ) steps ON true
     ORDER BY tc.id`,
    params,
  );
  const items = rows.map(({ run_status, run_started_at, total: _total, steps, ...c }) => ({
    ...c,
    result: runResult(run_status),
    execution_start_date: run_started_at,
    steps: steps.map((step) => ({ ...step, status: stepResult(step.status) })),
  }));
  return { items, total: rows[0]?.total ?? null };
}
