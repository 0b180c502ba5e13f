import { z } from 'zod';
import { answerSchema } from '../llm/answerSchema.ts';
import { PHRASINGS } from '../llm/goal.ts';
import { ModelRefused, type ModelProvider } from '../llm/provider.ts';
import type { Draft, Exploration } from './drafts.ts';

/** Test cases the model may plan at once, and steps in each. */
const MAX_TESTS = 8;
const MAX_STEPS = 30;

const PLAN = answerSchema(
  z.strictObject({
    tests: z
      .array(
        z.strictObject({
          title: z.string().min(1).max(120),
          goal: z.string().max(500),
          expected_result: z.string().max(200),
          steps: z.array(z.string().min(1).max(300)).min(1).max(MAX_STEPS),
        }),
      )
      .max(MAX_TESTS),
  }),
);

const SYSTEM = `You plan automated web tests for a QA team, in TestPilot's step language. An explorer has gone
through the app in a real browser; you get what it found: its views (path and heading), the links between them,
and the tests it already verified, every step of which worked. Plan at most ${MAX_TESTS} more tests of what a
QA lead would keep: behaviour (a search narrowing a list, a form saved and then shown, an item deleted and then
gone), never only that a page loads, and none that repeats a verified test. Write every step in the phrasings
below, reusing the verified tests' words for the app's names and places; each test starts with "Go to /path" and
ends with checks ("I see …", "The URL contains …"). Steps the language does not read are dropped with their test.
Phrasings:
${PHRASINGS}
Answer {"tests": [{"title", "goal", "expected_result", "steps"}]}; an empty list when nothing more is worth it.`;

/** What the explorer found, as the model reads it: views, the links between them, and the verified tests. */
export function graphOf(e: Exploration, verified: Draft[]): string {
  const views = e.pages.map(
    (p) => `- ${p.path}: ${p.heading ? `“${p.heading}”` : `titled “${p.title}”`}${p.signedIn ? ' (signed in)' : ''}`,
  );
  const links = e.links.map((l) => `- ${l.fromPath} → ${l.toPath} by “${l.name}”`);
  const tests = verified.map((d) => `- ${d.title}:\n${d.steps.map((s) => `    ${s}`).join('\n')}`);
  return [
    `Views:\n${views.join('\n') || '- none'}`,
    `Links:\n${links.join('\n') || '- none'}`,
    `Verified tests:\n${tests.join('\n') || '- none'}`,
    ...(e.signIn ? [`Signing in: on ${e.signIn.path}, the step "Sign in" uses the stored test account.`] : []),
  ].join('\n\n');
}

/**
 * The model's plan of further tests from the explored graph (and the user's goal, when given), as drafts: each is
 * still to be checked against the grammar and run before it is shown. A model that cannot be asked, or answers
 * what the schema refuses, plans nothing and says why.
 */
export async function planFromGraph(
  model: ModelProvider,
  input: { exploration: Exploration; verified: Draft[]; goal: string },
  signal?: AbortSignal,
): Promise<{ drafts: Draft[]; tokens: number; problem: string | null }> {
  const goal = input.goal.trim() ? `The user's goal: ${input.goal.trim()}\n\n` : '';
  try {
    const { value, tokens } = await model.ask(
      { name: 'test_plan', system: SYSTEM, user: goal + graphOf(input.exploration, input.verified), schema: PLAN },
      signal,
    );
    const drafts = value.tests.map((t): Draft => ({
      kind: 'goal',
      title: t.title,
      goal: t.goal,
      expectedResult: t.expected_result,
      steps: t.steps,
    }));
    return { drafts, tokens, problem: null };
  } catch (error) {
    if (!(error instanceof ModelRefused)) throw error;
    return { drafts: [], tokens: error.tokens, problem: error.message };
  }
}
