import type { Database } from '../db/database.ts';
import { addModelTokens, setExplanation } from '../db/modelRecords.ts';
import { runById, runSteps } from '../db/runRecords.ts';
import { runEvents } from '../db/runEvents.ts';
import { explainFailure } from '../llm/explain.ts';
import { ModelRefused, type ModelProvider } from '../llm/provider.ts';

/**
 * Asks the model what a failed run's evidence means and keeps its paragraph on the run, with the
 * tokens it used. The run's outcome never waits on or depends on it.
 */
export async function explainRun(db: Database, model: ModelProvider, runId: number): Promise<void> {
  const run = await runById(db, runId);
  if (!run) return;
  const [steps, events] = await Promise.all([
    runSteps(db, runId),
    runEvents(db, runId, ['console', 'pageerror', 'network']),
  ]);
  const console: string[] = [];
  const network: string[] = [];
  for (const e of events) {
    const data = e.data as {
      type?: string;
      text?: string;
      message?: string;
      method?: string;
      url?: string;
      status?: number | null;
      failure?: string | null;
    };
    if (e.kind === 'console' && data.type === 'error') console.push(data.text ?? '');
    if (e.kind === 'pageerror') console.push(data.message ?? '');
    if (e.kind === 'network' && (data.failure || (data.status ?? 0) >= 400)) {
      network.push(`${data.method} ${data.url} → ${data.failure ?? data.status}`);
    }
  }
  try {
    const { text, tokens } = await explainFailure(model, {
      testCase: run.test_case_title,
      message: run.message,
      steps: steps.map((s) => ({ text: s.step_text, status: s.status, message: s.message })),
      console,
      network,
    });
    await setExplanation(db, runId, text);
    await addModelTokens(db, runId, tokens);
  } catch (error) {
    if (error instanceof ModelRefused) await addModelTokens(db, runId, error.tokens);
    throw error;
  }
}
