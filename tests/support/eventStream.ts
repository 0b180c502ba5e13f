import { createParser } from 'eventsource-parser';

export interface StreamedEvent {
  id: string;
  event: string;
  data: unknown;
  /** When it reached this client (Date.now()). */
  receivedAt: number;
}

export interface EventStreamReader {
  status: number;
  events: StreamedEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until an event matches (or fails after `timeoutMs`). */
  waitFor(match: (e: StreamedEvent) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  /** Drops the connection, as a network would. */
  abort(): void;
}

/** A client of a run's live stream over real HTTP, as a browser's fetch reads it. */
export async function openEventStream(url: string, token: string, lastEventId?: string): Promise<EventStreamReader> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamedEvent[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent(message) {
      events.push({
        id: message.id ?? '',
        event: message.event ?? 'message',
        data: JSON.parse(message.data),
        receivedAt: Date.now(),
      });
      for (const wake of waiters) wake();
    },
  });
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  return {
    status: res.status,
    events,
    ended,
    abort: () => controller.abort(),
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error(`the stream ended without the event; got ${events.map((e) => e.event).join(', ')}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ')}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
