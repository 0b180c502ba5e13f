import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database.ts';
import { lastRunEventId, runEventsAfter, type RunEventRow } from '../db/runEvents.ts';
import { runById, runTraceId } from '../db/runRecords.ts';
import type { RunStatus } from '../db/runStatus.ts';
import { networkView, runDetailView, statusView, stepView, type ArtifactLink } from '../routes/runView.ts';
import type { RunEventHub } from './runEventHub.ts';

/** A stream looks for new events this often even without a NOTIFY (one lost while LISTEN reconnected). */
const LOOK_AGAIN_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;
const BATCH = 500;

const ended = (status: RunStatus) => status !== 'queued' && status !== 'running';

/** The security headers helmet would set, which it cannot once the reply is hijacked. */
export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

/**
 * One client's Server-Sent Events stream of one run: a `run` snapshot (or, after a reconnect, what
 * came after its Last-Event-ID), then each event as the run's writer announces it, until the run ends.
 */
export class RunEventStream {
  private cursor = '0';
  private closed = false;
  private pumping: Promise<void> | null = null;
  private again = false;
  private readonly cleanups: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly runId: number,
    private readonly res: ServerResponse,
    private readonly link: ArtifactLink,
    private readonly hub: RunEventHub,
  ) {
    res.on('close', () => this.close());
    this.cleanups.push(hub.track(() => this.close()));
  }

  async start(lastEventId: string | undefined): Promise<void> {
    this.res.writeHead(200, EVENT_STREAM_HEADERS);
    this.res.write('retry: 1000\n\n');
    const run = await runById(this.db, this.runId);
    if (!run) return this.close();
    if (lastEventId === undefined) {
      // The cursor first, then the run: the run is at least as new as the events up to the cursor.
      const upTo = await lastRunEventId(this.db, this.runId);
      const now = (await runById(this.db, this.runId)) ?? run;
      this.send('run', upTo, await runDetailView(this.db, now, this.link, upTo));
      this.cursor = upTo;
      if (ended(now.status)) return this.close();
    } else {
      this.cursor = lastEventId;
    }
    this.cleanups.push(await this.hub.subscribe(this.runId, () => void this.pump()));
    if (this.closed) return;
    const look = setInterval(() => void this.pump(), LOOK_AGAIN_MS);
    const keepalive = setInterval(() => this.res.write(': keepalive\n\n'), KEEPALIVE_MS);
    this.cleanups.push(
      () => clearInterval(look),
      () => clearInterval(keepalive),
    );
    await this.pump();
    // A run that had ended before this reconnect: what came after the client's last event was just sent.
    if (lastEventId !== undefined && ended(run.status)) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.res.end();
  }

  /** Sends what came after the cursor; one pump at a time, and once more if woken meanwhile. */
  private pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          await this.sendBatch();
        } while (this.again && !this.closed);
      } catch {
        // The database went away under the stream: end it, and the client reconnects from its last event.
        this.close();
      } finally {
        this.pumping = null;
      }
    })();
    return this.pumping;
  }

  private async sendBatch(): Promise<void> {
    if (this.closed) return;
    const batch = await runEventsAfter(this.db, this.runId, this.cursor, BATCH);
    if (batch.length === BATCH) this.again = true;
    // Of the frames waiting, only the latest is worth sending.
    const lastFrame = batch.findLast((e) => e.kind === 'frame');
    let runEnded = false;
    for (const event of batch) {
      if (this.closed) return;
      this.cursor = event.id;
      if (event.kind === 'frame' && event !== lastFrame) continue;
      const data = await this.view(event);
      this.send(event.kind, event.id, data);
      if (event.kind === 'status' && ended(event.data.status as RunStatus)) runEnded = true;
    }
    if (runEnded) this.close();
  }

  private async view(event: RunEventRow): Promise<unknown> {
    const data = event.data;
    switch (event.kind) {
      case 'step':
        return stepView(data as unknown as Parameters<typeof stepView>[0], this.link);
      case 'status': {
        const status = data as unknown as Parameters<typeof statusView>[0];
        const traceId = ended(status.status) ? await runTraceId(this.db, this.runId) : null;
        return statusView(status, traceId === null ? null : this.link(traceId));
      }
      case 'network':
        return networkView(data);
      default:
        return data;
    }
  }

  private send(event: string, id: string, data: unknown): void {
    if (this.closed) return;
    this.res.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
