import { listInbox } from '../db/inbox.ts';
import { authOf } from '../http/auth.ts';
import type { Handler, Services } from '../http/types.ts';
import { projectInScope } from './scope.ts';

export function inboxHandlers(services: Services): Record<string, Handler> {
  const { db } = services;

  return {
    async listInbox(request) {
      const { project_id } = request.query as { project_id?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      const messages = await listInbox(db, project.id);
      const count = messages.length;
      return {
        success: true,
        message: count === 0 ? 'No messages yet.' : `${count} message${count === 1 ? '' : 's'}.`,
        data: messages,
      };
    },
  };
}
