/**
 * Totals what the model-based tests (tests/model, `npm run test:model`) covered of each machine in
 * src/machines: prints `name: states covered/total, transitions covered/total` per machine, writes
 * reports/model-coverage.json, and exits 1 when any machine is below 100% of either.
 *
 * The tests write what their passing paths took into reports/model-coverage-raw/; a machine no test
 * file covers counts as 0 covered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawCoverageDir } from '../tests/model/support/coverage.ts';
import { inventoryOf } from '../tests/model/support/inventory.ts';
import { loadMachine, machines } from './diagrams.ts';

const reportFile = path.resolve('reports/model-coverage.json');
const summaryFile = path.resolve('reports/model-coverage-summary.json');
const machinesDir = fileURLToPath(new URL('../src/machines/', import.meta.url));

/** Files of src/machines that define a machine but are missing from the list the report walks. */
function unlistedMachines(): string[] {
  return fs
    .readdirSync(machinesDir)
    .filter(
      (name) =>
        name.endsWith('.ts') && fs.readFileSync(path.join(machinesDir, name), 'utf8').includes('createMachine('),
    )
    .map((name) => name.replace(/\.ts$/, ''))
    .filter((file) => !machines.some((entry) => entry.file === file));
}

interface Raw {
  machine: string;
  states: string[];
  transitions: string[];
}

function readRaw(): Raw[] {
  if (!fs.existsSync(rawCoverageDir)) return [];
  return fs
    .readdirSync(rawCoverageDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(rawCoverageDir, name), 'utf8')) as Raw);
}

async function reportCoverage(): Promise<{ complete: number; incomplete: string[] }> {
  const raw = readRaw();
  const report: Record<string, { states: [number, number]; transitions: [number, number] }> = {};
  // A machine missing from the list would be outside this report: it counts as not covered.
  const unlisted = unlistedMachines();
  const incomplete: string[] = [...unlisted];
  const lines: string[] = incomplete.map(
    (file) => `${file}: not in the machine list of scripts/diagrams.ts, so neither drawn nor counted`,
  );
  for (const entry of machines) {
    const inventory = inventoryOf(await loadMachine(entry));
    const recorded = raw.filter((r) => r.machine === entry.file);
    const states = new Set(recorded.flatMap((r) => r.states));
    const transitions = new Set(recorded.flatMap((r) => r.transitions));
    const missing = [
      ...inventory.states.filter((s) => !states.has(s)).map((s) => `state ${s}`),
      ...inventory.transitions.filter((t) => !transitions.has(t)).map((t) => `transition ${t}`),
    ];
    const covered = {
      states: [inventory.states.filter((s) => states.has(s)).length, inventory.states.length] as [number, number],
      transitions: [inventory.transitions.filter((t) => transitions.has(t)).length, inventory.transitions.length] as [
        number,
        number,
      ],
    };
    report[entry.file] = covered;
    lines.push(
      `${entry.file}: states ${covered.states.join('/')}, transitions ${covered.transitions.join('/')}`,
      ...missing.map((what) => `  not covered: ${what}`),
    );
    if (missing.length) incomplete.push(entry.file);
  }
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(lines.join('\n'));
  console.log(
    incomplete.length
      ? `\nModel coverage below 100% for ${incomplete.join(', ')} (reports/model-coverage.json).`
      : `\nEvery machine at 100% of its states and transitions (reports/model-coverage.json).`,
  );
  return { complete: machines.length + unlisted.length - incomplete.length, incomplete };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const summary = await reportCoverage();
  // For scripts/test.mjs: how many machines are complete, which are not.
  fs.writeFileSync(summaryFile, JSON.stringify(summary));
  process.exit(summary.incomplete.length ? 1 : 0);
}
