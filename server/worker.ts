import { loadSecretKey, readConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { startRunner } from './runner/service.ts';

/**
 * `npm run worker`: a process that only runs tests, taking runs from the queue in the database
 * (DATABASE_URL) that the web servers write to; start as many as the suite needs.
 */
async function main() {
  const config = readConfig();
  if (config.runner.concurrency === 0) throw new Error('RUNNER_CONCURRENCY is 0: this worker would run nothing.');
  if (!config.databaseUrl) {
    throw new Error(
      'A worker of its own needs DATABASE_URL: the embedded database can be opened by one process only, ' +
        'whose own workers run tests already (RUNNER_CONCURRENCY).',
    );
  }
  const db = await openDatabase(config);
  await migrate(db);
  const secret = await loadSecretKey(config);
  const runner = await startRunner(db, config.runner, secret.key, console, { appUrl: config.appUrl });
  console.log(
    `TestPilot worker running ${config.runner.concurrency} at a time (database: ${db.kind}; ` +
      `browser: ${config.runner.browserWsEndpoint ?? 'local Chromium'})`,
  );
  const stop = async (signal: string) => {
    console.log(`${signal}: finishing the runs under way`);
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
