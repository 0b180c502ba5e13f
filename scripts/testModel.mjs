// `npm run test:model`: runs the model-based tests (tests/model), then the coverage report of
// scripts/modelCoverage.ts; fails when a test fails or any machine is below 100%. Arguments are
// passed to Vitest (scripts/test.mjs adds its reporters).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

fs.rmSync(path.resolve('reports/model-coverage-raw'), { recursive: true, force: true });
fs.rmSync(path.resolve('reports/model-coverage-summary.json'), { force: true });
const tests = spawnSync('npx', ['vitest', 'run', '--project', 'model', ...process.argv.slice(2)], { stdio: 'inherit' });
console.log('\n━━ model coverage ━━');
const report = spawnSync('node', ['--import', 'tsx', 'scripts/modelCoverage.ts'], { stdio: 'inherit' });
process.exit(tests.status !== 0 || report.status !== 0 ? 1 : 0);
