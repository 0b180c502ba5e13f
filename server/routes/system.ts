import type { Handler, Services } from '../http/types.ts';

export function systemHandlers({ db }: Services): Record<string, Handler> {
  return {
    async getHealth() {
      await db.query('SELECT 1');
      return { success: true, status: 'ok', database: db.kind };
    },
  };
}
