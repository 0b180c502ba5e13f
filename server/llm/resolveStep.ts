import type { Page } from 'playwright-core';
import type { Action } from '../../src/steps/action.ts';
import { ACTION_ANSWER } from './actionSchema.ts';
import { snapshotOf } from './pageSnapshot.ts';
import type { ModelProvider } from './provider.ts';

const SYSTEM = `You help a test runner carry out one step of a web test on the page it is on.
Answer with the single action that does what the step says, as JSON: {"action": …}.
A target names an element as a person sees it: "kind" is its role word (button, link, field, checkbox, …)
or null, "name" its accessible name, label or visible text exactly as in the accessibility tree,
"exact": true when the name is the whole name, "ordinal" 1-based or null, "region" null unless the
name is not unique. Use "navigate" with a path ("/pricing") to open a page. An "expect" checks the
page. Never invent elements that are not in the tree.`;

/**
 * The action a step means on the page, from the model: a step the grammar did not understand, or
 * one whose target was not found (`reason` says which). The runner checks it by running it.
 */
export async function resolveStep(
  provider: ModelProvider,
  input: { stepText: string; reason: string; page: Page },
): Promise<{ action: Action; tokens: number }> {
  const { value, tokens } = await provider.ask({
    name: 'step_action',
    system: SYSTEM,
    user: `Step: ${input.stepText}\nWhy the runner needs help: ${input.reason}\n\n${await snapshotOf(input.page)}`,
    schema: ACTION_ANSWER,
  });
  return { action: value.action, tokens };
}
