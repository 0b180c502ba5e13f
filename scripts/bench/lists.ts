import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { Database, Queryable } from '../../server/db/database.ts';
import { hashToken, newToken } from '../../server/security/tokens.ts';
import { measureCpu, type CpuUse } from './cpu.ts';
import { databaseKinds, ratio, startServer, type DatabaseKind } from './server.ts';

// Both projects hold 1,000 test cases; one has 10 runs, the other 100,000. Each page is asked of both (the issue's
// measure). Where the project with 10 runs has fewer items to answer (a 40th page, failed runs, issues), a page
// as full is asked of both too: "ours|peer" asks `ours` of the long history and `peer` of the short one, so that
// the ratio shows what a long history costs apart from the size of the answer.
// PAGES='/api/v1/results,/api/v1/dashboard' measures only those (comma-separated).
const PAGES = process.env.PAGES
  ? process.env.PAGES.split(',')
  : [
      '/api/v1/test-cases',
      '/api/v1/test-cases?limit=10',
      '/api/v1/test-cases?search=case%2099&status=Passed',
      '/api/v1/results',
      '/api/v1/results?limit=10',
      '/api/v1/results?page=40',
      '/api/v1/results?page=40&limit=10|/api/v1/results?limit=10',
      '/api/v1/results?result=Failed&search=staging',
      '/api/v1/results?result=Failed&search=staging&limit=1',
      // A search that matches one run in a hundred (11 of the 1,000 test cases), and as many rows as the peer's.
      '/api/v1/results?search=case%2099',
      '/api/v1/results?search=case%2099&limit=10|/api/v1/results?search=case&limit=10',
      // A run's id, which no title holds.
      '/api/v1/results?search=%2377777',
      '/api/v1/issues',
      '/api/v1/issues?limit=1',
      '/api/v1/dashboard',
      '/api/v1/flakiness',
      '/api/v1/flakiness?limit=10',
      '/api/v1/insights',
    ];
const SECONDS = 4;
/** Each page is measured this many times on each project, in turn, and the figures averaged: the machine is noisy. */
const ROUNDS = 2;

/** A signed-in user whose organization has one project with `testCases` test cases and `runs` runs. */
export async function seedProject(db: Queryable, testCases: number, runs: number): Promise<string> {
  const now = new Date();
  const [org] = await db.query<{ id: number }>(
    `INSERT INTO organizations (name, plan, created_at) VALUES ('Bench', 'enterprise', $1) RETURNING id`,
    [now],
  );
  const [project] = await db.query<{ id: number }>(
    'INSERT INTO projects (organization_id, name, created_at) VALUES ($1, $2, $3) RETURNING id',
    [org!.id, `Shop ${testCases}`, now],
  );
  const [env] = await db.query<{ id: number }>(
    `INSERT INTO environments (project_id, label, url, created_at)
     VALUES ($1, 'Staging', 'https://staging.shop.test', $2) RETURNING id`,
    [project!.id, now],
  );
  await db.query(
    `INSERT INTO test_cases (project_id, environment_id, title, goal, expected_result, created_at, updated_at)
     SELECT $1, $2, 'Test case ' || i, 'A shopper checks out', 'The order is placed', $3, $3
     FROM generate_series(1, $4) AS i`,
    [project!.id, env!.id, now, testCases],
  );
  await db.query(
    `INSERT INTO test_case_steps (test_case_id, position, text)
     SELECT tc.id, p, 'Step ' || p || ' of ' || tc.title FROM test_cases tc, generate_series(0, 2) AS p
     WHERE tc.project_id = $1`,
    [project!.id],
  );
  // Runs spread over the last year on the one environment (as flakiness reads them), each with one step that took
  // 100 ms to a second, a tenth failed.
  await db.query(
    `INSERT INTO runs (project_id, test_case_id, test_case_title, environment_id, environment_label, environment_url,
                       status, started_at, finished_at)
     SELECT $1, tc.id, tc.title, $5, 'Staging', 'https://staging.shop.test',
            CASE WHEN i % 10 = 0 THEN 'failed' ELSE 'passed' END,
            $2::timestamptz - make_interval(mins => ($3 - i) * 5), $2::timestamptz - make_interval(mins => ($3 - i) * 5 - 1)
     FROM generate_series(1, $3) AS i
     JOIN LATERAL (SELECT id, title FROM test_cases WHERE project_id = $1 ORDER BY id OFFSET (i % $4) LIMIT 1) tc ON true`,
    [project!.id, now, runs, testCases, env!.id],
  );
  await db.query(
    `INSERT INTO run_steps (run_id, test_case_step_id, step_text, status, finished_at, duration_ms)
     SELECT r.id, s.id, s.text, CASE WHEN r.status = 'failed' THEN 'failed' ELSE 'passed' END, r.finished_at,
            100 + r.id * 37 % 900
     FROM runs r JOIN LATERAL (SELECT id, text FROM test_case_steps WHERE test_case_id = r.test_case_id
                               ORDER BY position LIMIT 1) s ON true
     WHERE r.project_id = $1`,
    [project!.id],
  );
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (organization_id, full_name, email, password_hash, created_at, email_verified_at,
                        current_project_id, onboarding_completed)
     VALUES ($1, 'Bench', $2, 'x', $3, $3, $4, 3) RETURNING id`,
    [org!.id, `bench${project!.id}@bench.local`, now, project!.id],
  );
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, remember, created_at, last_used_at, expires_at)
     VALUES ($1, $2, true, $3, $3, $3::timestamptz + interval '30 days')`,
    [user!.id, hashToken(token), now],
  );
  return token;
}

interface Figures {
  rps: number;
  p99: number;
  kb: number;
  /** CPU per request, in milliseconds, of the server's thread and of PostgreSQL; null where it cannot be read. */
  cpu: CpuUse | null;
}

async function measure(url: string, token: string): Promise<Figures> {
  const cpuSince = measureCpu();
  const result = await autocannon({
    url,
    connections: 20,
    // The clients run on a thread of their own, so that reading the answers does not take the server's.
    workers: 1,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`${url} answered ${result.non2xx} errors`);
  const cpu = cpuSince?.();
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    kb: result.throughput.average / Math.max(1, result.requests.average) / 1024,
    cpu: cpu ? { serverThread: cpu.serverThread / requests, postgres: cpu.postgres / requests } : null,
  };
}

/** Requests per second, size and CPU averaged over rounds; the worst p99 of them. */
function averaged(rounds: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) => rounds.reduce((n, f) => n + pick(f), 0) / rounds.length;
  const cpu = rounds.every((f) => f.cpu)
    ? { serverThread: mean((f) => f.cpu!.serverThread), postgres: mean((f) => f.cpu!.postgres) }
    : null;
  return { rps: mean((f) => f.rps), p99: Math.max(...rounds.map((f) => f.p99)), kb: mean((f) => f.kb), cpu };
}

/** Where a request's CPU went: the server's thread, and PostgreSQL's processes when it is a server of its own. */
function cpuPerRequest({ cpu }: Figures, kind: DatabaseKind): string {
  if (!cpu) return '';
  const database = kind === 'postgres' ? `, PostgreSQL ${cpu.postgres.toFixed(2)} ms` : ' (PGlite included)';
  return `; CPU a request: server thread ${cpu.serverThread.toFixed(2)} ms${database}`;
}

/**
 * The floor of this machine at 20 clients: bare Fastify answering a constant, and bare Fastify running
 * the first page of runs' SQL directly (no authentication, no scope, no validation). What the app
 * adds to a request is the gap between these and its own figures.
 */
async function measureFloor(db: Database, kind: DatabaseKind): Promise<void> {
  const bare = Fastify();
  bare.get('/constant', async () => ({ success: true, data: [] }));
  bare.get('/runs', async () => ({
    success: true,
    data: await db.query(
      `SELECT id, test_case_id, test_case_title, environment_label, status, started_at, finished_at
       FROM runs WHERE project_id = (SELECT max(id) FROM projects) ORDER BY started_at DESC, id DESC LIMIT 25`,
    ),
  }));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (const [what, path] of [
      ['a constant', '/constant'],
      ["the first page of runs' SQL (100,000 runs)", '/runs'],
    ] as const) {
      const figures = await measure(`${url}${path}`, '');
      console.log(
        `${kind} floor, bare Fastify answering ${what}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`,
      );
    }
  } finally {
    await bare.close();
  }
}

/**
 * Requests per second and p99 at 20 clients for each list page and the dashboard, on a project
 * of 1,000 test cases and 100,000 runs against the peer: the same page of a project of 1,000 test cases
 * with 10 runs.
 */
export async function run(): Promise<void> {
  for (const kind of databaseKinds() as DatabaseKind[]) {
    const server = await startServer(kind);
    try {
      const started = Date.now();
      // The issue's measure: the same 1,000 test cases, with 10 runs against 100,000.
      const small = await seedProject(server.db, 1000, 10);
      const big = await seedProject(server.db, 1000, 100_000);
      console.log(`${kind}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      // The bulk load left one count row per run; runs ending one by one have a reader fold them every 64 rows.
      // The first reader folds them here, before the vacuum, as autovacuum would clean up after a fold in use.
      for (const token of [small, big]) {
        const answer = await fetch(`${server.url}/api/v1/dashboard`, { headers: { authorization: `Bearer ${token}` } });
        if (!answer.ok) throw new Error(`The dashboard answered ${answer.status}`);
      }
      // As autovacuum leaves the tables after a bulk load; on PGlite, the hourly maintenance does it, which
      // holds PGlite's one connection for this long.
      const vacuumed = Date.now();
      await server.db.exec('VACUUM ANALYZE');
      console.log(`${kind}: VACUUM ANALYZE of the whole database in ${Date.now() - vacuumed} ms`);
      await measureFloor(server.db, kind);
      for (const pages of PAGES) {
        const [page, peerPage = page] = pages.split('|') as [string, string?];
        const peers: Figures[] = [];
        const oursAll: Figures[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          peers.push(await measure(`${server.url}${peerPage}`, small));
          oursAll.push(await measure(`${server.url}${page}`, big));
        }
        const [peer, ours] = [averaged(peers), averaged(oursAll)];
        console.log(
          `${kind} ${page}: ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, ${ours.kb.toFixed(1)} KB with 100,000 runs; ` +
            `${peer.rps.toFixed(0)} req/s, p99 ${peer.p99} ms, ${peer.kb.toFixed(1)} KB with 10` +
            `${peerPage === page ? '' : ` (${peerPage})`} (kept ${ratio(ours.rps, peer.rps)} of the requests per second)` +
            `${cpuPerRequest(ours, kind)}; with 10 runs${cpuPerRequest(peer, kind)}`,
        );
      }
    } finally {
      await server.close();
    }
  }
}
