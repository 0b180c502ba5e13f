import { Button, Group, List, Text, ThemeIcon } from '@mantine/core';
import type { LineReading } from '../../../machines/stepReadings.ts';
import { describeAction, guessIn, parseSteps, type ParsedStep } from '../../../steps/index.ts';

export const EMPTY_READINGS: Record<string, LineReading> = {};

interface PreviewLine {
  line: string;
  step: ParsedStep;
  /** What the model read the line as, when the grammar does not understand it and the model was asked. */
  model: LineReading | undefined;
}

function Icon({ tone, mark }: { tone: string; mark: string }) {
  return (
    <ThemeIcon size={18} radius="xl" color={tone} variant="light" aria-hidden>
      {mark}
    </ThemeIcon>
  );
}

/** A line the grammar does not understand: the model's reading if it has one (with the grammar's wording of it). */
function NotUnderstood({ index, line, step, model, onReword }: PreviewLine & { index: number; onReword: Reword }) {
  if (step.ok) return null;
  if (model?.read_by === 'model' && model.description) {
    return (
      <div>
        <Text size="sm" c="violet.9">
          {index + 1}. Read by the model: {model.description}
          <Text span c="dimmed" size="xs">
            {' '}
            ({line})
          </Text>
        </Text>
        {model.wording && (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              In the step language: {model.wording}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => onReword(index, model.wording!)}>
              Use this wording
            </Button>
          </Group>
        )}
      </div>
    );
  }
  return (
    <Text size="sm" c="orange.9">
      {index + 1}. Not understood: {step.reason}
      {step.suggestion ? ` Try: ${step.suggestion}` : ''}
      {model?.model_reason ? ` The model could not read it either: ${model.model_reason}` : ''}
      {model?.pending ? ' The model is reading it…' : ''}
      <Text span c="dimmed" size="xs">
        {' '}
        ({line})
      </Text>
    </Text>
  );
}

type Reword = (index: number, wording: string) => void;

/** A line the grammar reads: how it will run, and when the reading rests on a guess, which and how to make it sure. */
function Understood({
  index,
  step,
  environmentUrl,
}: {
  index: number;
  step: Extract<ParsedStep, { ok: true }>;
  environmentUrl: string | undefined;
}) {
  const guess = guessIn(step.action);
  return (
    <Text size="sm">
      {index + 1}. {describeAction(step.action, environmentUrl)}
      {guess && (
        <Text span size="xs" c="yellow.9">
          {' '}
          A guess: {guess}
        </Text>
      )}
    </Text>
  );
}

/**
 * Under the steps as they are typed: how each will run, or why it is not understood and the
 * closest phrasing that would be. With a model, a line the grammar does not understand shows the
 * model's reading (from the test modal's machine), which runs perform as it is, and the grammar's
 * own wording of it when there is one. A test case with a step neither reads saves as a Draft.
 * `environmentUrl`, the chosen environment's, completes an address that takes its scheme.
 */
export function StepPreview({
  text,
  environmentUrl,
  readings = EMPTY_READINGS,
  readError = null,
  onReword = () => undefined,
}: {
  text: string;
  environmentUrl?: string;
  readings?: Record<string, LineReading>;
  /** Why the model's readings could not be fetched, if they could not. */
  readError?: string | null;
  /** Replaces the line at this index (among the non-blank ones) with the grammar's wording. */
  onReword?: Reword;
}) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  const parsed: PreviewLine[] = parseSteps(lines).map((step, i) => ({
    line: lines[i]!,
    step,
    model: step.ok ? undefined : readings[lines[i]!],
  }));
  const readByModel = (p: PreviewLine) => !p.step.ok && p.model?.read_by === 'model';
  const notUnderstood = parsed.filter((p) => !p.step.ok && !readByModel(p)).length;
  return (
    <div aria-live="polite">
      <List spacing={4} size="sm" center aria-label="How the steps will run">
        {parsed.map((p, i) => (
          <List.Item
            key={i}
            icon={
              p.step.ok ? (
                guessIn(p.step.action) ? (
                  <Icon tone="yellow" mark="~" />
                ) : (
                  <Icon tone="green" mark="✓" />
                )
              ) : readByModel(p) ? (
                <Icon tone="violet" mark="✦" />
              ) : (
                <Icon tone="orange" mark="?" />
              )
            }
          >
            {p.step.ok ? (
              <Understood index={i} step={p.step} environmentUrl={environmentUrl} />
            ) : (
              <NotUnderstood {...p} index={i} onReword={onReword} />
            )}
          </List.Item>
        ))}
      </List>
      {readError && (
        <Text size="xs" c="dimmed" mt={4}>
          The model&apos;s readings could not be fetched: {readError}
        </Text>
      )}
      {notUnderstood > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {notUnderstood === 1 ? 'One step is' : `${notUnderstood} steps are`} not understood: the test case saves as a
          Draft until {notUnderstood === 1 ? 'it is' : 'they are'} rephrased.
        </Text>
      )}
    </div>
  );
}
