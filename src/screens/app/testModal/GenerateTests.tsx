import { Alert, Code, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { GenerationInput } from '../../../api/generations.ts';
import { useResource } from '../../../app/useResource.ts';
import { useSave } from '../../../app/useSave.ts';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { loadModel, startGeneration } from '../../../machines/testModalCalls.ts';
import { GenerationProgress } from './GenerationProgress.tsx';
import { useEnvironmentChoices } from './useEnvironments.ts';

export type GenerateSource = GenerationInput['source'];

const WORDS: Record<GenerateSource, { label: string; placeholder: string; button: string }> = {
  explore: { label: '', placeholder: '', button: 'Generate tests' },
  goal: {
    label: 'Goal',
    placeholder: 'Sign up with a new email, confirm it, and see the welcome page',
    button: 'Generate a test',
  },
  bug: {
    label: 'Bug report',
    placeholder: 'What happened, the steps that led there, and what should have happened instead',
    button: 'Recreate the bug',
  },
};

/** Where the product says a model is off, and what to set to switch one on. */
function ModelOff() {
  return (
    <Alert color="yellow" title="No language model is configured">
      Generating from a goal or a bug report needs one. Set <Code>LLM_BASE_URL</Code>, <Code>LLM_MODEL</Code> and, if it
      needs one, <Code>LLM_API_KEY</Code> on the server: any OpenAI-compatible endpoint works (a hosted service, Ollama,
      vLLM). Exploring a URL works without a model.
    </Alert>
  );
}

/**
 * "Explore a URL" (no model: the runner's browser explores the environment and proposes tests) and
 * "From a goal" / "From a bug report" (the model drives the browser). Proposals show as they run.
 */
export function GenerateTests({ source }: { source: GenerateSource }) {
  const { projectId, options, placeholder, error } = useEnvironmentChoices();
  const model = useResource(loadModel, null);
  const [environmentId, setEnvironmentId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [maxPages, setMaxPages] = useState<number | string>(12);
  const generation = useSave(startGeneration, 'Generating tests');
  const started = generation.result?.data ?? null;
  const needsModel = source !== 'explore';
  const modelOff = needsModel && model.data?.data.enabled === false;
  const words = WORDS[source];

  if (started) return <GenerationProgress id={started.id} />;
  return (
    <Stack gap="md">
      {needsModel && modelOff && <ModelOff />}
      {needsModel && model.data?.data.enabled && (
        <Text size="sm" c="dimmed">
          The model ({model.data.data.model}) drives the browser step by step; the steps that work become the test,
          which replays without the model.
        </Text>
      )}
      {source === 'explore' && (
        <Text size="sm" c="dimmed">
          The runner's browser explores the environment (signing in with its stored test account where it can) and
          proposes a test per page, form and main link. Each runs once; keep the ones you want.
        </Text>
      )}
      <ErrorAlert message={generation.error ?? (model.error ? `Error: ${model.error}` : null)} />
      <Select
        label="Environment"
        withAsterisk
        data={options}
        placeholder={placeholder}
        error={error}
        value={environmentId}
        onChange={setEnvironmentId}
        allowDeselect={false}
      />
      {source === 'explore' ? (
        <NumberInput label="Pages to visit at most" min={1} max={30} value={maxPages} onChange={setMaxPages} w={220} />
      ) : (
        <Textarea
          label={words.label}
          withAsterisk
          autosize
          minRows={3}
          maxLength={4000}
          placeholder={words.placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          disabled={modelOff}
        />
      )}
      <BusyButton
        busy={generation.saving}
        busyLabel="Starting..."
        disabled={projectId === null || environmentId === null || modelOff || (needsModel && text.trim() === '')}
        onClick={() =>
          generation.submit({
            project_id: projectId!,
            environment_id: Number(environmentId),
            source,
            ...(needsModel ? { text: text.trim() } : { max_pages: Number(maxPages) || 12 }),
          })
        }
      >
        {words.button}
      </BusyButton>
    </Stack>
  );
}
