import type { Page } from 'playwright-core';
import { z } from 'zod';
import type { Action } from '../../src/steps/action.ts';
import { parseStep } from '../../src/steps/index.ts';
import { answerSchema } from './answerSchema.ts';
import { snapshotOf } from './pageSnapshot.ts';
import { ModelRefused, type ModelProvider } from './provider.ts';

export interface GoalDrive {
  page: Page;
  kind: 'goal' | 'bug';
  /** The goal in plain words, or the bug report. */
  text: string;
  /** How many steps the model may try, those that failed included. */
  maxSteps: number;
  signal: AbortSignal;
  /** Performs the step's action on the page; null when it worked, else why not. */
  perform(action: Action, stepText: string): Promise<string | null>;
}

export interface GoalResult {
  title: string;
  /** The steps that worked, in the step language: the test case. */
  steps: string[];
  tokens: number;
  /** Whether the model said the goal was reached after an expectation that held. */
  reached: boolean;
  message: string;
}

const ANSWER = answerSchema(
  z.strictObject({
    title: z.string().min(1).max(120),
    step: z.string().max(300).nullable(),
    done: z.boolean(),
  }),
);

/** The step language in a few lines, as a model is shown it. */
export const PHRASINGS = `Go to /path
Click the "Sign in" button / Click the "Pricing" link / Click "Save" in the dialog
Type "text" into the "Email" field
Select "Germany" from the "Country" dropdown
Check "I agree to the terms"
Press Enter
Hover over the "Account" menu item
Wait until "Saved" appears
Sign in   (with the environment's stored test account)
I see "Welcome back" / I don't see "Error"
The URL contains /dashboard / The title is "Dashboard"
The "Save" button is disabled / The "Email" field contains "a@b.c"
There are no console errors
Values: {{random.email}}, {{random.name}}, {{account.username}}, {{account.password}}`;

const system = (kind: GoalDrive['kind']) => `You write an automated web test one step at a time, in TestPilot's step
language, by driving a real browser. Each answer is ONE step, performed at once on the page; you then see
the page again. Phrasings the runner understands (quote names exactly as in the accessibility tree):
${PHRASINGS}
${
  kind === 'bug'
    ? 'The user reports a bug. Reproduce it, then end with an expectation of the CORRECT behaviour the report asks for, so the test fails while the bug exists.'
    : 'Reach the goal the user gives, then prove it with at least one expectation step ("I see …", "The URL contains …").'
}
Answer {"title": a short name for the test, "step": the next step or null, "done": true once the last
expectation has been given}. Never repeat a step that failed in the same words.`;

/**
 * Drives the browser toward a goal with the model choosing each step in the step language: a step
 * must parse with the grammar, then it is performed; what worked becomes the test, which replays
 * with no model since every step is one the grammar understands.
 */
export async function driveGoal(provider: ModelProvider, drive: GoalDrive): Promise<GoalResult> {
  const steps: string[] = [];
  const history: string[] = [];
  let tokens = 0;
  let title = '';
  let expected = false;
  for (let tried = 0; tried < drive.maxSteps && !drive.signal.aborted; tried++) {
    let answer: { title: string; step: string | null; done: boolean };
    try {
      const asked = await provider.ask({
        name: 'next_step',
        system: system(drive.kind),
        user: [
          `${drive.kind === 'bug' ? 'Bug report' : 'Goal'}: ${drive.text}`,
          `Steps so far:\n${history.length ? history.join('\n') : '(none)'}`,
          await snapshotOf(drive.page),
        ].join('\n\n'),
        schema: ANSWER,
      });
      tokens += asked.tokens;
      answer = asked.value;
    } catch (error) {
      const refused = error instanceof ModelRefused ? error : new ModelRefused(String(error), 0);
      return { title, steps, tokens: tokens + refused.tokens, reached: false, message: refused.message };
    }
    title = answer.title.trim() || title;
    if (answer.done || !answer.step) {
      const reached = answer.done && expected;
      const message = reached ? 'Reached.' : 'The model stopped before an expectation proved the goal.';
      return { title, steps, tokens, reached, message };
    }
    const step = answer.step.trim();
    const parsed = parseStep(step);
    if (!parsed.ok) {
      const hint = parsed.suggestion ? ` Try: ${parsed.suggestion}` : '';
      history.push(`✗ ${step} — not understood: ${parsed.reason}${hint}`);
      continue;
    }
    const failed = await drive.perform(parsed.action, step);
    if (failed) {
      history.push(`✗ ${step} — failed: ${failed}`);
      continue;
    }
    steps.push(step);
    history.push(`✓ ${step}`);
    if (parsed.action.type === 'expect') expected = true;
  }
  return { title, steps, tokens, reached: false, message: `No goal reached within ${drive.maxSteps} steps.` };
}
