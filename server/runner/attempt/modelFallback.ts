import type { Page } from 'playwright-core';
import type { Action, ParsedStep } from '../../../src/steps/action.ts';
import { runAction } from '../execute/runAction.ts';
import type { StepContext, StepOutcome } from '../execute/stepContext.ts';
import { StepFailure, type FailureKind } from '../stepFailure.ts';

/** The language model as a run uses it: the action a step means on the page (throws when refused). */
export interface StepModel {
  resolve(stepText: string, reason: string, page: Page): Promise<Action>;
}

export interface PerformedStep extends StepOutcome {
  /** The action the model gave for the step (to cache once the run passes), or null. */
  modelAction: Action | null;
  /** What to tell the user about the model's part, or ''. */
  note: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Performs one step: the model's action cached for it by an earlier passing run if there is one,
 * else the grammar's. With a model configured, a step not understood, or whose target was not found,
 * is resolved by the model into an action of the same schema, and that action must work on the page
 * (it is run like any other); without one, the step fails as it always did.
 */
export async function performStep(
  ctx: StepContext,
  step: { text: string; parsed: ParsedStep; cachedAction: Action | null },
  model: StepModel | null,
  help: { describe(action: Action): string; renewDeadline(): void },
): Promise<PerformedStep> {
  if (step.cachedAction) {
    const earlier = help.describe(step.cachedAction);
    try {
      const done = await runAction(ctx, step.cachedAction);
      return { ...done, modelAction: null, note: `Replayed the model's earlier answer: ${earlier}` };
    } catch (error) {
      // The page changed since: the model is asked again when there is one, as for any target not found.
      const notFound = error instanceof StepFailure && error.kind === 'notFound';
      if (!notFound || ctx.signal.aborted) throw error;
      const reason = `The model's earlier answer (${earlier}) no longer matches the page: ${messageOf(error)}`;
      if (!model) throw new StepFailure('notFound', reason);
      return askModel(reason, 'notFound');
    }
  }
  if (!step.parsed.ok) {
    const hint = step.parsed.suggestion ? ` Try: ${step.parsed.suggestion}` : '';
    const reason = `Step not understood: ${step.parsed.reason}${hint}`;
    if (!model) throw new StepFailure('notUnderstood', reason);
    return askModel(reason, 'notUnderstood');
  }
  try {
    return { ...(await runAction(ctx, step.parsed.action)), modelAction: null, note: '' };
  } catch (error) {
    const notFound = error instanceof StepFailure && error.kind === 'notFound';
    // Steps written as one line are not the model's to answer with one action: the parts after would be lost.
    if (!model || !notFound || ctx.signal.aborted || step.parsed.action.type === 'sequence') throw error;
    return askModel(error.message, 'notFound');
  }

  async function askModel(reason: string, kind: FailureKind): Promise<PerformedStep> {
    let action: Action;
    try {
      action = await model!.resolve(step.text, reason, ctx.page);
    } catch (error) {
      throw new StepFailure(kind, `${reason} The model could not help: ${messageOf(error)}`);
    }
    // The step's own time went on the grammar's try: the model's action gets a step's time of its own.
    help.renewDeadline();
    ctx.cached = null;
    ctx.cachedParts = [];
    try {
      const done = await runAction(ctx, action);
      return { ...done, modelAction: action, note: `Resolved by the model: ${help.describe(action)}` };
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      throw new StepFailure(
        kind,
        `${reason} The model's answer (${help.describe(action)}) did not match the page: ${messageOf(error)}`,
      );
    }
  }
}
