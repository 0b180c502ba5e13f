import { CLASS_NAMES } from '../server/runner/classify.ts';
import type { components } from '../src/api/schema.d.ts';

type Suite = components['schemas']['Suite'];
type RunSummary = components['schemas']['RunSummary'];
type RunDetail = components['schemas']['RunDetail'];

/** Text safe inside an XML attribute or element: the five entities, and no control characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  // The characters XML 1.0 allows, by code point: tab, line feed and carriage return among them.
  // eslint-disable-next-line no-control-regex
  const notXml = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
  return value
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A run as the report reads it: its summary, and its detail when it could be read (steps, exact times). */
export interface ReportedRun {
  summary: RunSummary;
  detail: RunDetail | null;
}

/** Seconds to the millisecond, from the run's own start and end; the summary's whole seconds without them. */
function seconds({ summary, detail }: ReportedRun): number {
  if (detail?.started_at && detail.finished_at) {
    return Math.max(0, new Date(detail.finished_at).getTime() - new Date(detail.started_at).getTime()) / 1000;
  }
  return summary.duration ?? 0;
}

export interface ReportLinks {
  /** The run's page. */
  run: (runId: number) => string;
  /** An absolute address for a link the API answered (a screenshot's signed path). */
  absolute: (pathOrUrl: string) => string;
}

/**
 * What failed, as Playwright's JUnit reporter tells it: the first failed step (its place, its words and the
 * runner's message) in the `message`, and in the body each failed step with its message and screenshot, then
 * the run's page. Without the run's detail, the count of failed steps and the link.
 */
function failureOf(run: ReportedRun, klass: string, links: ReportLinks): { message: string; body: string } {
  const { summary, detail } = run;
  const failed = detail?.steps.filter((s) => s.status === 'failed') ?? [];
  const first = failed[0];
  if (!detail || !first) {
    const count = `${summary.failed_count} step${summary.failed_count === 1 ? '' : 's'} failed`;
    const why = detail?.message ? `: ${detail.message}` : '';
    return { message: `${klass}: ${count}${why}`, body: `Run: ${links.run(summary.id)}` };
  }
  const total = detail.steps.length;
  const lines = failed.flatMap((step) => [
    `Step ${step.position} of ${total} failed: ${step.text}`,
    ...(step.message ? [`  ${step.message}`] : []),
    `  at step ${step.position} of ${summary.test_case_name} on ${summary.environment_label}`,
    ...(step.screenshot_url ? [`  Screenshot: ${links.absolute(step.screenshot_url)}`] : []),
  ]);
  const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
  const message = `${klass}: step ${first.position} "${first.text}" failed${first.message ? `: ${first.message}` : ''}${more}`;
  return { message, body: [...lines, `Run: ${links.run(summary.id)}`].join('\n') };
}

function testcase(run: ReportedRun, links: ReportLinks): string {
  const { summary, detail } = run;
  const open = `    <testcase classname="${xmlText(summary.environment_label)}" name="${xmlText(summary.test_case_name)}" time="${seconds(run).toFixed(3)}">`;
  const klass = summary.failure_class ? CLASS_NAMES[summary.failure_class] : 'Unclassified';
  const body = (() => {
    if (summary.status === 'passed') return '';
    if (summary.status === 'flaky')
      return `\n      <system-out>${xmlText(`Flaky: failed, then passed on a retry. ${links.run(summary.id)}`)}</system-out>`;
    if (summary.quarantined) {
      return `\n      <skipped message="${xmlText(`Quarantined (flaky): it ${summary.status === 'error' ? 'could not run' : 'failed'}, and fails no suite.`)}"/>`;
    }
    if (summary.status === 'stopped') return `\n      <skipped message="Stopped before it finished."/>`;
    if (summary.status === 'error') {
      const why = detail?.message ? `: ${detail.message}` : '';
      return `\n      <error message="${xmlText(`${klass}: the runner could not run it${why}`)}" type="${xmlText(summary.failure_class ?? 'error')}">${xmlText(`Run: ${links.run(summary.id)}`)}</error>`;
    }
    const failure = failureOf(run, klass, links);
    return `\n      <failure message="${xmlText(failure.message)}" type="${xmlText(summary.failure_class ?? 'failed')}">${xmlText(failure.body)}</failure>`;
  })();
  return body ? `${open}${body}\n    </testcase>` : `${open}</testcase>`;
}

/**
 * A JUnit XML report of a suite, as CI systems read it: a failure per failed run (naming the failed step, its
 * message and screenshot), quarantined ones skipped. `details` holds the runs' details by id, where read.
 */
export function junitReport(
  suite: Suite,
  projectName: string,
  links: ReportLinks,
  details: ReadonlyMap<number, RunDetail> = new Map(),
): string {
  const runs: ReportedRun[] = suite.runs.map((summary) => ({ summary, detail: details.get(summary.id) ?? null }));
  const failures = suite.runs.filter((r) => r.status === 'failed' && !r.quarantined).length;
  const errors = suite.runs.filter((r) => r.status === 'error' && !r.quarantined).length;
  const skipped = suite.runs.filter(
    (r) => r.status === 'stopped' || (r.quarantined && (r.status === 'failed' || r.status === 'error')),
  ).length;
  const time = runs.reduce((sum, r) => sum + seconds(r), 0).toFixed(3);
  const counts = `tests="${runs.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="TestPilot" ${counts}>`,
    `  <testsuite name="${xmlText(`${projectName}: suite ${suite.id}`)}" ${counts} timestamp="${suite.created_at}">`,
    ...runs.map((r) => testcase(r, links)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
