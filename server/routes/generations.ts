import {
  findGeneration,
  insertGeneration,
  keepProposals,
  listGenerations,
  proposalsOf,
  testCasesOfGeneration,
  type GenerationRow,
  type GenerationSource,
} from '../db/generations.ts';
import { lockTestCaseAllowance } from '../db/testCases.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { Handler, Services } from '../http/types.ts';
import { MODEL_OFF_MESSAGE } from '../llm/config.ts';
import { testCaseLimitProblem } from '../plans.ts';
import type { Queryable } from '../db/database.ts';
import { environmentOfProject } from './testCases.ts';
import { notFound, projectInScope } from './scope.ts';

/** How many pages the explorer visits unless told. */
export const DEFAULT_MAX_PAGES = 12;

/** A generation still exploring after this long lost its worker (the queue gives up on it at 15 minutes). */
const ABANDONED_AFTER_MS = 16 * 60 * 1000;
const ABANDONED = 'The worker generating these tests stopped before it finished; start it again.';

/**
 * A generation as the contract shows it. While its proposals run it reads 'running'; once every
 * proposal's run has ended, 'done' (the job's part ended when it queued them).
 */
export async function generationView(db: Queryable, g: GenerationRow, now: Date) {
  const proposals = await proposalsOf(db, g.id);
  const running = proposals.some((p) => p.run_status === 'queued' || p.run_status === 'running');
  const abandoned =
    (g.status === 'queued' || g.status === 'exploring') && now.getTime() - g.created_at.getTime() > ABANDONED_AFTER_MS;
  const status = abandoned ? 'failed' : g.status === 'running' && !running ? 'done' : g.status;
  return {
    id: g.id,
    project_id: g.project_id,
    environment_id: g.environment_id,
    environment_label: g.environment_label,
    source: g.source,
    input: g.input,
    status,
    message: abandoned ? ABANDONED : g.message,
    pages: g.pages,
    proposals,
    model_tokens: g.model_tokens,
    suite_id: g.suite_id,
    created_at: g.created_at.toISOString(),
    finished_at: g.finished_at?.toISOString() ?? null,
  };
}

export function generationHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  async function generationInScope(organizationId: number, id: number) {
    const generation = await findGeneration(db, organizationId, id);
    if (!generation) throw notFound('Generation', id);
    return generation;
  }

  return {
    async getModelStatus() {
      return { success: true, data: services.model };
    },

    async listGenerations(request) {
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      const rows = await listGenerations(db, project.id);
      return { success: true, data: await Promise.all(rows.map((g) => generationView(db, g, now()))) };
    },

    async getGeneration(request) {
      const { id } = request.params as { id: number };
      const generation = await generationInScope(authOf(request).organizationId, id);
      return { success: true, data: await generationView(db, generation, now()) };
    },

    async createGeneration(request, reply) {
      const auth = authOf(request);
      const body = request.body as {
        project_id?: number;
        environment_id: number;
        source: GenerationSource;
        text?: string;
        max_pages?: number;
      };
      const project = await projectInScope(db, auth, body.project_id);
      const environment = await environmentOfProject(db, auth, body.environment_id, project);
      const text = body.text?.trim() ?? '';
      if (body.source !== 'explore') {
        if (!services.model.enabled) throw new ApiError(400, MODEL_OFF_MESSAGE);
        if (text === '') {
          throw new ApiError(
            400,
            body.source === 'goal'
              ? "'text': describe the goal in plain words."
              : "'text': paste the bug report (what happened, and what should have).",
          );
        }
      }
      if (!services.generator) {
        throw new ApiError(400, 'This server runs no generator: start it with its runner (npm start).');
      }
      const id = await insertGeneration(db, {
        projectId: project.id,
        environmentId: environment.id,
        environmentLabel: environment.label,
        source: body.source,
        input: body.source === 'explore' ? environment.url : text,
        maxPages: body.max_pages ?? DEFAULT_MAX_PAGES,
        userId: auth.userId,
        now: now(),
      });
      await services.generator.enqueue(id);
      const generation = await generationInScope(auth.organizationId, id);
      reply.code(201);
      return {
        success: true,
        message:
          body.source === 'explore'
            ? `Exploring ${environment.label}: proposals appear as they run.`
            : 'Generating a test case with the model.',
        data: await generationView(db, generation, now()),
      };
    },

    async keepProposals(request) {
      const auth = authOf(request);
      const { id } = request.params as { id: number };
      const { test_case_ids } = request.body as { test_case_ids: number[] };
      const generation = await generationInScope(auth.organizationId, id);
      const found = new Set(await testCasesOfGeneration(db, generation.id, test_case_ids));
      const missing = test_case_ids.find((t) => !found.has(t));
      if (missing !== undefined) throw new ApiError(404, `Test case ${missing} is not a proposal of this generation.`);
      const kept = await db.transaction(async (tx) => {
        const { plan, used } = await lockTestCaseAllowance(tx, auth.organizationId);
        const proposals = (await proposalsOf(tx, generation.id)).filter(
          (p) => !p.kept && test_case_ids.includes(p.test_case_id),
        );
        const problem = testCaseLimitProblem(plan, used, proposals.length);
        if (problem) throw new ApiError(403, problem);
        return keepProposals(tx, generation.id, test_case_ids);
      });
      return {
        success: true,
        message: kept === 1 ? 'Kept 1 test case.' : `Kept ${kept} test cases.`,
        data: await generationView(db, generation, now()),
      };
    },
  };
}
