import { openPostgres } from '../../server/db/postgres.ts';
import { startRunner } from '../../server/runner/service.ts';

/**
 * A worker process of its own for the tests, on the test's PostgreSQL schema: what `npm run worker` is,
 * pointed at an isolated schema (WORKER_SCHEMA) so that killing it harms no other test.
 */
const url = process.env.TEST_DATABASE_URL!;
const schema = process.env.WORKER_SCHEMA!;
const db = openPostgres(url, { searchPath: schema, queueSchema: `${schema}_queue`, max: 4 });
await startRunner(
  db,
  {
    concurrency: 1,
    chromePath: process.env.CHROME_PATH,
    browserWsEndpoint: undefined,
    privateNetworks: 'allow',
    model: null,
  },
  Buffer.from(process.env.WORKER_SECRET_KEY!, 'hex'),
  {
    // The test learns from this which worker took which run.
    info: (fields: unknown) => {
      const runId = (fields as { runId?: number }).runId;
      if (runId !== undefined) console.log(`took run ${runId}`);
    },
    warn: () => undefined,
    error: (...args: unknown[]) => console.error(...args),
  },
);
console.log('worker ready');
