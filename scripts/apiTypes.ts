import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

export const specFile = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const typesFile = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url));

const HEADER = '// Generated from openapi.yaml by `npm run api:generate`. Do not edit by hand.\n\n';

/** The text `src/api/schema.d.ts` must hold for the current `openapi.yaml`. */
export async function generateApiTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${specFile}`));
  const source = HEADER + astToString(ast);
  const options = (await prettier.resolveConfig(typesFile)) ?? {};
  return prettier.format(source, { ...options, filepath: typesFile });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await fs.writeFile(typesFile, await generateApiTypes());
  console.log(`Wrote ${typesFile}`);
}
