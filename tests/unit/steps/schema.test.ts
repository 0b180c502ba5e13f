import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Action } from '../../../src/steps/action.ts';
import { parseStep } from '../../../src/steps/index.ts';
import {
  ACTION_TYPES,
  ActionSchema,
  ASSERTION_TYPES,
  ParsedStepSchema,
  REGION_KINDS,
  TARGET_KINDS,
} from '../../../src/steps/schema.ts';
import { docExamples } from './docsExamples.ts';
import { target } from './helpers.ts';

/** The schema's verdict on a value: null when it is an action, else what is wrong, where. */
function refusal(value: unknown): string | null {
  const parsed = ActionSchema.safeParse(value);
  return parsed.success ? null : z.prettifyError(parsed.error);
}

/** Every action an action holds, itself included (a sequence's parts, at any depth). */
const flatten = (action: Action): Action[] =>
  action.type === 'sequence' ? [action, ...action.actions.flatMap(flatten)] : [action];

describe('the action schema', () => {
  it.each(docExamples)('accepts what the parser makes of $step', ({ step }) => {
    const parsed = parseStep(step);
    expect(ParsedStepSchema.safeParse(parsed).error).toBeUndefined();
    if (parsed.ok) expect(refusal(parsed.action)).toBeNull();
  });

  it('accepts a step that is not understood, with its reason', () => {
    const parsed = parseStep('Flurble the wibbles');
    expect(parsed.ok).toBe(false);
    expect(ParsedStepSchema.safeParse(parsed).error).toBeUndefined();
  });

  it('lists every kind of action and check it has, and the docs show each kind of check', () => {
    expect(ACTION_TYPES).toContain('navigate');
    expect(ACTION_TYPES).toContain('sequence');
    expect(new Set(ACTION_TYPES).size).toBe(ACTION_TYPES.length);
    const checks = new Set(
      docExamples.flatMap(({ step }) => {
        const parsed = parseStep(step);
        return parsed.ok ? flatten(parsed.action).flatMap((a) => (a.type === 'expect' ? [a.assertion.type] : [])) : [];
      }),
    );
    expect([...checks].sort()).toEqual([...ASSERTION_TYPES].sort());
    expect(TARGET_KINDS).toContain('button');
    expect(REGION_KINDS).toContain('dialog');
  });

  it('refuses a kind of action it does not have, naming the kinds it has', () => {
    const message = refusal({ type: 'teleport', to: 'checkout' });
    expect(message).toMatch(/^✖ Invalid discriminator value\. Expected 'navigate' \| 'click' \| /);
    expect(message).toMatch(/→ at type$/);
  });

  it('refuses a field of the wrong type, or missing, saying which and where', () => {
    expect(refusal({ type: 'click', target: { ...target('Save'), name: 3 }, clicks: 1 })).toBe(
      '✖ Invalid input: expected string, received number\n  → at target.name',
    );
    expect(refusal({ type: 'fill', target: target('Email') })).toBe(
      '✖ Invalid input: expected string, received undefined\n  → at value',
    );
    expect(refusal({ type: 'click', target: target('Save'), clicks: 3 })).toBe(
      '✖ Invalid option: expected one of 1|2\n  → at clicks',
    );
    expect(refusal({ type: 'click', target: { ...target('Save'), kind: 'knob' }, clicks: 1 })).toMatch(
      /^✖ Invalid option: expected one of "button"\|"link"\|.*\n {2}→ at target\.kind$/,
    );
  });

  it('refuses a field it does not have', () => {
    expect(refusal({ type: 'navigate', url: '/login', force: true })).toBe('✖ Unrecognized key: "force"');
  });

  it('refuses a place that is not a whole number, and a null where a value may only be left out', () => {
    const inRow = (ordinal: unknown) => ({
      type: 'hover',
      target: target('Edit', { region: { kind: 'row', name: null, ordinal } as never }),
    });
    expect(refusal(inRow(2))).toBeNull();
    expect(refusal(inRow(1.5))).toBe('✖ Invalid input: expected int, received number\n  → at target.region.ordinal');
    expect(refusal(inRow(null))).toBe('✖ Invalid input: expected number, received null\n  → at target.region.ordinal');
  });

  it('checks each step of a sequence and each kind of mail step', () => {
    const sequence = { type: 'sequence', actions: [{ type: 'reload' }, { type: 'scroll', to: 'sideways' }] };
    expect(refusal(sequence)).toBe(
      '✖ Invalid option: expected one of "down"|"up"|"top"|"bottom"\n  → at actions[1].to',
    );
    expect(refusal({ type: 'email', op: 'readCode', variable: 'code' })).toBeNull();
    expect(refusal({ type: 'email', op: 'forward' })).toMatch(
      /^✖ Invalid discriminator value\. Expected 'open' \| 'clickLink' \| 'readCode'\n {2}→ at op$/,
    );
  });
});
