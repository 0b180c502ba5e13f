import { ImportError, type ParsedTestCase } from './types.ts';

/**
 * Reads a Gherkin `.feature` file (English keywords): each Scenario (or Example) is a test case
 * named after it, each Given/When/Then/And/But/* line a step (keyword kept), and the steps of a
 * Background come first in every scenario after it. A Scenario Outline becomes one test case
 * per row of its Examples, with the <placeholders> filled in. Descriptions, tags and comments
 * are ignored; a data table or doc string is kept with the step it belongs to.
 */
export function parseGherkin(text: string): ParsedTestCase[] {
  return new GherkinReader(text.split(/\r\n|\r|\n/)).read();
}

const BLOCK =
  /^(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios)\s*:(.*)$/;
const STEP = /^(?:(?:Given|When|Then|And|But)\s|\*\s)\s*\S/;
const DOC_STRING = /^("""|```)/;

interface Step {
  text: string;
  line: number;
}

interface ExamplesTable {
  line: number;
  header: string[] | null;
  rows: { cells: string[]; line: number }[];
}

interface Scenario {
  title: string;
  line: number;
  outline: boolean;
  steps: Step[];
  background: Step[];
  examples: ExamplesTable[];
}

type Section = 'start' | 'feature' | 'rule' | 'background' | 'scenario' | 'examples';

/** Splits `| a | b\|c |` into its cells, unescaping `\|`, `\\` and `\n`. */
function tableCells(row: string, line: number): string[] {
  if (!row.endsWith('|') || row.endsWith('\\|')) throw new ImportError(line, 'a table row must end with |.');
  const cells: string[] = [];
  let cell = '';
  for (let i = 1; i < row.length; i += 1) {
    const ch = row[i]!;
    if (ch === '\\' && i + 1 < row.length) {
      const next = row[i + 1]!;
      cell += next === 'n' ? '\n' : next === '|' || next === '\\' ? next : `\\${next}`;
      i += 1;
    } else if (ch === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  return cells;
}

class GherkinReader {
  private section: Section = 'start';
  private inRule = false;
  private featureBackground: Step[] = [];
  private ruleBackground: Step[] = [];
  private background: Step[] | null = null;
  private scenario: Scenario | null = null;
  private readonly cases: ParsedTestCase[] = [];

  constructor(private readonly lines: string[]) {}

  read(): ParsedTestCase[] {
    for (let index = 0; index < this.lines.length; index += 1) {
      const line = index + 1;
      const text = this.lines[index]!.trim();
      if (!text || text.startsWith('@')) continue;
      if (text.startsWith('#')) {
        const language = /^#\s*language\s*:\s*(\S+)/.exec(text)?.[1];
        if (language && language.toLowerCase() !== 'en') {
          throw new ImportError(line, `only English Gherkin keywords are read, not '# language: ${language}'.`);
        }
        continue;
      }
      if (DOC_STRING.test(text)) {
        index = this.docString(index);
        continue;
      }
      const block = BLOCK.exec(text);
      if (block) this.block(block[1]!, block[2]!.trim(), line);
      else if (this.section === 'start')
        throw new ImportError(line, `a feature file starts with 'Feature:', not '${text}'.`);
      else if (STEP.test(text)) this.step(text, line);
      else if (text.startsWith('|')) this.tableRow(text, line);
      else this.description(text, line);
    }
    if (this.section === 'start') throw new ImportError(null, "the file has no 'Feature:' line.");
    this.endScenario();
    if (this.cases.length === 0) throw new ImportError(null, 'the feature has no scenarios.');
    return this.cases;
  }

  private block(keyword: string, name: string, line: number) {
    if (keyword === 'Feature') {
      if (this.section !== 'start') throw new ImportError(line, "a file holds one 'Feature:'.");
      this.section = 'feature';
      return;
    }
    if (this.section === 'start')
      throw new ImportError(line, `a feature file starts with 'Feature:', not '${keyword}:'.`);
    if (keyword === 'Examples' || keyword === 'Scenarios') {
      if (!this.scenario) throw new ImportError(line, "'Examples:' must follow a Scenario Outline.");
      this.scenario.examples.push({ line, header: null, rows: [] });
      this.section = 'examples';
      return;
    }
    this.endScenario();
    if (keyword === 'Rule') {
      this.ruleBackground = [];
      this.inRule = true;
      this.section = 'rule';
    } else if (keyword === 'Background') {
      this.background = [];
      if (this.inRule) this.ruleBackground = this.background;
      else this.featureBackground = this.background;
      this.section = 'background';
    } else {
      if (!name) throw new ImportError(line, `the ${keyword.toLowerCase()} has no name.`);
      this.scenario = {
        title: name,
        line,
        outline: keyword === 'Scenario Outline' || keyword === 'Scenario Template',
        steps: [],
        background: [...this.featureBackground, ...this.ruleBackground],
        examples: [],
      };
      this.section = 'scenario';
    }
  }

  /** The steps that a step line or a table row would be added to. */
  private openSteps(): Step[] | null {
    if (this.section === 'background') return this.background;
    if (this.section === 'scenario') return this.scenario!.steps;
    return null;
  }

  private step(text: string, line: number) {
    const steps = this.openSteps();
    if (!steps) {
      throw new ImportError(
        line,
        this.section === 'examples'
          ? 'a step cannot follow an Examples table.'
          : 'a step must be inside a Scenario or a Background.',
      );
    }
    steps.push({ text, line });
  }

  private tableRow(text: string, line: number) {
    if (this.section === 'examples') {
      const table = this.scenario!.examples.at(-1)!;
      const cells = tableCells(text, line);
      if (!table.header) table.header = cells;
      else if (cells.length !== table.header.length) {
        throw new ImportError(
          line,
          `the row has ${cells.length} cells but the Examples header has ${table.header.length}.`,
        );
      } else table.rows.push({ cells, line });
      return;
    }
    const last = this.openSteps()?.at(-1);
    if (!last) throw new ImportError(line, 'a table row must follow a step or an Examples line.');
    tableCells(text, line);
    last.text += `\n${text}`;
  }

  /** Free text: a description right under a Feature, Rule, Background or Scenario line. */
  private description(text: string, line: number) {
    const steps = this.openSteps();
    if (this.section === 'feature' || this.section === 'rule' || (steps && steps.length === 0)) return;
    if (this.section === 'examples' && !this.scenario!.examples.at(-1)!.header) return;
    throw new ImportError(line, `'${text}' is not a step: a step starts with Given, When, Then, And, But or *.`);
  }

  /** Adds a doc string to the step before it; answers the index of its closing line. */
  private docString(start: number): number {
    const opening = this.lines[start]!.trim();
    const delimiter = opening.slice(0, 3);
    const last = this.openSteps()?.at(-1);
    if (!last) throw new ImportError(start + 1, 'a doc string must follow a step.');
    const indent = this.lines[start]!.indexOf(delimiter);
    const content: string[] = [];
    for (let i = start + 1; i < this.lines.length; i += 1) {
      const raw = this.lines[i]!;
      if (raw.trim() === delimiter) {
        last.text += `\n${content.join('\n')}`;
        return i;
      }
      content.push(raw.slice(Math.min(indent, raw.length - raw.trimStart().length)));
    }
    throw new ImportError(start + 1, `the doc string opened here is never closed with ${delimiter}.`);
  }

  private endScenario() {
    const s = this.scenario;
    this.scenario = null;
    if (!s) return;
    if (s.outline || s.examples.length > 0) {
      this.expandOutline(s);
      return;
    }
    this.push(s.title, s.line, [...s.background, ...s.steps]);
  }

  private expandOutline(s: Scenario) {
    const rows = s.examples.flatMap((table) => table.rows.map((row) => ({ row, header: table.header ?? [] })));
    if (rows.length === 0) throw new ImportError(s.line, `the scenario outline '${s.title}' has no Examples rows.`);
    const titled = /<[^<>]+>/.test(s.title);
    for (const { row, header } of rows) {
      const fill = (text: string) =>
        text.replace(/<([^<>]+)>/g, (match, name: string) => {
          const column = header.indexOf(name.trim());
          return column === -1 ? match : row.cells[column]!;
        });
      const title = titled ? fill(s.title) : `${s.title} (${row.cells.join(', ')})`;
      this.push(title, row.line, [...s.background, ...s.steps.map((step) => ({ ...step, text: fill(step.text) }))]);
    }
  }

  private push(title: string, line: number, steps: Step[]) {
    if (steps.length === 0) throw new ImportError(line, `the scenario '${title}' has no steps.`);
    this.cases.push({ title, goal: '', expectedResult: '', line, steps });
  }
}
