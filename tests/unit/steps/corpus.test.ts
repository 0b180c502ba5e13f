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

/** The fewest steps each known corpus holds; any other `*.jsonl` in the folder is checked too, with at least one. */
const least: Record<string, number> = {
  'outside.jsonl': 300,
  'kept-aside.jsonl': 120,
  'fresh.jsonl': 200,
  'hold-out.jsonl': 150,
};

const corpora = Object.fromEntries(
  fs
    .readdirSync(path.resolve('tests/corpus'))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => [name, least[name] ?? 1]),
);

describe('the corpora of outside steps', () => {
  it('holds every known corpus', () => {
    expect(Object.keys(corpora)).toEqual(expect.arrayContaining(Object.keys(least)));
  });

  for (const [name, fewest] of Object.entries(corpora)) {
    it(`${name} has at least ${fewest} steps, each with a step, a source and an expectation`, () => {
      const lines = corpus(name);
      expect(lines.length).toBeGreaterThanOrEqual(fewest);
      for (const line of lines) {
        expect(typeof line.step === 'string' && line.step.trim() !== '', JSON.stringify(line)).toBe(true);
        expect(typeof line.source === 'string' && line.source.trim() !== '', JSON.stringify(line)).toBe(true);
        expect(typeof line.expect === 'object' && line.expect !== null, JSON.stringify(line)).toBe(true);
      }
    });
  }

  it('holds no step twice, in any file', () => {
    const steps = Object.keys(corpora).flatMap((name) => corpus(name).map((line) => line.step));
    const twice = steps.filter((step, i) => steps.indexOf(step) !== i);
    expect(twice).toEqual([]);
  });

  it('shares no source between any two files', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const name of Object.keys(corpora)) {
      for (const one of new Set(corpus(name).map((line) => origin(String(line.source))))) {
        const first = owner.get(one);
        if (first === undefined) owner.set(one, name);
        else shared.push(`${one} (${first}, ${name})`);
      }
    }
    expect(shared).toEqual([]);
  });
});
