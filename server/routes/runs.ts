import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import {
  activeRunIds,
  correctRunClass,
  findRun,
  readArtifact,
  requestStop,
  type RunRow,
  type RunSource,
} from '../db/runRecords.ts';
import { runSourcesOf } from '../runner/runSources.ts';
import type { PageRequest } from '../db/listQuery.ts';
import {
  dashboard,
  latestRunSummary,
  listRunSummaries,
  runSummariesByIds,
  runSummariesOfSuite,
  type RunFilter,
} from '../db/runs.ts';
import type { ProjectRow } from '../db/projects.ts';
import { findSuite, suiteById, suiteCounts, type SuiteRow } from '../db/suites.ts';
import { flakinessPage } from '../flakiness/history.ts';
import { CLASS_NAMES, type FailureClass } from '../runner/classify.ts';
import { afterRunEnded } from '../runner/outcomes.ts';
import { startSuite } from '../runner/suites.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { checkArtifactSignature, signedArtifactPath } from '../security/signedLinks.ts';
import { RunEventStream } from '../http/runEventStream.ts';
import { runDetailView } from './runView.ts';
import { notFound, projectInScope } from './scope.ts';
import { plural } from '../../src/lib/format.ts';

type RunInput = BodyOf<'createRuns'>;

/** The test cases a run request names, each with the environment it runs against. */
function sourcesOf(request: Parameters<Handler>[0], db: Queryable, project: { id: number }, input: RunInput) {
  return runSourcesOf(db, authOf(request).organizationId, project, {
    testCaseIds: input.test_case_ids,
    all: input.all,
    failed: input.failed,
    environmentId: input.environment_id,
  });
}

export function runHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;
  const linkKey = createHmac('sha256', services.secretKey).update('run artifact links').digest();
  const link = (runId: number) => (artifactId: number) => signedArtifactPath(linkKey, runId, artifactId, now());
  const project = (request: Parameters<Handler>[0]) =>
    projectInScope(db, authOf(request), (request.query as { project_id?: number }).project_id);

  const suiteDeps = { db, runQueue: services.runQueue, notify: services.notify, appUrl: services.appUrl, now };
  const outcomeDeps = { db, appUrl: services.appUrl, notify: services.notify, log: console, now };

  async function queue(
    request: Parameters<Handler>[0],
    project: ProjectRow,
    sources: RunSource[],
    input: { retries?: number; commit_sha?: string },
  ) {
    const auth = authOf(request);
    const { suiteId, runIds } = await startSuite(suiteDeps, {
      projectId: project.id,
      userId: auth.userId,
      source: auth.apiKeyId === null ? 'manual' : 'ci',
      commitSha: input.commit_sha?.toLowerCase() ?? null,
      sources,
      stepTimeoutMs: project.step_timeout_ms,
      runTimeoutMs: project.run_timeout_ms,
      retries: input.retries ?? project.retries,
    });
    return { suiteId, runs: await runSummariesByIds(db, runIds) };
  }

  async function suiteView(suite: SuiteRow) {
    const [counts, runs] = await Promise.all([suiteCounts(db, suite.id), runSummariesOfSuite(db, suite.id)]);
    return {
      id: suite.id,
      project_id: suite.project_id,
      source: suite.source,
      status: suite.status,
      commit_sha: suite.commit_sha,
      created_at: suite.created_at.toISOString(),
      finished_at: suite.finished_at?.toISOString() ?? null,
      ...counts,
      runs,
    };
  }

  /** A run that ended here (stopped before it started) may have been its suite's last. */
  async function afterEnded(runIds: readonly number[]) {
    for (const id of runIds) await afterRunEnded(outcomeDeps, id);
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
      const query = request.query as PageRequest & {
        search?: string;
        result?: RunFilter['result'];
        failure_class?: FailureClass;
      };
      const filter = {
        search: query.search ?? '',
        result: query.result ?? null,
        failureClass: query.failure_class ?? null,
      };
      const { page, limit } = query;
      const { total, capped, items } = await listRunSummaries(db, (await project(request)).id, filter, { page, limit });
      return { success: true, meta: { page, limit, total, ...(capped ? { total_capped: true } : {}) }, data: items };
    },

    async getLatestRun(request) {
      return { success: true, data: await latestRunSummary(db, (await project(request)).id) };
    },

    async createRuns(request, reply) {
      const input = request.body as RunInput;
      const auth = authOf(request);
      const target = await projectInScope(db, auth, input.project_id);
      const sources = await sourcesOf(request, db, target, input);
      const { suiteId, runs } = await queue(request, target, sources, input);
      const suite = await suiteById(db, suiteId);
      reply.code(201);
      return {
        success: true,
        message: `${plural(runs.length, 'run')} queued.`,
        data: runs,
        suite: await suiteView(suite!),
      };
    },

    async rerunRun(request, reply) {
      const run = await runInScope(request);
      const auth = authOf(request);
      if (run.test_case_id === null) throw new ApiError(400, 'The test case of this run was deleted.');
      const target = await projectInScope(db, auth, run.project_id);
      const sources = await sourcesOf(request, db, target, {
        test_case_ids: [run.test_case_id],
        ...(run.environment_id ? { environment_id: run.environment_id } : {}),
      });
      const { runs } = await queue(request, target, sources, {});
      reply.code(201);
      return { success: true, message: '1 run queued.', data: runs };
    },

    async stopRun(request) {
      const run = await runInScope(request);
      await requestStop(db, run.id, now());
      await afterEnded([run.id]);
      const [summary] = await runSummariesByIds(db, [run.id]);
      const ended = run.status !== 'queued' && run.status !== 'running';
      return { success: true, message: ended ? 'The run had already ended.' : 'Stopping the run.', data: summary };
    },

    async stopAllRuns(request) {
      const target = await project(request);
      const active = await activeRunIds(db, target.id);
      for (const id of active) await requestStop(db, id, now());
      await afterEnded(active);
      return {
        success: true,
        message: active.length ? `Stopping ${plural(active.length, 'run')}.` : 'No run is under way.',
        data: { stopped: active.length },
      };
    },

    async getSuite(request) {
      const { id } = request.params as { id: number };
      const suite = await findSuite(db, authOf(request).organizationId, id);
      if (!suite) throw notFound('Suite', id);
      return { success: true, data: await suiteView(suite) };
    },

    async setRunClass(request) {
      const run = await runInScope(request);
      const { failure_class: failureClass } = request.body as { failure_class: FailureClass };
      if (!['failed', 'error', 'flaky'].includes(run.status) && run.failure_class === null) {
        throw new ApiError(400, 'Only a run that failed, was flaky or healed has a failure class.');
      }
      await correctRunClass(db, run.id, failureClass, authOf(request).userId, now());
      const updated = (await findRun(db, authOf(request).organizationId, run.id))!;
      return {
        success: true,
        message: `Marked as ${CLASS_NAMES[failureClass]}.`,
        data: await runDetailView(db, updated, link(run.id)),
      };
    },

    async listFlakiness(request) {
      const { page, limit, quarantined } = request.query as PageRequest & { quarantined?: boolean };
      const target = await project(request);
      const { total, items } = await flakinessPage(db, target.id, target.flaky_threshold, quarantined ?? null, {
        page,
        limit,
      });
      return {
        success: true,
        meta: { page, limit, total },
        data: { threshold: target.flaky_threshold, tests: items.map(({ last_run_id: _last, ...t }) => t) },
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
