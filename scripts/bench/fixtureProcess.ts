import { startFixtureApp } from '../../tests/fixtures/app/index.ts';

/**
 * The fixture app in a process of its own, for benchmarks: it prints its address, and stops on SIGTERM. Served from
 * the benchmark's own process, its pages would wait on whatever that process does (our runner, its database), which
 * Playwright Test's pages, driven from other processes, do not.
 */
const app = await startFixtureApp();
process.stdout.write(`${app.url}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
