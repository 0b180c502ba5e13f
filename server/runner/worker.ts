import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describeAction, parseStep } from '../../src/steps/index.ts';
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
  runById,
  runSteps,
  saveLocators,
  startRunStep,
  stopRequested,
} from '../db/runRecords.ts';
import { decryptSecret } from '../security/encryption.ts';
import { base32Decode, totp } from '../security/totp.ts';
import { runAttempt, type AttemptSink, type StepResult } from './attempt.ts';
import { RunEventWriter } from './eventWriter.ts';
import type { BrowserPool } from './browser.ts';
import type { LocatorSpec } from './locatorSpec.ts';
import type { Fingerprint } from './pageScripts.ts';
import type { PrivateNetworks } from './egress.ts';
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
}

/** The replay cache's key: the step's words as written, variables by name (never their values). */
export const stepKey = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

const STOP_POLL_MS = 500;

async function accountsOf(deps: WorkerDeps, environmentId: number | null): Promise<TestAccount[]> {
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

/**
 * Runs one queued run to its end and records everything in the database: each step as it starts
 * and ends (with its screenshot), the page's console, errors and requests in small batches, the
 * trace, the outcome, and, when it passed, how each target was found (the replay cache).
 */
export async function executeRun(deps: WorkerDeps, runId: number, jobSignal: AbortSignal): Promise<void> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const run = await claimRun(db, runId, now());
  if (!run) return;
  deps.log.info({ runId, attempt: run.attempt }, 'running a test');
  const steps = await runSteps(db, runId);
  const parsed = steps.map((s) => parseStep(s.step_text));
  const keys = steps.map((s) => stepKey(s.step_text));
  const cached = run.environment_id === null ? [] : await loadLocators(db, run.environment_id, keys);
  const cacheOf = new Map(
    cached.map((c) => [c.step_key, { spec: c.locator as LocatorSpec, fingerprint: c.fingerprint as Fingerprint }]),
  );

  const stop = new AbortController();
  const stopWatch = setInterval(() => {
    stopRequested(db, runId)
      .then((requested) => requested && stop.abort())
      .catch(() => undefined);
  }, STOP_POLL_MS);
  const signal = AbortSignal.any([stop.signal, jobSignal]);

  // Everything the run records goes through one writer, in order, so a live stream never skips an event.
  const events = new RunEventWriter(db, runId, now, (error) => deps.log.error({ err: error, runId }, 'run events'));
  // Keyed by step: the same words twice in a run (a second sign-in) make one cache entry.
  const toCache = new Map<string, { key: string; locator: unknown; fingerprint: unknown }>();
  const sink: AttemptSink = {
    stepStarted: (index, description) =>
      events.run(() => startRunStep(db, runId, steps[index]!.position, description, now())),
    stepEnded: (index, result) => events.run(() => recordStepEnd(index, result)),
    console: (entry) => events.push('console', entry),
    pageError: (entry) => events.push('pageerror', entry),
    network: (entry) => events.push('network', entry),
    frame: (data, at) => events.pushFrame(data, at),
  };
  async function recordStepEnd(index: number, result: StepResult) {
    const step = steps[index]!;
    const screenshotId = result.screenshot
      ? await insertArtifact(db, {
          runId,
          kind: 'screenshot',
          name: `step-${step.position}.jpg`,
          contentType: 'image/jpeg',
          content: result.screenshot,
          now: now(),
        })
      : null;
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
        screenshotId,
      },
      now(),
    );
    if (result.status === 'passed' && result.resolved?.foundByWords) {
      toCache.set(keys[index]!, {
        key: keys[index]!,
        locator: result.resolved.spec,
        fingerprint: result.resolved.fingerprint,
      });
    }
  }

  // How the run ended; written last, after its frames are dropped.
  let outcome: { status: 'passed' | 'failed' | 'stopped' | 'error'; message: string } = {
    status: 'error',
    message: 'The runner could not run this test.',
  };
  try {
    const browser = await deps.browsers.get();
    const result = await runAttempt({
      browser,
      environmentUrl: run.environment_url,
      steps: steps.map((s, i) => ({ text: s.step_text, parsed: parsed[i]!, cached: cacheOf.get(keys[i]!) ?? null })),
      describe: describeAction,
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
      signal,
      sink,
      trace: deps.trace ?? true,
      privateNetworks: deps.privateNetworks,
    });
    if (result.trace) {
      await insertArtifact(db, {
        runId,
        kind: 'trace',
        name: `run-${runId}-trace.zip`,
        contentType: 'application/zip',
        content: result.trace,
        now: now(),
      });
    }
    if (result.status === 'passed' && run.environment_id !== null)
      await saveLocators(db, run.environment_id, [...toCache.values()], now());
    outcome = { status: result.status, message: result.message };
  } catch (error) {
    deps.log.error({ err: error, runId }, 'a run could not be run');
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    outcome = { status: 'error', message: `The runner could not run this test: ${message}` };
  } finally {
    clearInterval(stopWatch);
    await events
      .close(() => finishRun(db, runId, outcome.status, outcome.message, now()))
      .catch((error: unknown) => deps.log.error({ err: error, runId }, 'the end of a run'));
  }
}

/** A run that no worker could finish (its workers kept dying) ends as an error, never "In Progress". */
export async function abandonRun(db: Database, runId: number, now: Date): Promise<void> {
  const run = await runById(db, runId);
  if (!run) return;
  await finishRun(
    db,
    runId,
    'error',
    'The worker running this test stopped before it finished, and so did its retry.',
    now,
  );
}
