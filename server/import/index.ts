import path from 'node:path';
import { parseCsv } from './csv.ts';
import { parseGherkin } from './gherkin.ts';
import { parseJson } from './json.ts';
import { ImportError, type ParsedTestCase } from './types.ts';

export { ImportError, type ParsedTestCase } from './types.ts';

/** The largest file we import. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

const PARSERS: Record<string, (text: string) => ParsedTestCase[]> = {
  '.feature': parseGherkin,
  '.csv': parseCsv,
  '.json': parseJson,
};

/** The limits of the contract's TestCaseInput, which imported test cases meet too. */
export const LIMITS = { title: 200, goal: 2000, steps: 100, step: 1000, expectedResult: 200 };

/** Why a file was refused: the file, the line when known, and the reason. */
export interface ImportFailure {
  file: string;
  line: number | null;
  reason: string;
}

export class ImportFileError extends Error {
  readonly failure: ImportFailure;

  constructor(failure: ImportFailure) {
    super(describeFailure(failure));
    this.failure = failure;
  }
}

/** e.g. "login.csv, line 4: the row has 3 fields but the header has 2." */
export function describeFailure({ file, line, reason }: ImportFailure): string {
  return `${file}${line === null ? '' : `, line ${line}`}: ${reason}`;
}

/**
 * Reads the test cases of one uploaded file, chosen by its extension (.feature, .csv, .json).
 * Throws an ImportFileError naming the file, the line and the reason for anything it cannot take.
 */
export function parseTestFile(fileName: string, content: Uint8Array): ParsedTestCase[] {
  const file = path.basename(fileName.replace(/\\/g, '/')) || 'the file';
  const refuse = (reason: string, line: number | null = null): never => {
    throw new ImportFileError({ file, line, reason });
  };
  const parse = PARSERS[path.extname(file).toLowerCase()];
  if (!parse) return refuse('only .feature, .csv and .json files can be imported.');
  if (content.length > MAX_IMPORT_BYTES) return refuse('the file is larger than 1 MB.');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return refuse('the file is not UTF-8 text.');
  }
  if (!text.trim()) return refuse('the file is empty.');
  try {
    const cases = parse(text);
    cases.forEach(checkLimits);
    return cases;
  } catch (error) {
    if (error instanceof ImportError) return refuse(error.reason, error.line);
    throw error;
  }
}

const length = (text: string) => [...text].length;

function checkLimits(c: ParsedTestCase): void {
  const name = c.title.length > 40 ? `${c.title.slice(0, 40)}…` : c.title;
  if (length(c.title) > LIMITS.title) {
    throw new ImportError(c.line, `the title '${name}' is longer than ${LIMITS.title} characters.`);
  }
  if (length(c.goal) > LIMITS.goal) {
    throw new ImportError(c.line, `the goal of '${name}' is longer than ${LIMITS.goal} characters.`);
  }
  if (length(c.expectedResult) > LIMITS.expectedResult) {
    throw new ImportError(
      c.line,
      `the expected result of '${name}' is longer than ${LIMITS.expectedResult} characters.`,
    );
  }
  if (c.steps.length > LIMITS.steps) {
    throw new ImportError(c.line, `'${name}' has ${c.steps.length} steps; a test case has at most ${LIMITS.steps}.`);
  }
  for (const step of c.steps) {
    if (length(step.text) > LIMITS.step) {
      throw new ImportError(step.line ?? c.line, `a step of '${name}' is longer than ${LIMITS.step} characters.`);
    }
  }
}
