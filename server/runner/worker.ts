import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describeAction, parseSteps } from '../../src/steps/index.ts';
import type { Database } from '../db/database.ts';
import { attachmentFiles } from '../db/attachments.ts';
import { credentialsOfEnvironment } from '../db/credentials.ts';
import { latestInboxMessage } from '../db/inbox.ts';
import {
  claimRun,
  endRunStep,
  finishRun,
  insertArtifact,
  loadLocators,
  recordAttempt,
  retryRun,
  runById,
  runSteps,
  saveLocators,
  startRunStep,
  stopRequested,
  type RunRow,
  type RunStepRow,
} from '../db/runRecords.ts';
import { evidencePolicy } from '../db/projects.ts';
import { decryptSecret } from '../security/encryption.ts';
import { base32Decode, totp } from '../security/totp.ts';
import type { Action, ParsedStep } from '../../src/steps/action.ts';
import { addModelTokens, loadStepActions, saveStepActions } from '../db/modelRecords.ts';
import { storedActions } from '../db/stepReadings.ts';
import { ModelRefused, type ModelProvider } from '../llm/provider.ts';
import { resolveStep } from '../llm/resolveStep.ts';
import { explainRun } from './explainRun.ts';
import type { StepModel } from './attempt/modelFallback.ts';
import { runAttempt, type AttemptSink, type NetworkEntry, type StepResult } from './attempt/attempt.ts';
import { classifyRun, type AttemptEvidence } from './classify.ts';
import { afterRunEnded, type OutcomeDeps, type RunNotifications } from './outcomes.ts';
import type { FailureKind } from './stepFailure.ts';
import { RunEventWriter } from './eventWriter.ts';
import type { BrowserPool } from './browser.ts';
import type { LocatorSpec } from './locate/locatorSpec.ts';
import type { Fingerprint } from './pageScripts.ts';
import type { PrivateNetworks } from './egress.ts';
import type { StepPhases } from './stepClock.ts';
import type { TestAccount } from './variables.ts';

export interface WorkerDeps {
  db: Database;
  browsers: BrowserPool;
  secretKey: Buffer;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
  /** Whether runs record a Playwright trace (on unless a benchmark says otherwise). */
  trace?: boolean;
  /** The egress rule; null with a remote browser, which our proxy on this machine cannot serve. */
  privateNetworks: PrivateNetworks | null;
  /** The product's own address, for links in notifications. */
  appUrl: string;
  notify: RunNotifications | null;
  /** The language model, when one is configured (LLM_*); null: runs never ask one. */
  model: ModelProvider | null;
  /** Told where each ended step's time went (the benchmark reads it); the step's record is written by then. */
  stepTimed?: (timing: StepTiming) => void;
}

/** Where one step's time went, and how long recording it took after it ended. */
export interface StepTiming {
  runId: number;
  position: number;
  status: StepResult['status'];
  replayed: boolean;
  durationMs: number;
  phases: StepPhases;
  recordMs: number;
}

/** The replay cache's key: the step's words as written, variables by name (never their values). */
export const stepKey = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

/** The cache's key for one part of a step written as several ("Type … into … and press Enter"): its place in it. */
export const partKey = (key: string, part: number) => `${key}#${part}`;

/** The cache keys of each step's parts, by step: none for a step that is one action (or that was not understood). */
const partKeysOf = (parsed: readonly ParsedStep[], keys: readonly string[]): string[][] =>
  parsed.map((p, i) =>
    p.ok && p.action.type === 'sequence' ? p.action.actions.map((_, part) => partKey(keys[i]!, part)) : [],
  );

const STOP_POLL_MS = 500;

export async function accountsOf(
  deps: Pick<WorkerDeps, 'db' | 'secretKey'>,
  environmentId: number | null,
): Promise<TestAccount[]> {
  if (environmentId === null) return [];
  const rows = await credentialsOfEnvironment(deps.db, environmentId);
  return rows.map((c) => ({
    credentialId: c.id,
    type: c.type,
    username: c.username,
    password: decryptSecret(c.password_encrypted, deps.secretKey),
    totpSecret: c.totp_secret_encrypted ? decryptSecret(c.totp_secret_encrypted, deps.secretKey) : null,
  }));
}

/** Gathers, while an attempt runs, what its failure class will be decided from. */
function evidenceCollector(environmentUrl: string) {
  const origin = new URL(environmentUrl).origin;
  const e = { pageLoaded: false, serverErrors: [] as string[], pageErrors: [] as string[] };
  return {
    evidence: e,
    network(entry: NetworkEntry) {
      if (entry.resourceType === 'document' && entry.status !== null && entry.status < 500) e.pageLoaded = true;
      if (entry.status !== null && entry.status >= 500 && entry.url.startsWith(origin) && e.serverErrors.length < 5) {
        e.serverErrors.push(`${entry.method} ${new URL(entry.url).pathname} answered ${entry.status}`);
      }
    },
    pageError(message: string) {
      if (e.pageErrors.length < 5) e.pageErrors.push(message);
    },
  };
}

/**
 * Runs one queued run to its end and records everything in the database: each step as it starts
 * and ends (with its screenshot), the page's console, errors and requests in small batches, the
 * trace, each attempt, the outcome with its failure class, and, when it passed, how each target
 * was found (the replay cache). A failed attempt is tried again as often as the run's retries say:
 * failed then passed ends as flaky.
 */
export async function executeRun(deps: WorkerDeps, runId: number, jobSignal: AbortSignal): Promise<void> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  let run = await claimRun(db, runId, now());
  if (!run) return;
  deps.log.info({ runId, attempt: run.attempt }, 'running a test');
  const steps = await runSteps(db, runId);
  const parsed = parseSteps(steps.map((s) => s.step_text));
  const keys = steps.map((s) => stepKey(s.step_text));

  const stop = new AbortController();
  const stopWatch = setInterval(() => {
    stopRequested(db, runId)
      .then((requested) => requested && stop.abort())
      .catch(() => undefined);
  }, STOP_POLL_MS);
  const signal = AbortSignal.any([stop.signal, jobSignal]);

  // Everything the run records goes through one writer, in order, so a live stream never skips an event.
  const events = new RunEventWriter(db, runId, now, (error) => deps.log.error({ err: error, runId }, 'run events'));
  const attempts: AttemptEvidence[] = [];
  let outcome: { status: 'passed' | 'failed' | 'stopped' | 'error'; message: string } = {
    status: 'error',
    message: 'The runner could not run this test.',
  };
  try {
    for (let retriesLeft = run.retries; ; retriesLeft--) {
      const attempt = await runOneAttempt(deps, run, { steps, parsed, keys, events, signal, now });
      attempts.push(attempt);
      outcome = attempt;
      // A failed test is tried again; a run the runner could not run (its browser crashed) ends as an error.
      const again = attempt.status === 'failed' && retriesLeft > 0 && !signal.aborted;
      if (!again) break;
      const next = await events.run(() => retryRun(db, runId, now()));
      if (!next) break;
      run = next;
      deps.log.info({ runId, attempt: run.attempt }, 'trying a failed test again');
    }
  } catch (error) {
    deps.log.error({ err: error, runId }, 'a run could not be run');
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    outcome = { status: 'error', message: `The runner could not run this test: ${message}` };
    // What failed is the runner, whatever the attempts before said: infrastructure.
    attempts.push({
      ...outcome,
      failureKind: 'setup',
      failedStep: null,
      pageLoaded: false,
      serverErrors: [],
      pageErrors: [],
      healed: [],
    });
  } finally {
    clearInterval(stopWatch);
    const flaky = outcome.status === 'passed' && attempts.length > 1;
    const classification = classifyRun(attempts);
    await events
      .close(() =>
        finishRun(
          db,
          runId,
          flaky ? 'flaky' : outcome.status,
          flaky ? `Passed on attempt ${attempts.length} after failing: ${attempts[0]!.message}` : outcome.message,
          now(),
          classification,
        ),
      )
      .catch((error: unknown) => deps.log.error({ err: error, runId }, 'the end of a run'));
  }
  await afterRunEnded(outcomeDeps(deps, now), runId).catch((error: unknown) =>
    deps.log.error({ err: error, runId }, 'after a run ended'),
  );
  if (deps.model && (outcome.status === 'failed' || outcome.status === 'error')) {
    await explainRun(db, deps.model, runId).catch((error: unknown) =>
      deps.log.error({ err: error, runId }, 'explaining a failed run'),
    );
  }
}

/** The run's model, counting the tokens it uses (refused answers included). */
function stepModelOf(provider: ModelProvider | null) {
  if (!provider) return null;
  let tokens = 0;
  const step: StepModel = {
    async resolve(stepText, reason, page) {
      try {
        const answer = await resolveStep(provider, { stepText, reason, page });
        tokens += answer.tokens;
        return answer.action;
      } catch (error) {
        if (error instanceof ModelRefused) tokens += error.tokens;
        throw error;
      }
    },
  };
  return {
    step,
    /** The tokens used since the last call. */
    tokens() {
      const used = tokens;
      tokens = 0;
      return used;
    },
  };
}

const outcomeDeps = (deps: WorkerDeps, now: () => Date): OutcomeDeps => ({
  db: deps.db,
  appUrl: deps.appUrl,
  notify: deps.notify,
  log: deps.log,
  now,
});

interface AttemptPlan {
  steps: RunStepRow[];
  parsed: ParsedStep[];
  keys: string[];
  events: RunEventWriter;
  signal: AbortSignal;
  now: () => Date;
}

/** One attempt of a run, recorded as it goes, with the evidence of why it failed if it did. */
async function runOneAttempt(deps: WorkerDeps, run: RunRow, plan: AttemptPlan): Promise<AttemptEvidence> {
  const { db } = deps;
  const { steps, keys, events, now } = plan;
  const runId = run.id;
  const startedAt = now();
  const partKeys = partKeysOf(plan.parsed, keys);
  const cached =
    run.environment_id === null ? [] : await loadLocators(db, run.environment_id, [...keys, ...partKeys.flat()]);
  const cachedActions =
    run.environment_id === null ? new Map<string, Action>() : await loadStepActions(db, run.environment_id, keys);
  // What the model read a step the grammar does not understand as, when it was saved: performed with no model call.
  const readActions = await storedActions(db, steps);
  const model = stepModelOf(deps.model);
  const modelActions = new Map<string, Action>();
  const cacheOf = new Map(
    cached.map((c) => [c.step_key, { spec: c.locator as LocatorSpec, fingerprint: c.fingerprint as Fingerprint }]),
  );
  const collect = evidenceCollector(run.environment_url);
  // Keyed by step: the same words twice in a run (a second sign-in) make one cache entry.
  const toCache = new Map<string, { key: string; locator: unknown; fingerprint: unknown }>();
  let failed: { position: number; screenshotId: number | null } | null = null;
  const healed: string[] = [];
  const sink: AttemptSink = {
    stepStarted: (index, description) =>
      events.run(() => startRunStep(db, runId, steps[index]!.position, description, now())),
    stepEnded: (index, result) => events.run(() => recordStepEnd(index, result)),
    console: (entry) => events.push('console', entry),
    pageError: (entry) => {
      collect.pageError(entry.message);
      events.push('pageerror', entry);
    },
    network: (entry) => {
      collect.network(entry);
      events.push('network', entry);
    },
    frame: (data, at) => events.pushFrame(data, at),
  };
  async function recordStepEnd(index: number, result: StepResult) {
    const recording = performance.now();
    await recordStep(index, result);
    deps.stepTimed?.({
      runId,
      position: steps[index]!.position,
      status: result.status,
      replayed: result.replayed,
      durationMs: result.durationMs,
      phases: result.phases,
      recordMs: Math.round(performance.now() - recording),
    });
  }
  async function recordStep(index: number, result: StepResult) {
    const step = steps[index]!;
    const screenshotId = result.screenshot
      ? await insertArtifact(db, {
          runId,
          kind: 'screenshot',
          name: `attempt-${run.attempt}-step-${step.position}.jpg`,
          contentType: 'image/jpeg',
          content: result.screenshot,
          now: now(),
        })
      : null;
    if (result.status === 'failed') failed = { position: step.position, screenshotId };
    if (result.healedFrom) healed.push(`Step ${step.position}: ${result.message.replace(/^Healed: /, '')}`);
    await endRunStep(
      db,
      runId,
      step.position,
      {
        status: result.status,
        message: result.message,
        startedAt: result.startedAt,
        durationMs: result.durationMs,
        locator: result.locator,
        healedFrom: result.healedFrom,
        replayed: result.replayed,
        screenshotId,
      },
      now(),
    );
    if (result.status === 'passed' && result.modelAction) modelActions.set(keys[index]!, result.modelAction);
    if (result.status !== 'passed') return;
    // Each element the step used, found by its words (never one taken only by its fingerprint), for the next run.
    const found = [
      { key: keys[index]!, element: result.resolved },
      ...(result.resolvedParts ?? []).map((element, part) => ({ key: partKey(keys[index]!, part), element })),
    ];
    for (const { key, element } of found) {
      if (element?.foundByWords) toCache.set(key, { key, locator: element.spec, fingerprint: element.fingerprint });
    }
  }

  let result: { status: AttemptEvidence['status']; message: string; failureKind: FailureKind | null };
  let traceId: number | null = null;
  try {
    const browser = await deps.browsers.get();
    const attempt = await runAttempt({
      browser,
      environmentUrl: run.environment_url,
      steps: steps.map((s, i) => ({
        text: s.step_text,
        parsed: plan.parsed[i]!,
        cached: cacheOf.get(keys[i]!) ?? null,
        cachedParts: partKeys[i]!.map((key) => cacheOf.get(key) ?? null),
        cachedAction:
          cachedActions.get(keys[i]!) ??
          (plan.parsed[i]!.ok || s.test_case_step_id === null ? null : readActions.get(s.test_case_step_id)) ??
          null,
      })),
      model: model?.step ?? null,
      describe: (action) => describeAction(action, run.environment_url),
      accounts: await accountsOf(deps, run.environment_id),
      attachments:
        run.test_case_id === null
          ? []
          : (await attachmentFiles(db, run.test_case_id)).map((a) => ({
              name: a.name,
              mimeType: a.content_type,
              buffer: Buffer.from(a.content),
            })),
      latestMail: async (credentialId, since) => {
        const mail = await latestInboxMessage(db, credentialId, since);
        return mail ? { subject: mail.subject, from: mail.from, text: mail.text, receivedAt: mail.received_at } : null;
      },
      totp: (secret) => totp(base32Decode(secret), new Date()).code,
      stepTimeoutMs: run.step_timeout_ms,
      runTimeoutMs: run.run_timeout_ms,
      signal: plan.signal,
      sink,
      trace: deps.trace ?? true,
      evidence: await evidencePolicy(db, run.project_id),
      privateNetworks: deps.privateNetworks,
    });
    if (attempt.trace) {
      const trace = attempt.trace;
      traceId = await events.run(() =>
        insertArtifact(db, {
          runId,
          kind: 'trace',
          name: `run-${runId}-attempt-${run.attempt}-trace.zip`,
          contentType: 'application/zip',
          content: trace,
          now: now(),
        }),
      );
    }
    if (attempt.status === 'passed' && run.environment_id !== null) {
      await saveLocators(db, run.environment_id, [...toCache.values()], now());
      const answers = [...modelActions].map(([key, action]) => ({ key, action }));
      if (deps.model) await saveStepActions(db, run.environment_id, answers, deps.model.model, now());
    }
    result = attempt;
  } catch (error) {
    deps.log.error({ err: error, runId }, 'an attempt could not be run');
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    result = { status: 'error', message: `The runner could not run this test: ${message}`, failureKind: 'setup' };
  }
  if (model) await addModelTokens(db, runId, model.tokens());
  const failedStep = failed as { position: number; screenshotId: number | null } | null;
  await events.run(() =>
    recordAttempt(db, {
      runId,
      attempt: run.attempt,
      status: result.status,
      message: result.message,
      failureKind: result.failureKind,
      failedPosition: failedStep?.position ?? null,
      screenshotId: failedStep?.screenshotId ?? null,
      traceId,
      startedAt,
      finishedAt: now(),
    }),
  );
  return {
    status: result.status,
    message: result.message,
    failureKind: result.failureKind,
    failedStep: failedStep?.position ?? null,
    healed,
    ...collect.evidence,
  };
}

/** A run that no worker could finish (its workers kept dying) ends as an error, never "In Progress". */
export async function abandonRun(deps: OutcomeDeps, runId: number): Promise<void> {
  const run = await runById(deps.db, runId);
  if (!run) return;
  const message = 'The worker running this test stopped before it finished, and so did its retry.';
  await finishRun(deps.db, runId, 'error', message, deps.now(), {
    failureClass: 'infrastructure',
    evidence: `The run's workers died: ${message}`,
  });
  await afterRunEnded(deps, runId);
}
