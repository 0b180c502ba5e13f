import type { Action } from '../../src/steps/action.ts';
import { navigate } from '../runner/execute/navigation.ts';
import { runAction } from '../runner/execute/runAction.ts';
import { StepFailure } from '../runner/stepFailure.ts';
import { driveGoal } from '../llm/goal.ts';
import type { ModelProvider } from '../llm/provider.ts';
import { openBrowsing, type BrowsingInput } from './browsing.ts';
import type { Draft } from './drafts.ts';

export interface GoalInput extends BrowsingInput {
  model: ModelProvider;
  kind: 'goal' | 'bug';
  /** The goal in plain words, or the bug report. */
  text: string;
}

/** Steps the model may take toward a goal, at most; each one it tries counts. */
const MAX_STEPS = 20;
const STEP_MS = 10_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Drives the browser toward a goal (or to reproduce a bug) with the model choosing each step in the
 * step language and the runner performing it; the steps that worked become the draft, which replays
 * with no model. For a bug, an expectation that fails is the bug showing: it is kept, so the test
 * fails until the bug is fixed.
 */
export async function draftFromGoal(
  input: GoalInput,
): Promise<{ draft: Draft | null; tokens: number; message: string }> {
  const browsing = await openBrowsing(input);
  try {
    const { ctx } = browsing;
    const start = new URL(input.environmentUrl);
    const startPath = `${start.pathname}${start.search}`;
    ctx.deadline = Date.now() + 30_000;
    await navigate(ctx, start.href);
    let reproduced = 0;
    const result = await driveGoal(input.model, {
      page: browsing.page,
      kind: input.kind,
      text: input.text,
      maxSteps: MAX_STEPS,
      signal: input.signal,
      async perform(action: Action) {
        ctx.deadline = Date.now() + STEP_MS;
        ctx.cached = null;
        try {
          await runAction(ctx, action);
          return null;
        } catch (error) {
          if (input.kind === 'bug' && action.type === 'expect' && error instanceof StepFailure) {
            reproduced++;
            return null;
          }
          return messageOf(error);
        }
      },
    });
    if (result.steps.length === 0) return { draft: null, tokens: result.tokens, message: result.message };
    const steps = result.steps[0]!.toLowerCase().startsWith('go to')
      ? result.steps
      : [`Go to ${startPath}`, ...result.steps];
    const draft: Draft = {
      kind: 'goal',
      title: result.title || (input.kind === 'bug' ? 'Recreate a reported bug' : 'Reach the goal'),
      goal: input.text,
      expectedResult: input.kind === 'bug' ? 'What the bug report says should have happened.' : 'The goal is reached.',
      steps,
    };
    const message = !result.reached
      ? `The model did not reach the goal: ${result.message}`
      : input.kind === 'bug'
        ? reproduced > 0
          ? 'The bug was reproduced: the test fails until it is fixed.'
          : 'The steps ran, but the bug did not show: the test passes.'
        : 'The goal was reached; the test replays without the model.';
    return { draft, tokens: result.tokens, message };
  } finally {
    await browsing.close();
  }
}
