import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import createClient from 'openapi-fetch';
import type { components, paths } from '../src/api/schema.d.ts';
import { junitReport } from './junit.ts';

type Suite = components['schemas']['Suite'];
type RunDetail = components['schemas']['RunDetail'];

export const USAGE = `Usage: testpilot run --project <id or name> [options]

Starts a suite of a project's test cases on TestPilot and, with --wait, follows it to its end.

Options:
  --project <id|name>       The project (required).
  --environment <id|label>  Run every test case against this environment (default: each its own).
  --test-case <id>          Run this test case; repeat for more (default: all that are not paused).
  --commit <sha>            The commit under test: connected GitHub or GitLab integrations get its status.
  --retries <n>             Tries a failed run again n times (default: the project's setting).
  --wait                    Wait for the suite to end; exit 0 when it passed, 1 when it failed.
  --junit <file>            With --wait, write a JUnit XML report there.
  --url <url>               TestPilot's address (default: TESTPILOT_URL, else http://localhost:3000).

The API key (Settings → Integrations → API) is read from TESTPILOT_API_KEY.
Exit codes: 0 passed (quarantined tests' failures excepted), 1 failed, 2 the suite could not be started or followed.`;

const POLL_MS = 2000;

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

interface Options {
  url: string;
  apiKey: string;
  project: string;
  environment?: string;
  testCases: number[];
  commit?: string;
  retries?: number;
  wait: boolean;
  junit?: string;
}

function readOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      environment: { type: 'string' },
      'test-case': { type: 'string', multiple: true },
      commit: { type: 'string' },
      retries: { type: 'string' },
      wait: { type: 'boolean', default: false },
      junit: { type: 'string' },
      url: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) throw new CliError(USAGE, 0);
  if (positionals[0] !== 'run' || positionals.length > 1) throw new CliError(USAGE);
  if (!values.project) throw new CliError('Say which project: --project <id or name>.');
  const apiKey = env.TESTPILOT_API_KEY;
  if (!apiKey) throw new CliError('Set TESTPILOT_API_KEY to an API key (Settings → Integrations → API).');
  const testCases = (values['test-case'] ?? []).map((v) => {
    if (!/^[1-9][0-9]{0,9}$/.test(v)) throw new CliError(`--test-case takes a test case id, not “${v}”.`);
    return Number(v);
  });
  if (values.retries !== undefined && !/^[0-5]$/.test(values.retries)) {
    throw new CliError('--retries takes a number from 0 to 5.');
  }
  if (values.junit && !values.wait)
    throw new CliError('--junit needs --wait: the report is written when the suite ends.');
  return {
    url: (values.url ?? env.TESTPILOT_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    apiKey,
    project: values.project,
    testCases,
    wait: values.wait,
    ...(values.environment ? { environment: values.environment } : {}),
    ...(values.commit ? { commit: values.commit } : {}),
    ...(values.retries !== undefined ? { retries: Number(values.retries) } : {}),
    ...(values.junit ? { junit: values.junit } : {}),
  };
}

function apiClient(o: Options) {
  const client = createClient<paths>({ baseUrl: `${o.url}/api/v1`, headers: { Authorization: `Bearer ${o.apiKey}` } });
  /** The data of an answer, or a CliError with the server's own message. */
  async function data<T>(call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>): Promise<T> {
    let answer: Awaited<typeof call>;
    try {
      answer = await call;
    } catch (error) {
      throw new CliError(
        `Could not reach TestPilot at ${o.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.data) return answer.data.data;
    const message = (answer.error as { message?: string } | undefined)?.message ?? answer.response.statusText;
    throw new CliError(`TestPilot answered ${answer.response.status}: ${message}`);
  }
  return { client, data };
}

async function resolveProject(api: ReturnType<typeof apiClient>, o: Options) {
  const projects = await api.data(api.client.GET('/projects'));
  const project = projects.find((p) => String(p.id) === o.project) ?? projects.find((p) => p.name === o.project);
  if (!project)
    throw new CliError(
      `No project “${o.project}”: ${projects.map((p) => `${p.id} ${p.name}`).join(', ') || 'none yet'}.`,
    );
  const full = await api.data(api.client.GET('/projects/{projectId}', { params: { path: { projectId: project.id } } }));
  let environmentId: number | undefined;
  if (o.environment) {
    const env = full.environments.find((e) => String(e.id) === o.environment || e.label === o.environment);
    if (!env) {
      throw new CliError(
        `No environment “${o.environment}” in ${full.name}: ${full.environments.map((e) => `${e.id} ${e.label}`).join(', ')}.`,
      );
    }
    environmentId = env.id;
  }
  return { project: full, environmentId };
}

/** Details read at once at most, for the report. */
const DETAIL_READS = 4;

/**
 * Each run's detail (its steps, their messages and screenshots, its exact start and end), for the JUnit
 * report; a run whose detail cannot be read is reported from its summary.
 */
async function runDetails(api: ReturnType<typeof apiClient>, suite: Suite): Promise<Map<number, RunDetail>> {
  const details = new Map<number, RunDetail>();
  const queue = suite.runs.map((r) => r.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const answer = await api.client.GET('/runs/{id}', { params: { path: { id } } }).catch(() => null);
      if (answer?.data) details.set(id, answer.data.data);
    }
  };
  await Promise.all(Array.from({ length: DETAIL_READS }, worker));
  return details;
}

const counts = (s: Suite) =>
  `${s.total - s.queued - s.running}/${s.total} ended: ${s.passed} passed, ${s.failed} failed, ${s.flaky} flaky` +
  (s.error ? `, ${s.error} could not run` : '') +
  (s.quarantined ? `, ${s.quarantined} quarantined` : '') +
  (s.stopped ? `, ${s.stopped} stopped` : '');

/** Runs the command; answers the exit code. `out` and `err` are where it prints (the console by default). */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (l) => console.log(l),
  err: (line: string) => void = (l) => console.error(l),
): Promise<number> {
  try {
    const o = readOptions(argv, env);
    const api = apiClient(o);
    const { project, environmentId } = await resolveProject(api, o);
    const started = await api.client.POST('/runs', {
      body: {
        project_id: project.id,
        ...(o.testCases.length ? { test_case_ids: o.testCases } : { all: true }),
        ...(environmentId ? { environment_id: environmentId } : {}),
        ...(o.commit ? { commit_sha: o.commit } : {}),
        ...(o.retries !== undefined ? { retries: o.retries } : {}),
      },
    });
    if (!started.data) {
      const message = (started.error as { message?: string } | undefined)?.message ?? started.response.statusText;
      throw new CliError(`TestPilot answered ${started.response.status}: ${message}`);
    }
    let suite = started.data.suite;
    const link = (runId: number) => `${o.url}/live-test?run=${runId}`;
    out(
      `Suite ${suite.id} of ${project.name}: ${suite.total} run${suite.total === 1 ? '' : 's'} queued. ${o.url}/test-results?suite=${suite.id}`,
    );
    if (!o.wait) return 0;
    let last = '';
    while (suite.status === 'running') {
      await new Promise((r) => setTimeout(r, POLL_MS));
      suite = await api.data(api.client.GET('/suites/{id}', { params: { path: { id: suite.id } } }));
      const line = counts(suite);
      if (line !== last) out(line);
      last = line;
    }
    for (const run of suite.runs) {
      const klass = run.failure_class ? ` [${run.failure_class}]` : '';
      const q = run.quarantined && run.status !== 'passed' && run.status !== 'flaky' ? ' (quarantined)' : '';
      out(`  ${run.result.padEnd(7)} ${run.test_case_name} on ${run.environment_label}${klass}${q}  ${link(run.id)}`);
    }
    if (o.junit) {
      const details = await runDetails(api, suite);
      const absolute = (pathOrUrl: string) => (pathOrUrl.startsWith('/') ? `${o.url}${pathOrUrl}` : pathOrUrl);
      await fs.writeFile(o.junit, junitReport(suite, project.name, { run: link, absolute }, details));
      out(`JUnit report: ${o.junit}`);
    }
    out(`Suite ${suite.id} ${suite.status}.`);
    return suite.status === 'passed' ? 0 : 1;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    (error.exitCode === 0 ? out : err)(error.message);
    return error.exitCode;
  }
}
