import { z } from 'zod';
import { answerSchema } from './answerSchema.ts';
import type { ModelProvider } from './provider.ts';

export interface FailureEvidence {
  testCase: string;
  message: string;
  steps: { text: string; status: string; message: string }[];
  console: string[];
  network: string[];
}

const ANSWER = answerSchema(z.strictObject({ explanation: z.string().min(1).max(1200) }));

const SYSTEM = `You read the evidence of a failed automated web test and explain, in one short paragraph
for a QA engineer, what most likely went wrong and whether it looks like a bug in the app, a test that
needs updating, or a problem with the environment. Say what to check first. Do not repeat the evidence.`;

/** One paragraph on what a failed run's evidence most likely means. */
export async function explainFailure(
  provider: ModelProvider,
  evidence: FailureEvidence,
): Promise<{ text: string; tokens: number }> {
  const steps = evidence.steps.map((s, i) => `${i + 1}. [${s.status}] ${s.text}${s.message ? ` — ${s.message}` : ''}`);
  const { value, tokens } = await provider.ask({
    name: 'failure_explanation',
    system: SYSTEM,
    user: [
      `Test case: ${evidence.testCase}`,
      `Outcome: ${evidence.message}`,
      'Steps:',
      ...steps,
      'Console errors:',
      ...(evidence.console.length ? evidence.console.slice(0, 10) : ['(none)']),
      'Failed or 4xx/5xx requests:',
      ...(evidence.network.length ? evidence.network.slice(0, 10) : ['(none)']),
    ].join('\n'),
    schema: ANSWER,
  });
  return { text: value.explanation.trim(), tokens };
}
