import { isUniqueViolation } from '../db/database.ts';
import { insertEnvironment, labelTaken, listEnvironments, type EnvironmentRow } from '../db/environments.ts';
import { insertProject, listProjectSummaries, projectSummary, updateProject, type ProjectRow } from '../db/projects.ts';
import { advanceOnboarding, setCurrentProject } from '../db/users.ts';
import { authOf } from '../http/auth.ts';
import { ApiError } from '../http/errors.ts';
import { isAbsoluteHttpUrl, requiredText, URL_EXAMPLE } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import { environmentInput, environmentView, labelInUse } from './environmentFields.ts';
import { projectInScope } from './scope.ts';

function projectView(p: ProjectRow, environments: EnvironmentRow[]) {
  return {
    id: p.id,
    name: p.name,
    environments: environments.map(environmentView),
    start_urls: p.start_urls,
    created_at: p.created_at,
    step_timeout_ms: p.step_timeout_ms,
    run_timeout_ms: p.run_timeout_ms,
    retries: p.retries,
    flaky_threshold: p.flaky_threshold,
    trace_policy: p.trace_policy,
    screenshot_policy: p.screenshot_policy,
  };
}

export function projectHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async listProjects(request) {
      return { success: true, data: await listProjectSummaries(db, authOf(request).organizationId) };
    },

    async createProject(request, reply) {
      const auth = authOf(request);
      const body = request.body as BodyOf<'createProject'>;
      const name = requiredText(body.name, 'name');
      const environments = body.environments.map((e, i) => environmentInput(e, `environments.${i}.`));
      const seen = new Set<string>();
      environments.forEach(({ label }, i) => {
        if (seen.has(label.toLowerCase())) throw labelInUse(label, `environments.${i}.label`);
        seen.add(label.toLowerCase());
      });
      const startUrls: string[] = [];
      (body.extra_urls ?? []).forEach((raw, i) => {
        const url = raw.trim();
        if (!url) return; // an extra URL input left empty
        if (!isAbsoluteHttpUrl(url)) {
          throw new ApiError(400, `'extra_urls.${i}' must be an absolute http(s) URL, ${URL_EXAMPLE}.`);
        }
        startUrls.push(url);
      });

      const create = db.transaction(async (tx) => {
        const project = await insertProject(tx, {
          organizationId: auth.organizationId,
          name,
          startUrls,
          now: now(),
        });
        const rows: EnvironmentRow[] = [];
        for (const e of environments)
          rows.push(await insertEnvironment(tx, { projectId: project.id, ...e, now: now() }));
        await setCurrentProject(tx, auth.userId, project.id);
        await advanceOnboarding(tx, auth.userId, 1);
        return projectView(project, rows);
      });
      const data = await create.catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ApiError(400, 'Environment labels must differ within a project.');
        throw error;
      });
      reply.code(201);
      return { success: true, message: 'Project created.', data };
    },

    async getProject(request) {
      const { projectId } = request.params as { projectId: number };
      const project = await projectInScope(db, authOf(request), projectId);
      return { success: true, data: projectView(project, await listEnvironments(db, project.id)) };
    },

    async updateProject(request) {
      const { projectId } = request.params as { projectId: number };
      const project = await projectInScope(db, authOf(request), projectId);
      const body = request.body as BodyOf<'updateProject'>;
      if (
        body.run_timeout_ms !== undefined &&
        body.run_timeout_ms < (body.step_timeout_ms ?? project.step_timeout_ms)
      ) {
        throw new ApiError(400, "'run_timeout_ms' must be at least the time a step may take ('step_timeout_ms').");
      }
      const updated = await updateProject(db, project.id, {
        ...(body.name !== undefined ? { name: requiredText(body.name, 'name') } : {}),
        ...(body.step_timeout_ms !== undefined ? { stepTimeoutMs: body.step_timeout_ms } : {}),
        ...(body.run_timeout_ms !== undefined ? { runTimeoutMs: body.run_timeout_ms } : {}),
        ...(body.retries !== undefined ? { retries: body.retries } : {}),
        ...(body.flaky_threshold !== undefined ? { flakyThreshold: body.flaky_threshold } : {}),
        ...(body.trace_policy !== undefined ? { tracePolicy: body.trace_policy } : {}),
        ...(body.screenshot_policy !== undefined ? { screenshotPolicy: body.screenshot_policy } : {}),
      });
      return {
        success: true,
        message: 'Project updated.',
        data: projectView(updated, await listEnvironments(db, project.id)),
      };
    },

    async selectProject(request) {
      const auth = authOf(request);
      const { project_id } = request.body as BodyOf<'selectProject'>;
      const project = await projectInScope(db, auth, project_id);
      await setCurrentProject(db, auth.userId, project.id);
      return { success: true, data: await projectSummary(db, project.id) };
    },

    async listEnvironments(request) {
      const { projectId } = request.params as { projectId: number };
      const project = await projectInScope(db, authOf(request), projectId);
      return { success: true, data: (await listEnvironments(db, project.id)).map(environmentView) };
    },

    async addEnvironment(request, reply) {
      const { projectId } = request.params as { projectId: number };
      const project = await projectInScope(db, authOf(request), projectId);
      const input = environmentInput(request.body as BodyOf<'addEnvironment'>, '');
      if (await labelTaken(db, project.id, input.label)) throw labelInUse(input.label, 'label');
      let environment: EnvironmentRow;
      try {
        environment = await insertEnvironment(db, { projectId: project.id, ...input, now: now() });
      } catch (error) {
        // Another request added the same label in the meantime.
        if (isUniqueViolation(error)) throw labelInUse(input.label, 'label');
        throw error;
      }
      reply.code(201);
      return { success: true, message: 'Environment added.', data: environmentView(environment) };
    },
  };
}
