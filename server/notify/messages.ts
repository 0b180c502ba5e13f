import type { FailedRunSummary, SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent } from './events.ts';

/**
 * What a delivery carries, decided when the event happens (the job keeps it, so every retry sends
 * the same); the service's own request is built from it at each attempt, with the stored secret.
 */
export type DeliveryPayload =
  | { kind: 'slack'; text: string; blocks: unknown[] }
  | { kind: 'webhook'; event: WebhookEvent; data: Record<string, unknown> }
  | { kind: 'commit_status'; sha: string; state: CommitState; description: string; targetUrl: string };

export type WebhookEvent = 'suite.failed' | 'test.flaky' | 'ping';
/** A suite's state as a commit shows it, before each service's own words for it. */
export type CommitState = 'running' | 'passed' | 'failed' | 'error' | 'stopped';

const FAILED_RUNS_SHOWN = 10;
const CLASS_NAMES: Record<NonNullable<FailedRunSummary['failureClass']>, string> = {
  app_bug: 'app bug',
  broken_test: 'broken test',
  flaky: 'flaky',
  infrastructure: 'infrastructure',
};

/** Slack's mrkdwn treats these three as markup; everything else is literal. */
export function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function slackLink(url: string, label: string): string {
  return `<${url.replace(/[<>|]/g, encodeURIComponent)}|${slackEscape(label).replace(/\|/g, '¦')}>`;
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function counts(e: SuiteEndedEvent): string {
  const extra = [e.flaky ? `${e.flaky} flaky` : '', e.quarantined ? `${e.quarantined} quarantined` : '']
    .filter(Boolean)
    .join(', ');
  return `${e.failed} of ${e.total} failed${extra ? ` (${extra})` : ''}`;
}

function suiteHeadline(e: SuiteEndedEvent): string {
  return e.status === 'error'
    ? `Suite ${e.suiteId} of ${e.projectName} could not run on ${e.environmentLabel}`
    : `Suite ${e.suiteId} of ${e.projectName} failed on ${e.environmentLabel}: ${counts(e)}`;
}

export function slackSuiteFailed(e: SuiteEndedEvent): DeliveryPayload {
  const headline = suiteHeadline(e);
  const runs = e.failedRuns.slice(0, FAILED_RUNS_SHOWN).map((r) => {
    const kind = r.failureClass ? ` _(${CLASS_NAMES[r.failureClass]})_` : '';
    const message = r.message ? `: ${slackEscape(clip(r.message, 200))}` : '';
    return `• ${slackLink(r.url, r.title)} on ${slackEscape(r.environmentLabel)}${kind}${message}`;
  });
  const more = e.failedRuns.length - runs.length;
  if (more > 0) runs.push(`…and ${more} more`);
  const commit = e.commitSha ? ` · commit \`${e.commitSha.slice(0, 12)}\`` : '';
  const blocks: unknown[] = [
    {
      type: 'section',
      text: { type: 'mrkdwn', text: `:x: *${slackEscape(headline)}*\n${slackLink(e.url, 'Open the suite')}${commit}` },
    },
  ];
  if (runs.length) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: clip(runs.join('\n'), 2900) } });
  return { kind: 'slack', text: `${headline} ${e.url}`, blocks };
}

export function slackTestTurnedFlaky(e: TestTurnedFlakyEvent): DeliveryPayload {
  const headline = `${e.title} turned flaky on ${e.environmentLabel} in ${e.projectName} (score ${e.score}/100)`;
  return {
    kind: 'slack',
    text: `${headline} ${e.url}`,
    blocks: [
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: `:warning: *${slackEscape(headline)}*\n${slackLink(e.url, `Open run ${e.runId}`)}`,
        },
      },
    ],
  };
}

export function webhookSuiteFailed(e: SuiteEndedEvent): DeliveryPayload {
  return {
    kind: 'webhook',
    event: 'suite.failed',
    data: {
      project: { id: e.projectId, name: e.projectName },
      suite: {
        id: e.suiteId,
        status: e.status,
        environment: e.environmentLabel,
        total: e.total,
        passed: e.passed,
        failed: e.failed,
        flaky: e.flaky,
        quarantined: e.quarantined,
        commit_sha: e.commitSha,
        url: e.url,
      },
      failed_runs: e.failedRuns.map((r) => ({
        run_id: r.runId,
        title: r.title,
        environment: r.environmentLabel,
        message: r.message,
        failure_class: r.failureClass,
        url: r.url,
      })),
    },
  };
}

export function webhookTestTurnedFlaky(e: TestTurnedFlakyEvent): DeliveryPayload {
  return {
    kind: 'webhook',
    event: 'test.flaky',
    data: {
      project: { id: e.projectId, name: e.projectName },
      test_case: { id: e.testCaseId, title: e.title },
      environment: e.environmentLabel,
      score: e.score,
      run_id: e.runId,
      url: e.url,
    },
  };
}

/** GitHub keeps at most 140 characters of a status's description. */
export const DESCRIPTION_MAX = 140;

export function commitStatusStarted(e: SuiteStartedEvent & { commitSha: string }): DeliveryPayload {
  return {
    kind: 'commit_status',
    sha: e.commitSha,
    state: 'running',
    description: clip(`Running ${e.total} test${e.total === 1 ? '' : 's'}`, DESCRIPTION_MAX),
    targetUrl: e.url,
  };
}

export function commitStatusEnded(e: SuiteEndedEvent & { commitSha: string }): DeliveryPayload {
  const description = {
    passed: `${e.passed} of ${e.total} passed on ${e.environmentLabel}${e.flaky ? ` (${e.flaky} flaky)` : ''}`,
    failed: `${counts(e)} on ${e.environmentLabel}`,
    error: `The suite could not run on ${e.environmentLabel}`,
    stopped: `Stopped on ${e.environmentLabel}`,
  }[e.status];
  return {
    kind: 'commit_status',
    sha: e.commitSha,
    state: e.status,
    description: clip(description, DESCRIPTION_MAX),
    targetUrl: e.url,
  };
}
