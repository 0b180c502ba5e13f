import type { Handler } from '../http/types.ts';
import { PLAN_CATALOGUE } from '../plans.ts';

export function planHandlers(): Record<string, Handler> {
  return {
    async listPlans() {
      return { success: true, data: PLAN_CATALOGUE };
    },
  };
}
