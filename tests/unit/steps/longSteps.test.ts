import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/steps/action.ts';
import { parseStep } from '../../../src/steps/index.ts';
import { actionOf, target } from './helpers.ts';

/**
 * Steps as long as the API takes (1,000 characters), of the shapes that once took the parser from milliseconds to
 * minutes: each still gets its answer. How long they take is measured by `npm run bench -- parsing`, not here.
 */
const MAX = 1000;

/** `head` then `filler` repeated, then `tail`, cut to `length` characters. */
const longStep = (head: string, filler: string, tail = '', length = MAX): string =>
  head + filler.repeat(Math.ceil(length / filler.length)).slice(0, length - head.length - tail.length) + tail;

const TOO_MANY = {
  ok: false,
  reason: 'This line joins more steps than one line may: write them one per line',
  suggestion: null,
};

describe('a step as long as the API takes', () => {
  it('answers an unknown word of a thousand letters, with no verb to suggest', () => {
    const word = 'x'.repeat(MAX);
    expect(parseStep(word)).toEqual({ ok: false, reason: `"${word}" is not a step I know.`, suggestion: null });
  });

  it('answers a misspelt verb before a long line of joined words, with the corrected step or none', () => {
    const dots = longStep('Clikc ', '.', ' zzz');
    expect(parseStep(dots)).toEqual({
      ok: false,
      reason: '"Clikc" is not a step I know.',
      suggestion: `Click${dots.slice('Clikc'.length)}`,
    });
    expect(parseStep(longStep('Sotr ', 'a; '))).toEqual({
      ok: false,
      reason: '"Sotr" is not a step I know.',
      suggestion: null,
    });
    for (const filler of ['a and ', 'Verify "a" is visible and ']) {
      expect(parseStep(longStep('Clikc ', filler))).toEqual({
        ok: false,
        reason: '"Clikc" is not a step I know.',
        suggestion: null,
      });
    }
  });

  it('reads a long name, a long column or a column before its order words', () => {
    // Three hundred "in"s or "on"s, each of which could start a part of the page ("on the card"); the first is "click on".
    const name = longStep('Click ', 'on ', 'zzz');
    expect(actionOf(name)).toEqual({ type: 'click', target: target(name.slice('Click on '.length)), clicks: 1 });
    expect(parseStep(longStep('Sort ', 'a ', 'zzz'))).toMatchObject({
      ok: false,
      reason: 'Sort needs a column: say which column to sort by, as in: Sort the table by Name',
    });
    const sort = actionOf(`Sort ${'by '.repeat(300)}Price descending`);
    expect(sort).toMatchObject({ type: 'sort', target: { kind: 'cell' }, direction: 'descending' });
    expect(sort.type === 'sort' && sort.target.name).toMatch(/^(?:by )+Price$/);
  });

  it('splits a line of seventeen steps, and refuses one whose split would cost more than a few parses of it', () => {
    const steps = (count: number) => Array.from({ length: count }, () => 'Type "a" into b').join(' and ');
    const fill: Action = { type: 'fill', target: target('b'), value: 'a' };
    expect(actionOf(steps(17))).toEqual({ type: 'sequence', actions: Array.from({ length: 17 }, () => fill) });
    expect(parseStep(steps(18))).toEqual(TOO_MANY);
    expect(parseStep(steps(50))).toEqual(TOO_MANY);
    // A hundred and eleven steps: read whole, it would be one click on all their words.
    expect(parseStep(longStep('', 'Click a; ', 'b'))).toEqual(TOO_MANY);
    expect(parseStep(longStep('I see ', 'on on on on on on on on on on on on on and select '))).toEqual(TOO_MANY);
  });
});
