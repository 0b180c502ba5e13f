import { Worker } from 'node:worker_threads';
import { parseStep } from '../../src/steps/index.ts';
import { seedProject } from './lists.ts';
import { ratio, startServer } from './server.ts';

/**
 * Steps are parsed on the web server's thread when a test case is saved. This measures GET /health while 5 test cases
 * of 100 unknown steps of 1,000 characters (the most the API takes) are saved at once, as clients save them (POST
 * /test-cases), against GET /health with nothing else to do; and the cost of parsing one such step, against an
 * ordinary one. STEP='…' measures another step.
 */
const STEP = process.env.STEP ?? `Clikc ${'a and '.repeat(200)}`.slice(0, 1000);
const ORDINARY = 'Type "a@b.c" into Email';
const TEST_CASES = 5;
const STEPS = 100;
const IDLE_REQUESTS = 300;
/** Saves are repeated, 5 at once, until the load has lasted this long, so that /health is asked often enough. */
const LOADED_SECONDS = 3;

/**
 * GET /health one request after another until told to stop, from a thread of its own: a server thread held by
 * parsing then holds the requests, not the clock that times them. Plain JavaScript, run as it is.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
parentPort.on('message', () => { stopping = true; });
(async () => {
  const times = [];
  while (!stopping && times.length < workerData.most) {
    const started = performance.now();
    const answer = await fetch(workerData.url);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error('/health answered ' + answer.status);
    times.push(performance.now() - started);
  }
  parentPort.postMessage(times);
})();
`;

function probeHealth(url: string, most: number): { stop: () => void; times: Promise<number[]> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${url}/api/v1/health`, most } });
  const times = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (answered: number[]) => {
      resolve(answered);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return { stop: () => worker.postMessage('stop'), times };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
  requests: number;
}

const latencyOf = (times: number[]): Latency => ({
  p50: percentile(times, 50),
  p99: percentile(times, 99),
  max: Math.max(...times),
  requests: times.length,
});

const summary = ({ p50, p99, max, requests }: Latency) =>
  `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (${requests} requests)`;

/** CPU time of one parse of the step, the least of several: the machine is shared, and a parse's time is its CPU. */
function parseCost(step: string): number {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 20; round += 1) {
    const before = process.cpuUsage();
    parseStep(step);
    const used = process.cpuUsage(before);
    least = Math.min(least, (used.user + used.system) / 1000);
    // A parse that takes seconds (as before the parser was bounded) is measured once.
    if (least > 1000) break;
  }
  return least;
}

/** TEST_CASES test cases of STEPS such steps each, saved at once; throws unless each is created. */
async function saveAtOnce(url: string, token: string, environmentId: number, round: number): Promise<void> {
  const saves = Array.from({ length: TEST_CASES }, (_, i) =>
    fetch(`${url}/api/v1/test-cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Long steps ${round}.${i}`,
        environment_id: environmentId,
        steps: Array.from({ length: STEPS }, () => STEP),
      }),
    }),
  );
  for (const answer of await Promise.all(saves)) {
    if (answer.status !== 201) throw new Error(`saving a test case answered ${answer.status}: ${await answer.text()}`);
  }
}

export async function run(): Promise<void> {
  const shown = STEP.length > 40 ? `${STEP.slice(0, 40)}…` : STEP;
  const ours = parseCost(STEP);
  const peer = parseCost(ORDINARY);
  console.log(
    `parsing one step of ${STEP.length} characters ("${shown}"): ${ours.toFixed(2)} ms of CPU; ` +
      `an ordinary step ("${ORDINARY}"): ${peer.toFixed(3)} ms (ratio ${ratio(ours, peer)})`,
  );
  const server = await startServer('pglite');
  try {
    const token = await seedProject(server.db, 0, 0);
    const [environment] = await server.db.query<{ id: number }>('SELECT id FROM environments');
    const idle = latencyOf(await probeHealth(server.url, IDLE_REQUESTS).times);
    const probe = probeHealth(server.url, Number.POSITIVE_INFINITY);
    const started = Date.now();
    let rounds = 0;
    do {
      await saveAtOnce(server.url, token, environment!.id, rounds);
      rounds += 1;
    } while (Date.now() - started < LOADED_SECONDS * 1000);
    probe.stop();
    const loaded = latencyOf(await probe.times);
    console.log(`GET /health idle: ${summary(idle)}`);
    console.log(
      `GET /health while ${TEST_CASES} test cases of ${STEPS} such steps are saved at once ` +
        `(${rounds} rounds in ${((Date.now() - started) / 1000).toFixed(1)} s): ${summary(loaded)}`,
    );
    console.log(
      `saving against idle: p50 ${ratio(loaded.p50, idle.p50)}, p99 ${ratio(loaded.p99, idle.p99)}, ` +
        `max ${ratio(loaded.max, idle.max)}`,
    );
  } finally {
    await server.close();
  }
}
