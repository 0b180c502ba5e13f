#!/usr/bin/env node
// The TestPilot command line: `testpilot run --project … --wait`. Its code is TypeScript, run through tsx.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli/main.ts');
process.exitCode = await main(process.argv.slice(2), process.env);
