import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { flowsDir, generateDiagrams } from '../../scripts/diagrams.ts';

it('docs/flows holds exactly what `npm run diagrams` makes from src/machines', async () => {
  const fresh = await generateDiagrams();
  const committed = (await fs.readdir(flowsDir).catch(() => [] as string[])).filter((name) => name.endsWith('.md'));
  const stale = committed.filter((name) => !fresh.has(name));
  expect(stale, `docs/flows holds files no machine generates any more: run \`npm run diagrams\``).toEqual([]);
  for (const [name, content] of fresh) {
    const text = await fs.readFile(path.join(flowsDir, name), 'utf8').catch(() => null);
    expect(text, `docs/flows/${name} is missing or out of date: run \`npm run diagrams\``).toBe(content);
  }
});
