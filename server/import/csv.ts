import { CsvError, parse } from 'csv-parse/sync';
import { ImportError, type ParsedTestCase } from './types.ts';

/**
 * Reads a `.csv` file (RFC 4180: fields with commas, quotes or line breaks are quoted, and a
 * quote inside them is doubled). The header names the columns `title` and `step`, and
 * optionally `expected_result` and `goal`; each row is one step, and consecutive rows with the
 * same title form one test case. Blank lines are skipped.
 */
export function parseCsv(text: string): ParsedTestCase[] {
  const rows = records(text);
  const headerRow = rows.shift();
  if (!headerRow) throw new ImportError(null, 'the file has no header line.');
  const columns = readHeader(headerRow);

  type Building = ParsedTestCase & { fieldLines: Record<string, number> };
  const cases: Building[] = [];
  let current: Building | undefined;
  for (const { fields, line } of rows) {
    if (fields.length !== columns.count) {
      throw new ImportError(line, `the row has ${fields.length} fields but the header has ${columns.count}.`);
    }
    const cell = (name: string) => {
      const index = columns.index.get(name);
      return index === undefined ? '' : fields[index]!.trim();
    };
    const title = cell('title');
    const step = cell('step');
    if (!title) throw new ImportError(line, 'the title is empty.');
    if (!step) throw new ImportError(line, 'the step is empty.');
    if (!current || current.title !== title) {
      current = { title, goal: '', expectedResult: '', steps: [], line, fieldLines: {} };
      cases.push(current);
    }
    current.steps.push({ text: step, line });
    for (const [column, key] of [
      ['goal', 'goal'],
      ['expected_result', 'expectedResult'],
    ] as const) {
      const value = cell(column);
      if (!value) continue;
      if (current[key] && current[key] !== value) {
        throw new ImportError(
          line,
          `the ${column} differs from the one on line ${current.fieldLines[column]} for the test case '${title}'.`,
        );
      }
      current[key] = value;
      current.fieldLines[column] ??= line;
    }
  }
  if (cases.length === 0) throw new ImportError(null, 'the file has a header but no rows.');
  return cases.map(({ fieldLines: _lines, ...c }) => c);
}

const KNOWN_COLUMNS = ['title', 'step', 'expected_result', 'goal'];

function readHeader({ fields, line }: CsvRecord) {
  const index = new Map<string, number>();
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!KNOWN_COLUMNS.includes(name)) {
      throw new ImportError(
        line,
        `the header has the column '${raw.trim()}'; the columns are title, step and optionally expected_result and goal.`,
      );
    }
    if (index.has(name)) throw new ImportError(line, `the header has the column '${name}' twice.`);
    index.set(name, i);
  });
  for (const required of ['title', 'step']) {
    if (!index.has(required)) throw new ImportError(line, `the header has no '${required}' column.`);
  }
  return { index, count: fields.length };
}

interface CsvRecord {
  fields: string[];
  /** The line the record starts on. */
  line: number;
}

const lineBreaks = (text: string) => text.split('\n').length - 1;

/**
 * Splits the text into records with csv-parse (RFC 4180). Line breaks are made `\n` first, so a file
 * that mixes CRLF, LF and CR reads as one. A record's raw text starts with the blank lines skipped
 * before it and ends with its line break; what lies between tells the line it starts on.
 */
function records(text: string): CsvRecord[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  let parsed: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    const options = { info: true, raw: true, relax_column_count: true, skip_empty_lines: true };
    // csv-parse's types leave out the { record, info, raw } shape that its `info` and `raw` options give.
    parsed = parse(normalized, options) as unknown as typeof parsed;
  } catch (error) {
    throw csvError(error, normalized);
  }
  return (
    parsed
      // A line of spaces only is taken as blank, not as a row of one field.
      .filter(({ record }) => record.length > 1 || record[0]!.trim() !== '')
      .map(({ record, info, raw }) => ({ fields: record, line: info.lines - lineBreaks(raw.replace(/^\n+|\n$/g, '')) }))
  );
}

/** csv-parse's refusal in our words, on the line where the problem is. */
function csvError(error: unknown, text: string): ImportError {
  if (!(error instanceof CsvError)) throw error;
  const { lines, raw } = error as CsvError & { lines: number; raw: string };
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED': {
      // The record left open runs to the end of the text: its raw text is the text's tail.
      const start = text.endsWith(raw) ? text.length - raw.length : -1;
      const line = start < 0 ? lines : lineBreaks(text.slice(0, start + unclosedQuote(raw))) + 1;
      return new ImportError(line, 'a quoted field is never closed.');
    }
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new ImportError(lines, 'a closing quote must end its field: put a comma or a line break after it.');
    case 'INVALID_OPENING_QUOTE':
      return new ImportError(
        lines,
        'a quote inside an unquoted field: put the whole field in quotes and double the quote.',
      );
    default:
      return new ImportError(lines ?? null, `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}.`);
  }
}

/** Where the field left open starts: the first field-opening quote after which no quote closes. */
function unclosedQuote(raw: string): number {
  for (let i = 0; i < raw.length; i += 1) {
    const opensField = raw[i] === '"' && (i === 0 || raw[i - 1] === ',' || raw[i - 1] === '\n');
    if (
      opensField &&
      !raw
        .slice(i + 1)
        .replace(/""/g, '')
        .includes('"')
    )
      return i;
  }
  return 0;
}
