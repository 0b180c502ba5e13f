import OpenAI from 'openai';
import { problemOf, sourceOf, type AnswerSchema } from './answerSchema.ts';
import type { ModelConfig } from './config.ts';

/** A model's answer we would not use: why, in words a user reads, and the tokens it cost anyway. */
export class ModelRefused extends Error {
  constructor(
    message: string,
    readonly tokens: number,
  ) {
    super(message);
  }
}

/** The model could not be asked (unreachable, overloaded, out of time): nothing was answered, ask again later. */
export class ModelUnreachable extends ModelRefused {}

export interface ModelTask<T> {
  /** The answer's name in the structured-output request (letters, digits, _ and -). */
  name: string;
  system: string;
  user: string;
  /** The JSON schema of the answer, made from its zod schema by answerSchema(), which checks every answer. */
  schema: AnswerSchema<T>;
  /** A check beyond the schema; answers why the value is refused, or null. */
  check?: (value: T) => string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * The one door to the language model: any OpenAI-compatible chat-completions endpoint through the
 * official client, asked for structured output. Local servers do not all enforce the schema, so
 * every answer is parsed and checked here too, with the zod schema its JSON schema was made from;
 * a bad answer is retried once with what was wrong, then refused. Tokens are counted for every
 * call, refused ones included.
 */
export class ModelProvider {
  readonly model: string;
  private readonly client: OpenAI;

  constructor(config: ModelConfig, options: { timeoutMs?: number } = {}) {
    this.model = config.model;
    this.client = new OpenAI({
      baseURL: config.baseURL,
      apiKey: config.apiKey,
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: 1,
    });
  }

  /** The answer to `task`; `signal` ends the request (as unreachable) when the asker no longer waits. */
  async ask<T>(task: ModelTask<T>, signal?: AbortSignal): Promise<{ value: T; tokens: number }> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: task.system },
      { role: 'user', content: task.user },
    ];
    let tokens = 0;
    let problem = '';
    for (let attempt = 0; attempt < 2; attempt++) {
      let content: string;
      let refusal: string | null | undefined;
      try {
        const completion = await this.client.chat.completions.create(
          {
            model: this.model,
            messages,
            temperature: 0,
            response_format: {
              type: 'json_schema',
              json_schema: { name: task.name, strict: true, schema: task.schema },
            },
          },
          { signal },
        );
        tokens += completion.usage?.total_tokens ?? 0;
        content = completion.choices[0]?.message?.content ?? '';
        refusal = completion.choices[0]?.message?.refusal;
      } catch (error) {
        throw new ModelUnreachable(`The model could not be reached: ${messageOf(error)}`, tokens);
      }
      // Structured output's refusal: the model declined the task, and asking again would not change its mind.
      if (refusal) throw new ModelRefused(`The model declined: ${refusal}`, tokens);
      const read = this.read(task, content);
      if ('value' in read) return { value: read.value, tokens };
      problem = read.problem;
      messages.push(
        { role: 'assistant', content },
        { role: 'user', content: `${problem} Answer again with JSON that matches the schema.` },
      );
    }
    throw new ModelRefused(problem, tokens);
  }

  /** The answer as its schema reads it, or what is wrong with it. */
  private read<T>(task: ModelTask<T>, content: string): { value: T } | { problem: string } {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return { problem: "The model's answer was not valid JSON." };
    }
    const parsed = sourceOf(task.schema).safeParse(json);
    if (!parsed.success) return { problem: problemOf(parsed.error.issues[0]!, json) };
    const refused = task.check?.(parsed.data);
    return refused ? { problem: refused } : { value: parsed.data };
  }
}
