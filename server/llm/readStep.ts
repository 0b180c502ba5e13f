import type { Action } from '../../src/steps/action.ts';
import { READING_ANSWER } from './actionSchema.ts';
import type { ModelProvider } from './provider.ts';

const SYSTEM = `You help QA people write web tests as plain steps. A test runner performs each step in a browser;
the step below is one its step language did not understand. Say which single action it means, as JSON:
{"action": …, "reason": null}. You do not see the page: name each target as the step names it ("kind" its
role word such as button, link, field, checkbox, or null when the step gives none; "name" the words the step
uses for it; "exact": true unless the step gives only part of a name; "ordinal" and "region" null unless the
step says "second" or where). Use "navigate" with a path ("/pricing") to open a page, and "expect" for a check
of what the page shows. When the step does not say one action clearly enough to perform it, needs several
actions, or needs an account, an email, a file or a remembered value, answer {"action": null, "reason": "…"}
with why, in one sentence for the person who wrote the step. Never invent what the step does not say.`;

const MAX_CONTEXT_STEPS = 30;
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

/**
 * What a step the grammar does not understand means, read by the model from its words and the test's other steps
 * (no page: it is asked as the step is saved, before any run). The answer is checked against the step schema; an
 * action null comes with the model's reason.
 */
export async function readStep(
  provider: ModelProvider,
  input: { text: string; grammarReason: string; suggestion: string | null; steps: readonly string[] },
  signal?: AbortSignal,
): Promise<{ action: Action | null; reason: string | null; tokens: number }> {
  const others = input.steps
    .slice(0, MAX_CONTEXT_STEPS)
    .map((step, i) => `${i + 1}. ${cut(step, 200)}`)
    .join('\n');
  const hint = input.suggestion ? `\nThe step language's closest phrasing: ${input.suggestion}` : '';
  const { value, tokens } = await provider.ask(
    {
      name: 'step_reading',
      system: SYSTEM,
      user: `Step: ${input.text}\nWhy the step language did not understand it: ${input.grammarReason}${hint}\n\nThe test's steps, in order:\n${others}`,
      schema: READING_ANSWER,
      check: (answer) =>
        answer.action === null && answer.reason === null
          ? 'Give an action, or a reason when the step says no one action.'
          : null,
    },
    signal,
  );
  return { action: value.action, reason: value.action ? null : value.reason, tokens };
}
