import { createParser } from 'eventsource-parser';
import { messageFor } from './errors.ts';
import type { HttpClient } from './client.ts';
import type { components } from './schema.d.ts';
import type { RunDetail, RunStep } from './runs.ts';

type Schemas = components['schemas'];

/** One event of a run's live stream (`GET /runs/{id}/events`), as the contract describes it. */
export type RunStreamEvent =
  | { type: 'run'; data: RunDetail }
  | { type: 'status'; data: Schemas['RunStatusUpdate'] }
  | { type: 'step'; data: RunStep }
  | { type: 'console'; data: Schemas['ConsoleEntry'] }
  | { type: 'pageerror'; data: Schemas['PageError'] }
  | { type: 'network'; data: Schemas['NetworkEntry'] }
  | { type: 'frame'; data: Schemas['RunFrame'] };

const KINDS = new Set(['run', 'status', 'step', 'console', 'pageerror', 'network', 'frame']);

/** What a stream's connection reports, as the runStream machine's events. */
export type RunStreamSignal =
  | { type: 'stream.opened' }
  | { type: 'stream.event'; id: string; event: RunStreamEvent }
  /** The server ended the stream (it does once the run ended). */
  | { type: 'stream.closed' }
  /** The connection broke, or the server could not answer: worth trying again. */
  | { type: 'stream.dropped' }
  /** The server refused the stream (the run is not there, or not ours): trying again will not help. */
  | { type: 'stream.refused'; message: string };

/**
 * Opens a run's live stream through the typed client (so it carries the session's token), resuming
 * after `lastEventId` when given, and reports what happens to `report`. Returns the function that
 * closes it. Events are read with eventsource-parser, the parser the EventSource polyfills use.
 */
export function openRunStream(
  client: HttpClient,
  runId: number,
  lastEventId: string | null,
  report: (signal: RunStreamSignal) => void,
): () => void {
  const controller = new AbortController();
  const signal = controller.signal;
  const parser = createParser({
    onEvent(message) {
      if (!message.event || !KINDS.has(message.event) || !message.id) return;
      const event = { type: message.event, data: JSON.parse(message.data) as unknown } as RunStreamEvent;
      report({ type: 'stream.event', id: message.id, event });
    },
  });
  (async () => {
    const { response, error } = await client.GET('/runs/{id}/events', {
      params: { path: { id: runId }, ...(lastEventId ? { header: { 'Last-Event-ID': lastEventId } } : {}) },
      parseAs: 'stream',
      signal,
    });
    if (!response.ok || !response.body) {
      if (response.status >= 400 && response.status < 500) {
        report({ type: 'stream.refused', message: messageFor('streamRunEvents', error) });
      } else report({ type: 'stream.dropped' });
      return;
    }
    report({ type: 'stream.opened' });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    report({ type: 'stream.closed' });
  })().catch(() => {
    if (!signal.aborted) report({ type: 'stream.dropped' });
  });
  return () => controller.abort();
}
