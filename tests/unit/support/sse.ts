import { act } from '@testing-library/react';
import type { ApiCall, Reply } from './renderScreen.tsx';

/** One connection to the fake server's event stream, which the test writes to. */
export interface SseConnection {
  /** The Last-Event-ID the client sent (null on a first connection). */
  lastEventId: string | null;
  /** Sends an event and lets the screen take it in; ids count up across the server's connections. */
  send(event: string, data: unknown): Promise<string>;
  /** Writes an event at once, as `onOpen` does before the client reads anything. */
  push(event: string, data: unknown): string;
  /** Ends the stream at once (see `push`). */
  end(): void;
  /** Ends the stream, as the server does once the run ended. */
  close(): Promise<void>;
  /** Breaks the connection, as a network would. */
  drop(): Promise<void>;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * A fake Server-Sent Events endpoint: each request opens a connection the test writes events to
 * (`route` is the fake API's route for it); `onOpen` may write to each new one at once.
 */
export function sseServer(onOpen?: (connection: SseConnection, index: number) => void) {
  const connections: SseConnection[] = [];
  let nextId = 0;
  const encoder = new TextEncoder();
  const route = (call: ApiCall): Reply => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const write = (text: string) => open && controller.enqueue(encoder.encode(text));
    const connection: SseConnection = {
      lastEventId: call.headers.get('last-event-id'),
      push(event, data) {
        const id = String(++nextId);
        write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        return id;
      },
      end() {
        if (open) controller.close();
        open = false;
      },
      async send(event, data) {
        const id = connection.push(event, data);
        await settle();
        return id;
      },
      async close() {
        connection.end();
        await settle();
      },
      async drop() {
        if (open) controller.error(new TypeError('network error'));
        open = false;
        await settle();
      },
    };
    connections.push(connection);
    onOpen?.(connection, connections.length - 1);
    return { status: 200, stream };
  };
  return { route, connections, latest: () => connections.at(-1) };
}
