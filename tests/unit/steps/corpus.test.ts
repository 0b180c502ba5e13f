/**
 * The corpora of outside steps (tests/corpus, scored by `npm run corpus`) are well formed. Only their form: what the
 * parser makes of them is a measure, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Line {
  step: unknown;
  source: unknown;
  expect: unknown;
}

const corpus = (name: string): Line[] =>
  fs
    .readFileSync(path.resolve('tests/corpus', name), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Line);

/** The repository (owner/name) or the site a source is in, without its path or the outline note. */
const origin = (source: string): string => {
  const bare = source.replace(/ \(outline, first row\)$/, '');
  return /^https?:\/\//.test(bare) ? new URL(bare).hostname : (bare.split(':')[0] ?? bare);
};

const corpora = { 'outside.jsonl': 300, 'kept-aside.jsonl': 120 };

describe('the corpora of outside steps', () => {
  for (const [name, least] of Object.entries(corpora)) {
    it(`${name} has at least ${least} steps, each with a step, a source and an expectation`, () => {
      const lines = corpus(name);
      expect(lines.length).toBeGreaterThanOrEqual(least);
      for (const line of lines) {
        expect(typeof line.step === 'string' && line.step.trim() !== '', JSON.stringify(line)).toBe(true);
        expect(typeof line.source === 'string' && line.source.trim() !== '', JSON.stringify(line)).toBe(true);
        expect(typeof line.expect === 'object' && line.expect !== null, JSON.stringify(line)).toBe(true);
      }
    });
  }

  it('holds no step twice, in either file', () => {
    const steps = [...corpus('outside.jsonl'), ...corpus('kept-aside.jsonl')].map((line) => line.step);
    const twice = steps.filter((step, i) => steps.indexOf(step) !== i);
    expect(twice).toEqual([]);
  });

  it('shares no source between the two files', () => {
    const outside = new Set(corpus('outside.jsonl').map((line) => origin(String(line.source))));
    const shared = corpus('kept-aside.jsonl')
      .map((line) => origin(String(line.source)))
      .filter((one) => outside.has(one));
    expect([...new Set(shared)]).toEqual([]);
  });
});
