import { ImportError, type ParsedTestCase } from './types.ts';

/**
 * Reads our own `.json` format:
 * `{ "test_cases": [ { "title", "goal"?, "steps": [string], "expected_result"? } ] }`.
 * The JSON is read by a small parser of its own that keeps the line of every value, so that
 * both a syntax error and a wrong field are reported with their line.
 */
export function parseJson(text: string): ParsedTestCase[] {
  const root = new JsonReader(text).document();
  if (root.type !== 'object') {
    throw new ImportError(root.line, `the file must hold an object with a "test_cases" list, not ${describe(root)}.`);
  }
  for (const key of root.entries.keys()) {
    if (key !== 'test_cases')
      throw new ImportError(root.line, `"${key}" is not a field of the file; it holds "test_cases".`);
  }
  const list = root.entries.get('test_cases');
  if (!list) throw new ImportError(root.line, 'the file has no "test_cases" list.');
  if (list.type !== 'array') throw new ImportError(list.line, `"test_cases" must be a list, not ${describe(list)}.`);
  if (list.items.length === 0) throw new ImportError(list.line, 'the "test_cases" list is empty.');
  return list.items.map((node, i) => testCase(node, i + 1));
}

const FIELDS = ['title', 'goal', 'steps', 'expected_result'];

function testCase(node: JsonNode, n: number): ParsedTestCase {
  const where = `test case ${n}`;
  if (node.type !== 'object') throw new ImportError(node.line, `${where} must be an object, not ${describe(node)}.`);
  for (const key of node.entries.keys()) {
    if (!FIELDS.includes(key)) {
      throw new ImportError(
        node.entries.get(key)!.line,
        `"${key}" is not a field of ${where}; its fields are title, goal, steps and expected_result.`,
      );
    }
  }
  const text = (field: string, required: boolean): string => {
    const value = node.entries.get(field);
    if (!value) {
      if (required) throw new ImportError(node.line, `${where} has no "${field}".`);
      return '';
    }
    if (value.type !== 'string')
      throw new ImportError(value.line, `"${field}" of ${where} must be a text, not ${describe(value)}.`);
    const trimmed = value.value.trim();
    if (required && !trimmed) throw new ImportError(value.line, `"${field}" of ${where} is empty.`);
    return trimmed;
  };
  const title = text('title', true);
  const steps = node.entries.get('steps');
  if (!steps) throw new ImportError(node.line, `${where} has no "steps".`);
  if (steps.type !== 'array')
    throw new ImportError(steps.line, `"steps" of ${where} must be a list of texts, not ${describe(steps)}.`);
  return {
    title,
    goal: text('goal', false),
    expectedResult: text('expected_result', false),
    line: node.line,
    steps: steps.items.map((step, i) => {
      if (step.type !== 'string') {
        throw new ImportError(step.line, `step ${i + 1} of ${where} must be a text, not ${describe(step)}.`);
      }
      if (!step.value.trim()) throw new ImportError(step.line, `step ${i + 1} of ${where} is empty.`);
      return { text: step.value.trim(), line: step.line };
    }),
  };
}

type JsonNode = { line: number } & (
  | { type: 'object'; entries: Map<string, JsonNode> }
  | { type: 'array'; items: JsonNode[] }
  | { type: 'string'; value: string }
  | { type: 'number' | 'boolean' | 'null' }
);

function describe(node: JsonNode): string {
  return {
    object: 'an object',
    array: 'a list',
    string: 'a text',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
  }[node.type];
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

const MAX_DEPTH = 32;

/** A strict JSON parser (RFC 8259) that tracks lines. */
class JsonReader {
  private i = 0;
  private line = 1;
  private depth = 0;

  constructor(private readonly text: string) {}

  document(): JsonNode {
    const node = this.value();
    this.space();
    if (this.i < this.text.length) this.fail(`unexpected ${this.shown()} after the end of the JSON value`);
    return node;
  }

  private fail(reason: string): never {
    throw new ImportError(this.line, `the file is not valid JSON: ${reason}.`);
  }

  private shown(): string {
    if (this.i >= this.text.length) return 'end of the file';
    return `'${this.text[this.i]}'`;
  }

  private space() {
    for (;;) {
      const ch = this.text[this.i];
      if (ch === '\n') this.line += 1;
      else if (ch !== ' ' && ch !== '\t' && ch !== '\r') return;
      this.i += 1;
    }
  }

  private value(): JsonNode {
    this.space();
    const line = this.line;
    const ch = this.text[this.i];
    if (ch === '{' || ch === '[') {
      if (this.depth >= MAX_DEPTH) this.fail(`lists and objects are nested more than ${MAX_DEPTH} deep`);
      this.depth += 1;
      const node = ch === '{' ? this.object() : this.array();
      this.depth -= 1;
      return node;
    }
    if (ch === '"') return { type: 'string', value: this.string(), line };
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(
      this.text.slice(this.i, this.i + 400),
    );
    if (!literal) this.fail(`unexpected ${this.shown()} where a value should be`);
    this.i += literal[0].length;
    const word = literal[0];
    return { type: word === 'null' ? 'null' : word === 'true' || word === 'false' ? 'boolean' : 'number', line };
  }

  private object(): JsonNode {
    const line = this.line;
    const entries = new Map<string, JsonNode>();
    this.i += 1;
    this.space();
    if (this.text[this.i] === '}') {
      this.i += 1;
      return { type: 'object', entries, line };
    }
    for (;;) {
      this.space();
      if (this.text[this.i] !== '"') this.fail(`expected a property name in double quotes, found ${this.shown()}`);
      const key = this.string();
      this.space();
      if (this.text[this.i] !== ':') this.fail(`expected ':' after the property name "${key}", found ${this.shown()}`);
      this.i += 1;
      entries.set(key, this.value());
      this.space();
      const next = this.text[this.i];
      this.i += 1;
      if (next === '}') return { type: 'object', entries, line };
      if (next !== ',') {
        this.i -= 1;
        this.fail(`expected ',' or '}' after a property, found ${this.shown()}`);
      }
    }
  }

  private array(): JsonNode {
    const line = this.line;
    const items: JsonNode[] = [];
    this.i += 1;
    this.space();
    if (this.text[this.i] === ']') {
      this.i += 1;
      return { type: 'array', items, line };
    }
    for (;;) {
      items.push(this.value());
      this.space();
      const next = this.text[this.i];
      this.i += 1;
      if (next === ']') return { type: 'array', items, line };
      if (next !== ',') {
        this.i -= 1;
        this.fail(`expected ',' or ']' in a list, found ${this.shown()}`);
      }
    }
  }

  private string(): string {
    let out = '';
    this.i += 1; // the opening quote
    for (;;) {
      if (this.i >= this.text.length) this.fail('a text is never closed with "');
      const ch = this.text[this.i]!;
      if (ch === '"') {
        this.i += 1;
        return out;
      }
      if (ch === '\n') this.fail('a text must not span lines (write \\n for a line break)');
      if (ch < ' ') this.fail('a control character inside a text');
      if (ch !== '\\') {
        out += ch;
        this.i += 1;
        continue;
      }
      const escape = this.text[this.i + 1];
      if (escape === 'u') {
        const hex = this.text.slice(this.i + 2, this.i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('a \\u escape needs 4 hex digits');
        out += String.fromCharCode(parseInt(hex, 16));
        this.i += 6;
      } else if (escape !== undefined && Object.hasOwn(ESCAPES, escape)) {
        out += ESCAPES[escape];
        this.i += 2;
      } else {
        this.fail(`an unknown escape \\${escape ?? ''} inside a text`);
      }
    }
  }
}
