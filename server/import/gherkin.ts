import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type Background, type Feature, type Rule, type Scenario, type Step } from '@cucumber/messages';
import { BLOCK, importErrorOf } from './gherkinErrors.ts';
import { ImportError, type ParsedTestCase } from './types.ts';

/**
 * Reads a Gherkin `.feature` file with the official Cucumber parser (English keywords): each Scenario
 * (or Example) is a test case named after it, each Given/When/Then/And/But/* line a step (keyword kept),
 * and the steps of a Background come first in every scenario after it, a Rule's own Background after the
 * Feature's. A Scenario Outline becomes one test case per row of its Examples, with the <placeholders>
 * filled in. Descriptions, tags and comments are ignored; a data table or doc string is kept with its step.
 */
export function parseGherkin(text: string): ParsedTestCase[] {
  const lines = text.split(/\r\n|\r|\n/);
  const parser = new Parser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher());
  let feature: Feature | undefined;
  try {
    feature = parser.parse(text).feature;
  } catch (error) {
    throw importErrorOf(error, lines);
  }
  if (!feature) throw new ImportError(null, "the file has no 'Feature:' line.");
  if (feature.language !== 'en') {
    const line = lines.findIndex((l) => /^\s*#\s*language\s*:/.test(l)) + 1;
    throw new ImportError(
      line || null,
      `only English Gherkin keywords are read, not '# language: ${feature.language}'.`,
    );
  }
  return new FeatureReader(lines).read(feature);
}

interface Block {
  location: { line: number };
  children: readonly { rule?: Rule; background?: Background; scenario?: Scenario }[];
}

const STEP_LIKE = /^(?:(?:Given|When|Then|And|But)\s|\*\s)\s*\S/;

class FeatureReader {
  private readonly cases: ParsedTestCase[] = [];

  constructor(private readonly lines: string[]) {}

  read(feature: Feature): ParsedTestCase[] {
    this.block(feature, []);
    if (this.cases.length === 0) throw new ImportError(null, 'the feature has no scenarios.');
    return this.cases;
  }

  /** A Feature or a Rule: its own Background, then its scenarios and rules in order. */
  private block(block: Block, inherited: { text: string; line: number }[]) {
    this.checkDescription(block);
    let background = inherited;
    for (const child of block.children) {
      if (child.background) background = [...inherited, ...child.background.steps.map((s) => this.step(s))];
      if (child.scenario) this.scenario(child.scenario, background);
      if (child.rule) this.block(child.rule, background);
    }
  }

  /**
   * The parser takes any line between a Feature or Rule line and its first child as description;
   * a step, a second Feature or an Examples line there was meant as something else, so it is refused.
   */
  private checkDescription(block: Block) {
    const first = block.children[0];
    const end = (first?.rule ?? first?.background ?? first?.scenario)?.location.line ?? this.lines.length + 1;
    for (let line = block.location.line + 1; line < end; line += 1) {
      const text = this.lines[line - 1]!.trim();
      if (STEP_LIKE.test(text)) throw new ImportError(line, 'a step must be inside a Scenario or a Background.');
      const keyword = BLOCK.exec(text)?.[1];
      if (keyword === 'Feature') throw new ImportError(line, "a file holds one 'Feature:'.");
      if (keyword === 'Examples' || keyword === 'Scenarios') {
        throw new ImportError(line, "'Examples:' must follow a Scenario Outline.");
      }
    }
  }

  /** A step as the user wrote it: keyword and text, then its table rows as written, or its doc string. */
  private step(step: Step, fill: (text: string) => string = (t) => t) {
    let text = `${step.keyword}${step.text}`.trim();
    for (const row of step.dataTable?.rows ?? []) text += `\n${this.rowText(row.location.line)}`;
    if (step.docString) text += `\n${step.docString.content}`;
    return { text: fill(text), line: step.location.line };
  }

  private rowText(line: number): string {
    const text = this.lines[line - 1]!.trim();
    if (!text.endsWith('|') || text.endsWith('\\|')) throw new ImportError(line, 'a table row must end with |.');
    return text;
  }

  private scenario(s: Scenario, background: { text: string; line: number }[]) {
    const line = s.location.line;
    if (!s.name.trim()) throw new ImportError(line, `the ${s.keyword.toLowerCase()} has no name.`);
    const outline = /Outline|Template/.test(s.keyword) || s.examples.length > 0;
    if (!outline) {
      this.push(s.name, line, [...background, ...s.steps.map((step) => this.step(step))]);
      return;
    }
    const rows = s.examples.flatMap((table) => {
      if (table.tableHeader) this.rowText(table.tableHeader.location.line);
      const header = table.tableHeader?.cells.map((c) => c.value) ?? [];
      return table.tableBody.map((row) => ({ header, cells: row.cells.map((c) => c.value), line: row.location.line }));
    });
    if (rows.length === 0) throw new ImportError(line, `the scenario outline '${s.name}' has no Examples rows.`);
    const titled = /<[^<>]+>/.test(s.name);
    for (const row of rows) {
      this.rowText(row.line);
      const fill = (text: string) =>
        text.replace(/<([^<>]+)>/g, (match, name: string) => {
          const column = row.header.indexOf(name.trim());
          return column === -1 ? match : row.cells[column]!;
        });
      const title = titled ? fill(s.name) : `${s.name} (${row.cells.join(', ')})`;
      this.push(title, row.line, [...background, ...s.steps.map((step) => this.step(step, fill))]);
    }
  }

  private push(title: string, line: number, steps: { text: string; line: number }[]) {
    if (steps.length === 0) throw new ImportError(line, `the scenario '${title}' has no steps.`);
    this.cases.push({ title, goal: '', expectedResult: '', line, steps });
  }
}
