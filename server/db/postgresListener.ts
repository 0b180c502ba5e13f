import pg from 'pg';

type Handler = (payload: string) => void;

const RECONNECT_MS = 1000;

/**
 * LISTEN on a PostgreSQL server through one connection of its own (a pooled one would hand the
 * LISTEN to whoever borrows it next). A dropped connection is opened again a second later with the
 * same channels; what was notified meanwhile is lost, so readers also look again now and then.
 */
export class PostgresListener {
  private client: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await (await this.connection()).query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = await this.client?.catch(() => null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      this.client = null;
      void client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.relisten(), RECONNECT_MS).unref();
    });
    this.client = client.connect().then(
      () => client,
      (error: unknown) => {
        this.client = null;
        throw error;
      },
    );
    return this.client;
  }

  private async relisten(): Promise<void> {
    if (this.closed || this.handlers.size === 0) return;
    try {
      const client = await this.connection();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      if (!this.closed) setTimeout(() => void this.relisten(), RECONNECT_MS).unref();
    }
  }
}
