import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTION_ANSWER } from '../../server/llm/actionSchema.ts';
import { readModelConfig } from '../../server/llm/config.ts';
import { ModelProvider, ModelRefused } from '../../server/llm/provider.ts';
import { startModelStandIn, TOKENS_PER_ANSWER, type ModelStandIn } from '../support/modelStandIn.ts';

let standIn: ModelStandIn;
let provider: ModelProvider;
beforeAll(async () => {
  standIn = await startModelStandIn();
  provider = new ModelProvider({ baseURL: standIn.baseURL, apiKey: 'test-key', model: 'stand-in' });
});
afterAll(() => standIn.close());
beforeEach(() => void standIn.requests.splice(0));

const task = { name: 'step_action', system: 'system', user: 'user', schema: ACTION_ANSWER };
const click = {
  action: {
    type: 'click',
    target: { kind: 'button', name: 'Send', exact: true, ordinal: null, region: null },
    clicks: 1,
  },
};

describe('the model provider', () => {
  it('asks for structured output and answers the parsed value with the tokens used', async () => {
    standIn.answer(JSON.stringify(click));
    const { value, tokens } = await provider.ask(task);
    expect(value).toEqual(click);
    expect(tokens).toBe(TOKENS_PER_ANSWER);
    const [sent] = standIn.requests;
    expect(sent!.model).toBe('stand-in');
    expect(sent!.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'step_action', strict: true, schema: ACTION_ANSWER },
    });
  });

  it('retries once an answer that is not JSON, telling the model why, and counts both calls', async () => {
    standIn.answer('Sure! Click the Send button.', JSON.stringify(click));
    const { value, tokens } = await provider.ask(task);
    expect(value).toEqual(click);
    expect(tokens).toBe(2 * TOKENS_PER_ANSWER);
    expect(standIn.requests[1]!.messages.at(-1)!.content).toMatch(/^The model's answer was not valid JSON\./);
  });

  it('refuses an answer that is invalid twice, with the reason and the tokens spent', async () => {
    standIn.answer('not json', '{"action": ');
    const refused = await provider.ask(task).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ModelRefused);
    expect((refused as ModelRefused).message).toBe("The model's answer was not valid JSON.");
    expect((refused as ModelRefused).tokens).toBe(2 * TOKENS_PER_ANSWER);
  });

  it('refuses JSON that is not an action of the schema', async () => {
    const notAnAction = JSON.stringify({ action: { type: 'teleport', to: 'checkout' } });
    standIn.answer(notAnAction, notAnAction);
    const refused = await provider.ask(task).catch((e: unknown) => e);
    expect((refused as ModelRefused).message).toMatch(
      /^The model's answer does not match what was asked at \/action: /,
    );
  });

  it('says when the endpoint cannot be reached', async () => {
    const nowhere = new ModelProvider(
      { baseURL: 'http://127.0.0.1:9/v1', apiKey: 'x', model: 'm' },
      { timeoutMs: 2000 },
    );
    const refused = await nowhere.ask(task).catch((e: unknown) => e);
    expect((refused as ModelRefused).message).toMatch(/^The model could not be reached: /);
  });
});

describe('the model configuration', () => {
  it('is off unless both the endpoint and the model are set, and refuses half a configuration', () => {
    expect(readModelConfig({})).toBeNull();
    expect(readModelConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' })).toEqual({
      baseURL: 'http://localhost:11434/v1',
      apiKey: 'none',
      model: 'llama3.1',
    });
    expect(() => readModelConfig({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(/Set both LLM_BASE_URL and LLM_MODEL/);
    expect(() => readModelConfig({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/absolute http\(s\) URL/);
  });
});
