/**
 * The optional language model: any OpenAI-compatible chat-completions endpoint (a hosted service,
 * Ollama's /v1, vLLM, LiteLLM…). Off unless LLM_BASE_URL and LLM_MODEL are set; LLM_API_KEY may be
 * left out for a local server that asks for none.
 */
export interface ModelConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

/** What the product says about the model: whether one helps, which, and where (never its key). */
export interface ModelStatus {
  enabled: boolean;
  model: string | null;
  host: string | null;
}

export function readModelConfig(env: NodeJS.ProcessEnv): ModelConfig | null {
  const baseURL = env.LLM_BASE_URL?.trim() || '';
  const model = env.LLM_MODEL?.trim() || '';
  if (!baseURL && !model) return null;
  if (!baseURL || !model) {
    throw new Error('Set both LLM_BASE_URL and LLM_MODEL to use a language model (and LLM_API_KEY if it needs one).');
  }
  let url: URL;
  try {
    url = new URL(baseURL);
  } catch {
    throw new Error(`LLM_BASE_URL must be an absolute http(s) URL, got "${baseURL}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`LLM_BASE_URL must be an absolute http(s) URL, got "${baseURL}"`);
  }
  // The openai client sends a key whatever happens; local servers ignore it.
  return { baseURL, apiKey: env.LLM_API_KEY?.trim() || 'none', model };
}

export const modelStatusOf = (config: ModelConfig | null): ModelStatus =>
  config
    ? { enabled: true, model: config.model, host: new URL(config.baseURL).host }
    : { enabled: false, model: null, host: null };

/** Where a form or a message tells a user how to switch the model on. */
export const MODEL_OFF_MESSAGE =
  'No language model is configured. Set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY on the server (any OpenAI-compatible endpoint, such as Ollama or vLLM) to generate tests from a description or a bug report.';
