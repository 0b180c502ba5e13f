import { INSIGHTS_DAYS, INSIGHTS_TOP, insightsByDay, insightsWindow, passRate, slowestSteps } from '../db/insights.ts';
import { isoDay } from '../db/listQuery.ts';
import { unsteadyTests } from '../flakiness/history.ts';
import { authOf } from '../http/auth.ts';
import type { Handler, Services } from '../http/types.ts';
import { projectInScope } from './scope.ts';

export function insightHandlers(services: Services): Record<string, Handler> {
  const { db, now } = services;

  return {
    async getInsights(request) {
      const { project_id, days = INSIGHTS_DAYS.default } = request.query as { project_id?: number; days?: number };
      const project = await projectInScope(db, authOf(request), project_id);
      const window = insightsWindow(now(), days);
      const [daily, steps, flakiness] = await Promise.all([
        insightsByDay(db, project.id, window),
        slowestSteps(db, project.id, window),
        unsteadyTests(db, project.id, project.flaky_threshold),
      ]);
      const sum = (key: 'runs' | 'passed' | 'flaky' | 'failed') => daily.reduce((n, d) => n + d[key], 0);
      const [runs, passed, flaky, failed] = [sum('runs'), sum('passed'), sum('flaky'), sum('failed')];
      const flakyTests = flakiness.sort(
        (a, b) => b.score! - a.score! || b.flips - a.flips || a.title.localeCompare(b.title),
      );
      return {
        success: true,
        data: {
          days,
          from: isoDay(window.from),
          to: isoDay(new Date(window.until.getTime() - 1)),
          threshold: project.flaky_threshold,
          totals: {
            runs,
            passed,
            flaky,
            failed,
            pass_rate: passRate(passed, flaky, failed),
            flaky_tests: flakyTests.length,
            quarantined_tests: flakiness.filter((t) => t.quarantined).length,
          },
          daily,
          flakiest: flakyTests.slice(0, INSIGHTS_TOP).map(({ last_run_id: _last, ...t }) => t),
          slowest_steps: steps,
        },
      };
    },
  };
}
