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

/** Splits the text into records per RFC 4180 (CRLF, LF or CR line breaks). */
function records(text: string): CsvRecord[] {
  const result: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  const atLineBreak = () => text[i] === '\n' || text[i] === '\r';
  const skipLineBreak = () => {
    if (text[i] === '\r' && text[i + 1] === '\n') i += 1;
    i += 1;
    line += 1;
  };

  while (i < text.length) {
    const start = line;
    if (atLineBreak()) {
      skipLineBreak(); // a blank line
      continue;
    }
    const fields: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        const opened = line;
        i += 1;
        for (;;) {
          if (i >= text.length) throw new ImportError(opened, 'a quoted field is never closed.');
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line += 1;
          field += ch;
          i += 1;
        }
        if (i < text.length && text[i] !== ',' && !atLineBreak()) {
          throw new ImportError(line, 'a closing quote must end its field: put a comma or a line break after it.');
        }
      } else {
        while (i < text.length && text[i] !== ',' && !atLineBreak()) {
          if (text[i] === '"') {
            throw new ImportError(
              line,
              'a quote inside an unquoted field: put the whole field in quotes and double the quote.',
            );
          }
          field += text[i];
          i += 1;
        }
      }
      fields.push(field);
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      break;
    }
    // A line of spaces only is taken as blank, not as a row of one field.
    if (fields.length > 1 || fields[0]!.trim() !== '') result.push({ fields, line: start });
    if (i < text.length) skipLineBreak();
  }
  return result;
}
