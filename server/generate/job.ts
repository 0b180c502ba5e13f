import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { findEnvironment, type EnvironmentRow } from '../db/environments.ts';
import {
  generationById,
  insertProposal,
  organizationOfProject,
  updateGeneration,
  type GeneratedPage,
  type GenerationRow,
} from '../db/generations.ts';
import { findProject, type ProjectRow } from '../db/projects.ts';
import { base32Decode, totp } from '../security/totp.ts';
import type { BrowserPool } from '../runner/browser.ts';
import type { PrivateNetworks } from '../runner/egress.ts';
import { runSourcesOf } from '../runner/runSources.ts';
import { startSuite, type SuiteDeps } from '../runner/suites.ts';
import { accountsOf } from '../runner/worker.ts';
import { draftsOf, pagesSeen, withPlanned, type Draft } from './drafts.ts';
import { draftFromGoal } from './fromGoal.ts';
import { MODEL_OFF_MESSAGE } from '../llm/config.ts';
import type { ModelProvider } from '../llm/provider.ts';
import { explore } from './explorer.ts';
import { planFromGraph } from './modelPlan.ts';
import { plural } from '../../src/lib/format.ts';

export interface GenerationDeps extends SuiteDeps {
  /** The language model, when one is configured: goals and bug reports need it. */
  model: ModelProvider | null;
  db: Database;
  browsers: BrowserPool;
  secretKey: Buffer;
  privateNetworks: PrivateNetworks | null;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Where a generation runs: its project (with its run limits) and environment, both still there. */
interface Target {
  organizationId: number;
  project: ProjectRow;
  environment: EnvironmentRow;
}

async function targetOf(db: Database, g: GenerationRow): Promise<Target | null> {
  const organizationId = await organizationOfProject(db, g.project_id);
  if (organizationId === undefined || g.environment_id === null) return null;
  const [project, environment] = await Promise.all([
    findProject(db, organizationId, g.project_id),
    findEnvironment(db, organizationId, g.environment_id),
  ]);
  return project && environment ? { organizationId, project, environment } : null;
}

/** A generation that ended without proposals for a reason the user can act on (not a fault of ours). */
class NothingToPropose extends Error {}

/**
 * Writes the drafts as proposals and runs each once, in one suite, against the environment: a
 * proposal is shown with the result of its run, never before it ran.
 */
async function proposeAndRun(deps: GenerationDeps, g: GenerationRow, target: Target, drafts: Draft[]) {
  const { db } = deps;
  const ids = await db.transaction(async (tx) => {
    const created: number[] = [];
    for (const d of drafts) {
      created.push(
        await insertProposal(tx, {
          generationId: g.id,
          projectId: target.project.id,
          environmentId: target.environment.id,
          kind: d.kind,
          title: d.title.slice(0, 200),
          goal: d.goal.slice(0, 2000),
          expectedResult: d.expectedResult.slice(0, 200),
          steps: d.steps.slice(0, 100),
          now: deps.now(),
        }),
      );
    }
    return created;
  });
  const sources = await runSourcesOf(db, target.organizationId, target.project, {
    testCaseIds: ids,
    environmentId: target.environment.id,
  });
  const { suiteId } = await startSuite(deps, {
    projectId: target.project.id,
    userId: g.created_by,
    source: 'manual',
    sources,
    stepTimeoutMs: target.project.step_timeout_ms,
    runTimeoutMs: target.project.run_timeout_ms,
    // A proposal runs once: its result is what it does today, not whether it would pass on a retry.
    retries: 0,
  });
  return suiteId;
}

async function exploreEnvironment(deps: GenerationDeps, g: GenerationRow, target: Target, signal: AbortSignal) {
  const { db } = deps;
  const seen: GeneratedPage[] = [];
  const origin = new URL(target.environment.url).origin;
  const exploration = await explore({
    browser: await deps.browsers.get(),
    environmentUrl: target.environment.url,
    accounts: await accountsOf(deps, target.environment.id),
    totp: (secret) => totp(base32Decode(secret), new Date()).code,
    maxPages: g.max_pages,
    privateNetworks: deps.privateNetworks,
    signal,
    onPage: async (page) => {
      seen.push(...pagesSeen({ pages: [page] }, origin));
      await updateGeneration(db, g.id, { pages: seen, message: `Explored ${plural(seen.length, 'page')}…` });
    },
  });
  const explored = draftsOf(exploration);
  let drafts = explored;
  let planned = '';
  if (deps.model) {
    // With a model, it plans more tests from what the explorer found; each runs before it is shown, as the others.
    const plan = await planFromGraph(deps.model, { exploration, verified: explored, goal: g.input }, signal);
    await updateGeneration(db, g.id, { addTokens: plan.tokens });
    drafts = withPlanned(explored, plan.drafts);
    planned = plan.problem
      ? `. The model planned none: ${plan.problem.replace(/\.$/, '')}`
      : `, ${plural(drafts.length - explored.length, 'test case')} of them planned by the model`;
  }
  if (drafts.length === 0) {
    throw new NothingToPropose(
      exploration.pages.length === 0
        ? `No page of ${target.environment.url} could be opened.`
        : `No test could be proposed from the ${plural(exploration.pages.length, 'page')} explored.`,
    );
  }
  const suiteId = await proposeAndRun(deps, g, target, drafts);
  await updateGeneration(db, g.id, {
    status: 'running',
    suiteId,
    finishedAt: deps.now(),
    message:
      `Explored ${plural(exploration.pages.length, 'page')}` +
      (exploration.signIn ? ', signed in with the stored test account' : '') +
      `: ${plural(drafts.length, 'test case')} proposed, each running once${planned}.`,
  });
}

async function followGoal(deps: GenerationDeps, g: GenerationRow, target: Target, signal: AbortSignal) {
  if (!deps.model) throw new NothingToPropose(MODEL_OFF_MESSAGE);
  const { draft, tokens, message } = await draftFromGoal({
    browser: await deps.browsers.get(),
    environmentUrl: target.environment.url,
    accounts: await accountsOf(deps, target.environment.id),
    totp: (secret) => totp(base32Decode(secret), new Date()).code,
    privateNetworks: deps.privateNetworks,
    signal,
    model: deps.model,
    kind: g.source === 'bug' ? 'bug' : 'goal',
    text: g.input,
  });
  await updateGeneration(deps.db, g.id, { addTokens: tokens });
  if (!draft) throw new NothingToPropose(message);
  const suiteId = await proposeAndRun(deps, g, target, [draft]);
  await updateGeneration(deps.db, g.id, { status: 'running', suiteId, finishedAt: deps.now(), message });
}

/**
 * Carries out one generation request in this worker process: explores the environment (or, with a
 * model, drives the browser toward a goal), then proposes the test cases it found and runs each
 * once. A failure ends the generation with its reason; nothing is retried behind the user's back.
 */
export async function runGeneration(deps: GenerationDeps, generationId: number, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const g = await generationById(db, generationId);
  if (!g || g.status !== 'queued') return;
  const target = await targetOf(db, g);
  if (!target) {
    await updateGeneration(db, g.id, {
      status: 'failed',
      message: 'The environment was deleted before the generation started.',
      finishedAt: deps.now(),
    });
    return;
  }
  await updateGeneration(db, g.id, { status: 'exploring', message: `Opening ${target.environment.url}…` });
  try {
    if (g.source === 'explore') await exploreEnvironment(deps, g, target, signal);
    else await followGoal(deps, g, target, signal);
  } catch (error) {
    if (error instanceof NothingToPropose) deps.log.info({ generationId, reason: error.message }, 'nothing to propose');
    else deps.log.error({ err: error, generationId }, 'a generation failed');
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    await updateGeneration(db, g.id, { status: 'failed', message: reason, finishedAt: deps.now() });
  }
}
