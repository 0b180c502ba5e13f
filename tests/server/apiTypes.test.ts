import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateApiTypes, typesFile } from '../../scripts/apiTypes.ts';

it('src/api/schema.d.ts is what `npm run api:generate` makes from openapi.yaml', async () => {
  const committed = await fs.readFile(typesFile, 'utf8');
  expect(committed, 'the generated API types are stale: run `npm run api:generate`').toBe(await generateApiTypes());
  // Generating the types from the whole contract takes seconds of one core, more while the other suites run beside it.
}, 30_000);
