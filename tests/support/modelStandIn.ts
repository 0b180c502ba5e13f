import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received: the chat-completions body, as sent. */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
}

/** An answer's content, or a function of the request that gives it. */
export type Answer = string | ((request: ChatRequest) => string);

export interface ModelStandIn {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1. */
  baseURL: string;
  /** Queues answers, given in order to the requests that come. */
  answer(...answers: Answer[]): void;
  /** Every request received, oldest first. */
  requests: ChatRequest[];
  /** Answers still queued. */
  pending(): number;
  /** Holds each answer this long before sending it, as a busy model does (0: at once). */
  answerAfter(ms: number): void;
  close(): Promise<void>;
}

export const TOKENS_PER_ANSWER = 120;

/**
 * A local server speaking the OpenAI chat-completions protocol with recorded answers: it stands in
 * for a model provider we cannot reach from tests. A request with no answer queued gets a 500, as
 * an overloaded server would, so a test that expected no call sees one fail loudly.
 */
export async function startModelStandIn(): Promise<ModelStandIn> {
  const queue: Answer[] = [];
  const requests: ChatRequest[] = [];
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      requests.push(request);
      const next = queue.shift();
      if (next === undefined) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The stand-in has no answer queued.', type: 'server_error' } }));
        return;
      }
      const content = typeof next === 'function' ? next(request) : next;
      const id = `chatcmpl-${requests.length}`;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: request.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
            usage: { prompt_tokens: TOKENS_PER_ANSWER - 20, completion_tokens: 20, total_tokens: TOKENS_PER_ANSWER },
          }),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    answer: (...answers) => void queue.push(...answers),
    requests,
    pending: () => queue.length,
    answerAfter: (ms) => void (delayMs = ms),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
