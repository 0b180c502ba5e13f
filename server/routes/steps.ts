import { eachStepParsed, type ParsedStep } from '../../src/steps/index.ts';
import { attachReadings } from '../db/stepReadings.ts';
import { authOf } from '../http/auth.ts';
import { requiredText } from '../http/fields.ts';
import type { BodyOf, Handler, Services } from '../http/types.ts';
import type { UnreadStep } from '../llm/stepReader.ts';
import { projectInScope } from './scope.ts';
import { stepReadingView } from './stepReadingView.ts';

/** Steps parsed between which the server serves other requests (as a save does). */
const STEPS_A_TURN = 10;

async function parsedInTurns(lines: readonly string[]): Promise<ParsedStep[]> {
  const parsed: ParsedStep[] = [];
  for (const step of eachStepParsed(lines)) {
    parsed.push(step);
    if (parsed.length % STEPS_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return parsed;
}

const unreadOf = (lines: readonly string[], parsed: readonly ParsedStep[]): UnreadStep[] =>
  parsed.flatMap((step, i) =>
    step.ok ? [] : [{ text: lines[i]!, reason: step.reason, suggestion: step.suggestion, steps: lines }],
  );

/**
 * Before a save: the model reads the steps of these test cases that the grammar does not understand and that their
 * project has no reading of yet (a step whose words did not change was read when it was saved). It is waited for a
 * few seconds at most, never inside the save's transaction; `attach` then gives the saved steps the readings.
 */
export async function readBeforeSaving(
  services: Services,
  projectId: number,
  cases: readonly { steps: readonly string[] }[],
): Promise<void> {
  if (!services.stepReader.enabled) return;
  const unread: UnreadStep[] = [];
  for (const { steps } of cases) unread.push(...unreadOf(steps, await parsedInTurns(steps)));
  await services.stepReader.read(projectId, unread);
}

/** After a save: the saved steps the grammar does not understand take the readings their project has of them. */
export async function attachSavedReadings(services: Services, testCaseIds: readonly number[]): Promise<void> {
  if (services.stepReader.enabled) await attachReadings(services.db, testCaseIds);
}

export function stepHandlers(services: Services): Record<string, Handler> {
  const { db, stepReader } = services;
  return {
    async readSteps(request) {
      const auth = authOf(request);
      const body = request.body as BodyOf<'readSteps'>;
      const project = await projectInScope(db, auth, body.project_id);
      const lines = body.lines.map((line, i) => requiredText(line, `lines.${i}`));
      const parsed = await parsedInTurns(lines);
      const readings = await stepReader.read(project.id, unreadOf(lines, parsed));
      const data = lines.map((line, i) => {
        const reading = readings.get(line);
        return stepReadingView(line, parsed[i]!, reading, !parsed[i]!.ok && !reading && stepReader.enabled);
      });
      return { success: true, data };
    },
  };
}
