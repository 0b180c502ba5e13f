import type { components } from '../../src/api/schema.d.ts';
import type { Queryable } from '../db/database.ts';
import { runEvents, type RunEventRow } from '../db/runEvents.ts';
import { runAttempts, runSteps, runTraceId, type RunRow, type RunStepRow } from '../db/runRecords.ts';
import type { FailureClass } from '../runner/classify.ts';
import { runResult, type RunStatus } from '../db/runStatus.ts';

type RunDetail = components['schemas']['RunDetail'];
type RunStep = components['schemas']['RunStep'];
type RunStatusUpdate = components['schemas']['RunStatusUpdate'];
type NetworkEntry = components['schemas']['NetworkEntry'];

/** A signed link to one of the run's artifacts (a screenshot, the trace). */
export type ArtifactLink = (artifactId: number) => string;

/** A step as a `step` event stored it, or as its row reads now. */
type StepSnapshot = Omit<RunStepRow, 'step_text' | 'started_at' | 'finished_at' | 'replayed'> & {
  /** Missing from the events of runs recorded before steps said whether they replayed. */
  replayed?: boolean;
  text?: string;
  step_text?: string;
  started_at: Date | string | null;
};

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function stepView(s: StepSnapshot, link: ArtifactLink): RunStep {
  return {
    id: s.id,
    position: s.position,
    test_case_step_id: s.test_case_step_id,
    text: s.text ?? s.step_text ?? '',
    description: s.description,
    status: s.status,
    message: s.message,
    started_at: isoOrNull(s.started_at),
    duration_ms: s.duration_ms,
    locator: s.locator,
    healed_from: s.healed_from,
    replayed: s.replayed ?? false,
    screenshot_url: s.screenshot_id === null ? null : link(s.screenshot_id),
  };
}

interface StatusSnapshot {
  failure_class?: FailureClass | null;
  status: RunStatus;
  message: string;
  attempt: number;
  started_at: Date | string | null;
  finished_at: Date | string | null;
}

export function statusView(s: StatusSnapshot, traceUrl: string | null): RunStatusUpdate {
  const started = s.started_at === null ? null : new Date(s.started_at);
  const finished = s.finished_at === null ? null : new Date(s.finished_at);
  return {
    failure_class: s.failure_class ?? null,
    status: s.status,
    result: runResult(s.status),
    message: s.message,
    attempt: s.attempt,
    started_at: started?.toISOString() ?? null,
    finished_at: finished?.toISOString() ?? null,
    duration: started && finished ? Math.round((finished.getTime() - started.getTime()) / 1000) : null,
    trace_url: traceUrl,
  };
}

export function networkView(n: Record<string, unknown>): NetworkEntry {
  const entry = n as Omit<NetworkEntry, 'resource_type' | 'duration_ms'> & {
    resourceType: string;
    durationMs: number | null;
  };
  return {
    method: entry.method,
    url: entry.url,
    resource_type: entry.resourceType,
    status: entry.status,
    duration_ms: entry.durationMs,
    failure: entry.failure,
    at: entry.at,
  };
}

/** The run with its steps and evidence; with `upToEventId`, its console and network only up to that event. */
export async function runDetailView(
  db: Queryable,
  run: RunRow,
  link: ArtifactLink,
  upToEventId?: string,
): Promise<RunDetail> {
  const [steps, events, traceId, attempts] = await Promise.all([
    runSteps(db, run.id),
    runEvents(db, run.id, ['console', 'pageerror', 'network']),
    runTraceId(db, run.id),
    runAttempts(db, run.id),
  ]);
  const upTo = upToEventId === undefined ? null : BigInt(upToEventId);
  const of = (kind: RunEventRow['kind']) =>
    events.filter((e) => e.kind === kind && (upTo === null || BigInt(e.id) <= upTo)).map((e) => e.data);
  return {
    id: run.id,
    project_id: run.project_id,
    test_case_id: run.test_case_id,
    test_case_name: run.test_case_title,
    environment_id: run.environment_id,
    environment_label: run.environment_label,
    url: run.environment_url,
    created_at: run.created_at?.toISOString() ?? null,
    ...statusView(run, traceId === null ? null : link(traceId)),
    steps: steps.map((s) => stepView(s, link)),
    console: of('console') as RunDetail['console'],
    page_errors: of('pageerror') as RunDetail['page_errors'],
    network: of('network').map(networkView),
    suite_id: run.suite_id,
    retries: run.retries,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      status: a.status,
      message: a.message,
      failure_kind: a.failure_kind,
      failed_position: a.failed_position,
      screenshot_url: a.screenshot_id === null ? null : link(a.screenshot_id),
      trace_url: a.trace_id === null ? null : link(a.trace_id),
      started_at: a.started_at.toISOString(),
      finished_at: a.finished_at.toISOString(),
    })),
    failure_evidence: run.failure_evidence,
    detected_class: run.detected_class,
    class_corrected_by: run.class_corrected_by_name,
    class_corrected_at: run.class_corrected_at?.toISOString() ?? null,
    quarantined: run.quarantined,
    model_tokens: run.model_tokens,
    explanation: run.explanation,
  };
}
