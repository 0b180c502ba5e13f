/**
 * `npm run bench`: every benchmark in turn. Each module exports `run()`, which measures us and a
 * peer in the same run and prints its own figures with their ratio (the machine is noisy, so
 * only ratios compare across runs). Add a benchmark by adding its module to the list.
 * `npm run bench -- login` runs only the benchmarks whose name contains "login".
 */
const benchmarks: { name: string; load: () => Promise<{ run(): Promise<void> }> }[] = [
  { name: 'first load of /login', load: () => import('./loginBundle.ts') },
  { name: 'sign-ins under a flood of unknown emails', load: () => import('./hashingFlood.ts') },
  { name: 'list pages and the dashboard', load: () => import('./lists.ts') },
  { name: 'the runner against Playwright Test', load: () => import('./runner.ts') },
  { name: 'live events and worker processes', load: () => import('./liveEvents.ts') },
  { name: 'parsing long unknown steps while test cases are saved', load: () => import('./parsing.ts') },
];

export {};

const only = process.argv[2]?.toLowerCase();
for (const { name, load } of benchmarks.filter((b) => !only || b.name.toLowerCase().includes(only))) {
  console.log(`\n## ${name}`);
  const started = Date.now();
  await (await load()).run();
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
