import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { findEnvironment } from '../db/environments.ts';
import {
  activeRunIds,
  findRun,
  insertRuns,
  readArtifact,
  requestStop,
  finishRun,
  type RunRow,
  type RunSource,
} from '../db/runRecords.ts';
import { dashboard, latestRunSummary, listRunSummaries, runSummariesByIds } from '../db/runs.ts';
import { loadTestCases, type TestCaseView } from '../db/testCases.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { checkArtifactSignature, signedArtifactPath } from '../security/signedLinks.ts';
import { environmentOfProject } from './testCases.ts';
import { RunEventStream } from '../http/runEventStream.ts';
import { runDetailView } from './runView.ts';
import { notFound, projectInScope } from './scope.ts';

type RunInput = BodyOf<'createRuns'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The test cases a run request names, each with the environment it runs against. */
async function sourcesOf(
  db: Queryable,
  request: Parameters<Handler>[0],
  project: { id: number },
  input: RunInput,
): Promise<RunSource[]> {
  const auth = authOf(request);
  const picked = [input.test_case_ids !== undefined, input.all === true, input.failed === true].filter(Boolean).length;
  if (picked !== 1) {
    throw new ApiError(400, "Say which test cases to run: 'test_case_ids', or 'all': true, or 'failed': true.");
  }
  const chosen = input.environment_id ? await environmentOfProject(db, auth, input.environment_id, project) : null;
  let cases: TestCaseView[];
  if (input.test_case_ids) {
    cases = await loadTestCases(db, { ids: input.test_case_ids });
    const found = new Set(cases.filter((c) => c.project_id === project.id).map((c) => c.id));
    const missing = input.test_case_ids.find((id) => !found.has(id));
    if (missing !== undefined) throw notFound('Test case', missing);
  } else {
    cases = (await loadTestCases(db, { projectId: project.id })).filter((c) =>
      input.all ? c.execution_status !== 'Paused' : c.result === 'Failed',
    );
    if (cases.length === 0) {
      throw new ApiError(
        400,
        input.all ? 'The project has no test cases to run.' : 'No test case failed on its last run.',
      );
    }
  }
  const sources: RunSource[] = [];
  for (const c of cases) {
    const environment =
      chosen ??
      (c.environment_id === null ? undefined : await findEnvironment(db, auth.organizationId, c.environment_id));
    if (!environment) {
      throw new ApiError(400, `Test case ${c.id} (“${c.title}”) has no environment: choose one to run it against.`);
    }
    sources.push({
      testCaseId: c.id,
      title: c.title,
      environmentId: environment.id,
      environmentLabel: environment.label,
      environmentUrl: environment.url,
      steps: c.steps.map((s) => ({ id: s.id, text: s.steps })),
    });
  }
  return sources;
}

export function runHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;
  const linkKey = createHmac('sha256', services.secretKey).update('run artifact links').digest();
  const link = (runId: number) => (artifactId: number) => signedArtifactPath(linkKey, runId, artifactId, now());
  const project = (request: Parameters<Handler>[0]) =>
    projectInScope(db, authOf(request), (request.query as { project_id?: number }).project_id);

  async function queue(
    projectId: number,
    userId: number,
    sources: RunSource[],
    stepTimeoutMs: number,
    runTimeoutMs: number,
  ) {
    const ids = await db.transaction((tx) =>
      insertRuns(tx, { projectId, userId, sources, stepTimeoutMs, runTimeoutMs, now: now() }),
    );
    try {
      await services.runQueue?.enqueue(ids);
    } catch (error) {
      for (const id of ids) await finishRun(db, id, 'error', 'The run could not be queued; try again.', now());
      throw error;
    }
    return runSummariesByIds(db, ids);
  }

  async function runInScope(request: Parameters<Handler>[0]): Promise<RunRow> {
    const { id } = request.params as { id: number };
    const run = await findRun(db, authOf(request).organizationId, id);
    if (!run) throw notFound('Run', id);
    return run;
  }

  return {
    async getDashboard(request) {
      return { success: true, data: await dashboard(db, (await project(request)).id, now()) };
    },

    async listResults(request) {
      return { success: true, data: await listRunSummaries(db, (await project(request)).id) };
    },

    async getLatestRun(request) {
      return { success: true, data: await latestRunSummary(db, (await project(request)).id) };
    },

    async createRuns(request, reply) {
      const input = request.body as RunInput;
      const auth = authOf(request);
      const target = await projectInScope(db, auth, input.project_id);
      const sources = await sourcesOf(db, request, target, input);
      const data = await queue(target.id, auth.userId, sources, target.step_timeout_ms, target.run_timeout_ms);
      reply.code(201);
      return { success: true, message: `${plural(data.length, 'run')} queued.`, data };
    },

    async rerunRun(request, reply) {
      const run = await runInScope(request);
      const auth = authOf(request);
      if (run.test_case_id === null) throw new ApiError(400, 'The test case of this run was deleted.');
      const target = await projectInScope(db, auth, run.project_id);
      const sources = await sourcesOf(db, request, target, {
        test_case_ids: [run.test_case_id],
        ...(run.environment_id ? { environment_id: run.environment_id } : {}),
      });
      const data = await queue(target.id, auth.userId, sources, target.step_timeout_ms, target.run_timeout_ms);
      reply.code(201);
      return { success: true, message: '1 run queued.', data };
    },

    async stopRun(request) {
      const run = await runInScope(request);
      await requestStop(db, run.id, now());
      const [summary] = await runSummariesByIds(db, [run.id]);
      const ended = run.status !== 'queued' && run.status !== 'running';
      return { success: true, message: ended ? 'The run had already ended.' : 'Stopping the run.', data: summary };
    },

    async stopAllRuns(request) {
      const target = await project(request);
      const active = await activeRunIds(db, target.id);
      for (const id of active) await requestStop(db, id, now());
      return {
        success: true,
        message: active.length ? `Stopping ${plural(active.length, 'run')}.` : 'No run is under way.',
        data: { stopped: active.length },
      };
    },

    async getRun(request) {
      const run = await runInScope(request);
      return { success: true, data: await runDetailView(db, run, link(run.id)) };
    },

    async streamRunEvents(request, reply) {
      const run = await runInScope(request);
      const lastEventId = (request.headers as { 'last-event-id'?: string })['last-event-id'];
      if (lastEventId !== undefined && !/^[0-9]{1,18}$/.test(lastEventId)) {
        throw new ApiError(400, 'Last-Event-ID must be the id of an event this stream sent (digits only).');
      }
      reply.hijack();
      const stream = new RunEventStream(db, run.id, reply.raw, link(run.id), services.runEvents);
      await stream.start(lastEventId).catch((error: unknown) => {
        request.log.error({ err: error, runId: run.id }, 'run event stream');
        stream.close();
      });
    },

    async getRunArtifact(request, reply) {
      const { id, artifactId } = request.params as { id: number; artifactId: number };
      const { expires, signature } = request.query as { expires: number; signature: string };
      const check = checkArtifactSignature(linkKey, { runId: id, artifactId, expires, signature }, now());
      if (check !== 'ok') {
        throw new ApiError(
          403,
          check === 'expired' ? 'This link has expired: open the run again.' : 'This link is not valid.',
        );
      }
      const artifact = await readArtifact(db, id, artifactId);
      if (!artifact) throw notFound('Artifact', artifactId);
      return reply
        .type(artifact.content_type)
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', `inline; filename="${artifact.name}"`)
        .send(Buffer.from(artifact.content));
    },
  };
}
