import { Errors } from '@cucumber/gherkin';
import { ImportError } from './types.ts';

/** A block keyword at the start of a line, as people write them in English feature files. */
export const BLOCK =
  /^(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios)\s*:/;

const NOT_A_STEP = 'is not a step: a step starts with Given, When, Then, And, But or *.';

/** What the parser's token names mean to a person; the ones a person never writes are left out. */
const TOKEN_NAMES: Record<string, string> = {
  '#EOF': 'the end of the file',
  '#StepLine': 'a step',
  '#TableRow': 'a table row',
  '#DocStringSeparator': 'a doc string',
  '#TagLine': 'a tag',
  '#FeatureLine': "'Feature:'",
  '#RuleLine': "'Rule:'",
  '#BackgroundLine': "'Background:'",
  '#ScenarioLine': "'Scenario:'",
  '#ExamplesLine': "'Examples:'",
};

const orList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * The first of the official parser's errors, in our words: the line it is on and the reason,
 * e.g. "'I type' is not a step: …" rather than "expected: #EOF, #TableRow, …, got 'I type'".
 */
export function importErrorOf(error: unknown, lines: string[]): ImportError {
  if (!(error instanceof Errors.GherkinException)) throw error;
  const first = [...(error.errors?.length ? error.errors : [error])]
    .filter((e): e is Errors.GherkinException => e instanceof Errors.GherkinException)
    .sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0))[0];
  if (!first) throw error;
  const line = first.location?.line ?? null;
  const detail = first.message.replace(/^\(\d+:\d+\):\s*/, '');

  if (first instanceof Errors.NoSuchLanguageException) {
    const language = /Language not supported: (.*)$/.exec(detail)?.[1] ?? '';
    return new ImportError(line, `only English Gherkin keywords are read, not '# language: ${language}'.`);
  }
  if (detail.startsWith('unexpected end of file') && detail.includes('#DocStringSeparator')) {
    return unclosedDocString(lines);
  }
  if (/inconsistent cell count/.test(detail) && line !== null) return inconsistentRow(lines, line);
  const unexpected = /^expected: (.*), got '(.*)'$/s.exec(detail);
  if (unexpected && line !== null) return unexpectedLine(line, unexpected[1]!.split(', '), unexpected[2]!);
  const reason = detail.charAt(0).toLowerCase() + detail.slice(1);
  return new ImportError(line, reason.replace(/\.?$/, '.'));
}

function unexpectedLine(line: number, expected: string[], got: string): ImportError {
  const block = BLOCK.exec(got)?.[1];
  if (expected.includes('#FeatureLine')) {
    return new ImportError(line, `a feature file starts with 'Feature:', not '${block ? `${block}:` : got}'.`);
  }
  if (block === 'Feature') return new ImportError(line, "a file holds one 'Feature:'.");
  if (!block && !got.startsWith('|') && expected.includes('#StepLine')) {
    return new ImportError(line, `'${got}' ${NOT_A_STEP}`);
  }
  const names = expected.flatMap((token) => TOKEN_NAMES[token] ?? []);
  return new ImportError(line, `'${got}' cannot come here; expected ${orList(names)}.`);
}

/** The doc string left open is the last delimiter line of the file. */
function unclosedDocString(lines: string[]): ImportError {
  const index = lines.findLastIndex((text) => /^\s*("""|```)/.test(text));
  const delimiter = lines[index]?.trim().slice(0, 3) ?? '"""';
  return new ImportError(index + 1, `the doc string opened here is never closed with ${delimiter}.`);
}

const cellCount = (row: string) => row.trim().replace(/\\./g, '').split('|').length - 2;

/** A table row whose cells do not match the table's first row, which is the Examples header in an outline. */
function inconsistentRow(lines: string[], line: number): ImportError {
  let first = line - 1;
  while (first > 0 && lines[first - 1]!.trim().startsWith('|')) first -= 1;
  const above = lines.slice(0, first).findLast((text) => text.trim() && !text.trim().startsWith('#'));
  const header = /^\s*(Examples|Scenarios)\s*:/.test(above ?? '') ? 'the Examples header' : "the table's first row";
  const row = cellCount(lines[line - 1]!);
  return new ImportError(line, `the row has ${row} cells but ${header} has ${cellCount(lines[first]!)}.`);
}
