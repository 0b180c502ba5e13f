import { CLASS_NAMES } from '../server/runner/classify.ts';
import type { components } from '../src/api/schema.d.ts';

type Suite = components['schemas']['Suite'];
type RunSummary = components['schemas']['RunSummary'];

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

const seconds = (run: RunSummary) => (run.duration ?? 0).toFixed(3);

function testcase(run: RunSummary, link: (runId: number) => string): string {
  const open = `    <testcase classname="${xmlText(run.environment_label)}" name="${xmlText(run.test_case_name)}" time="${seconds(run)}">`;
  const klass = run.failure_class ? CLASS_NAMES[run.failure_class] : 'Unclassified';
  const body = (() => {
    if (run.status === 'passed') return '';
    if (run.status === 'flaky')
      return `\n      <system-out>${xmlText(`Flaky: failed, then passed on a retry. ${link(run.id)}`)}</system-out>`;
    if (run.quarantined) {
      return `\n      <skipped message="${xmlText(`Quarantined (flaky): it ${run.status === 'error' ? 'could not run' : 'failed'}, and fails no suite.`)}"/>`;
    }
    if (run.status === 'stopped') return `\n      <skipped message="Stopped before it finished."/>`;
    if (run.status === 'error') {
      return `\n      <error message="${xmlText(`${klass}: the runner could not run it`)}" type="${xmlText(run.failure_class ?? 'error')}">${xmlText(link(run.id))}</error>`;
    }
    return `\n      <failure message="${xmlText(`${klass}: ${run.failed_count} step${run.failed_count === 1 ? '' : 's'} failed`)}" type="${xmlText(run.failure_class ?? 'failed')}">${xmlText(link(run.id))}</failure>`;
  })();
  return body ? `${open}${body}\n    </testcase>` : `${open}</testcase>`;
}

/** A JUnit XML report of a suite, as CI systems read it: a failure per failed run, quarantined ones skipped. */
export function junitReport(suite: Suite, projectName: string, link: (runId: number) => string): string {
  const runs = suite.runs;
  const failures = runs.filter((r) => r.status === 'failed' && !r.quarantined).length;
  const errors = runs.filter((r) => r.status === 'error' && !r.quarantined).length;
  const skipped = runs.filter(
    (r) => r.status === 'stopped' || (r.quarantined && (r.status === 'failed' || r.status === 'error')),
  ).length;
  const time = runs.reduce((sum, r) => sum + (r.duration ?? 0), 0).toFixed(3);
  const counts = `tests="${runs.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="TestPilot" ${counts}>`,
    `  <testsuite name="${xmlText(`${projectName}: suite ${suite.id}`)}" ${counts} timestamp="${suite.created_at}">`,
    ...runs.map((r) => testcase(r, link)),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
