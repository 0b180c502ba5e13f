import { List, Text, ThemeIcon } from '@mantine/core';
import { describeAction, parseSteps } from '../../../steps/index.ts';

/**
 * Under the steps as they are typed: how each will run, or why it is not understood and the
 * closest phrasing that would be. A test case with a step not understood saves as a Draft.
 * `environmentUrl`, the chosen environment's, completes an address that takes its scheme.
 */
export function StepPreview({ text, environmentUrl }: { text: string; environmentUrl?: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return null;
  const parsed = parseSteps(lines).map((step, i) => ({ line: lines[i]!, step }));
  const notUnderstood = parsed.filter((p) => !p.step.ok).length;
  return (
    <div aria-live="polite">
      <List spacing={4} size="sm" center aria-label="How the steps will run">
        {parsed.map(({ line, step }, i) => (
          <List.Item
            key={i}
            icon={
              <ThemeIcon size={18} radius="xl" color={step.ok ? 'green' : 'orange'} variant="light" aria-hidden>
                {step.ok ? '✓' : '?'}
              </ThemeIcon>
            }
          >
            {step.ok ? (
              <Text size="sm">
                {i + 1}. {describeAction(step.action, environmentUrl)}
              </Text>
            ) : (
              <Text size="sm" c="orange.9">
                {i + 1}. Not understood: {step.reason}
                {step.suggestion ? ` Try: ${step.suggestion}` : ''}
                <Text span c="dimmed" size="xs">
                  {' '}
                  ({line})
                </Text>
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {notUnderstood > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {notUnderstood === 1 ? 'One step is' : `${notUnderstood} steps are`} not understood: the test case saves as a
          Draft until {notUnderstood === 1 ? 'it is' : 'they are'} rephrased.
        </Text>
      )}
    </div>
  );
}
