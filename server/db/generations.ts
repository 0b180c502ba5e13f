import type { Queryable } from './database.ts';
import { runResult, type RunResult, type RunStatus } from './runStatus.ts';

export type GenerationSource = 'explore' | 'goal' | 'bug';
export type GenerationStatus = 'queued' | 'exploring' | 'running' | 'done' | 'failed';
export type ProposalKind = 'page' | 'form' | 'signIn' | 'navigation' | 'goal';

/** What the explorer saw of one page. */
export interface GeneratedPage {
  url: string;
  title: string;
  heading: string | null;
  console_errors: number;
  signed_in: boolean;
}

export interface GenerationRow {
  id: number;
  project_id: number;
  environment_id: number | null;
  environment_label: string;
  source: GenerationSource;
  input: string;
  max_pages: number;
  status: GenerationStatus;
  message: string;
  pages: GeneratedPage[];
  model_tokens: number;
  suite_id: number | null;
  created_by: number | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface ProposalRow {
  test_case_id: number;
  title: string;
  kind: ProposalKind;
  steps: string[];
  kept: boolean;
  run_id: number | null;
  run_status: RunStatus | null;
  result: RunResult;
  message: string;
}

const SELECT_GENERATION = `
  SELECT g.id, g.project_id, g.environment_id, g.environment_label, g.source, g.input, g.max_pages, g.status,
         g.message, g.pages, g.model_tokens, g.suite_id, g.created_by, g.created_at, g.finished_at
  FROM generations g`;

export async function insertGeneration(
  db: Queryable,
  g: {
    projectId: number;
    environmentId: number;
    environmentLabel: string;
    source: GenerationSource;
    input: string;
    maxPages: number;
    userId: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO generations (project_id, environment_id, environment_label, source, input, max_pages, created_by,
                              created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [g.projectId, g.environmentId, g.environmentLabel, g.source, g.input, g.maxPages, g.userId, g.now],
  );
  return row!.id;
}

/** The generation if the organization has it. */
export async function findGeneration(
  db: Queryable,
  organizationId: number,
  id: number,
): Promise<GenerationRow | undefined> {
  const [row] = await db.query<GenerationRow>(
    `${SELECT_GENERATION} JOIN projects p ON p.id = g.project_id WHERE g.id = $1 AND p.organization_id = $2`,
    [id, organizationId],
  );
  return row;
}

export async function generationById(db: Queryable, id: number): Promise<GenerationRow | undefined> {
  const [row] = await db.query<GenerationRow>(`${SELECT_GENERATION} WHERE g.id = $1`, [id]);
  return row;
}

export const GENERATIONS_LISTED = 20;

export function listGenerations(db: Queryable, projectId: number): Promise<GenerationRow[]> {
  return db.query<GenerationRow>(`${SELECT_GENERATION} WHERE g.project_id = $1 ORDER BY g.id DESC LIMIT $2`, [
    projectId,
    GENERATIONS_LISTED,
  ]);
}

/** Moves a generation on; fields not given stay as they are. */
export async function updateGeneration(
  db: Queryable,
  id: number,
  u: {
    status?: GenerationStatus;
    message?: string;
    pages?: GeneratedPage[];
    addTokens?: number;
    suiteId?: number;
    finishedAt?: Date;
  },
): Promise<void> {
  await db.query(
    `UPDATE generations SET status = COALESCE($2, status), message = COALESCE($3, message),
            pages = COALESCE($4::jsonb, pages), model_tokens = model_tokens + $5,
            suite_id = COALESCE($6, suite_id), finished_at = COALESCE($7, finished_at)
     WHERE id = $1`,
    [
      id,
      u.status ?? null,
      u.message ?? null,
      u.pages ? JSON.stringify(u.pages) : null,
      u.addTokens ?? 0,
      u.suiteId ?? null,
      u.finishedAt ?? null,
    ],
  );
}

/** A proposal: a test case of the generation, left out of the project's lists until kept. */
export async function insertProposal(
  db: Queryable,
  p: {
    generationId: number;
    projectId: number;
    environmentId: number;
    kind: ProposalKind;
    title: string;
    goal: string;
    expectedResult: string;
    steps: string[];
    now: Date;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO test_cases (project_id, environment_id, title, goal, expected_result, execution_status,
                             created_at, updated_at, generation_id, proposed, proposal_kind)
     VALUES ($1, $2, $3, $4, $5, 'In Progress', $6, $6, $7, true, $8) RETURNING id`,
    [p.projectId, p.environmentId, p.title, p.goal, p.expectedResult, p.now, p.generationId, p.kind],
  );
  await db.query(
    `INSERT INTO test_case_steps (test_case_id, position, text)
     SELECT $1, u.position, u.text FROM unnest($2::int[], $3::text[]) AS u(position, text)`,
    [row!.id, p.steps.map((_, i) => i), p.steps],
  );
  return row!.id;
}

/** The generation's test cases (kept or not; discarded ones are gone), each with its latest run. */
export async function proposalsOf(db: Queryable, generationId: number): Promise<ProposalRow[]> {
  const rows = await db.query<Omit<ProposalRow, 'result'> & { message: string | null }>(
    `SELECT tc.id AS test_case_id, tc.title, tc.proposal_kind AS kind, NOT tc.proposed AS kept,
            COALESCE((SELECT array_agg(s.text ORDER BY s.position) FROM test_case_steps s
                      WHERE s.test_case_id = tc.id), '{}') AS steps,
            latest.id AS run_id, latest.status AS run_status, latest.message
     FROM test_cases tc
     LEFT JOIN LATERAL (
       SELECT r.id, r.status, r.message FROM runs r WHERE r.test_case_id = tc.id ORDER BY r.id DESC LIMIT 1
     ) latest ON true
     WHERE tc.generation_id = $1
     ORDER BY tc.id`,
    [generationId],
  );
  return rows.map((r) => ({ ...r, message: r.message ?? '', result: runResult(r.run_status) }));
}

/** Keeps the named proposals of the generation; answers how many were still proposals. */
export async function keepProposals(db: Queryable, generationId: number, testCaseIds: readonly number[]) {
  const rows = await db.query<{ id: number }>(
    `UPDATE test_cases SET proposed = false WHERE generation_id = $1 AND id = ANY($2::int[]) AND proposed
     RETURNING id`,
    [generationId, testCaseIds],
  );
  return rows.length;
}

/** Which of the ids are test cases of this generation (kept or not). */
export async function testCasesOfGeneration(
  db: Queryable,
  generationId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM test_cases WHERE generation_id = $1 AND id = ANY($2::int[])',
    [generationId, ids],
  );
  return rows.map((r) => r.id);
}

/** The organization a project belongs to (a worker starts from ids alone). */
export async function organizationOfProject(db: Queryable, projectId: number): Promise<number | undefined> {
  const [row] = await db.query<{ organization_id: number }>('SELECT organization_id FROM projects WHERE id = $1', [
    projectId,
  ]);
  return row?.organization_id;
}
