import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { insertDelivery, integrationsOfKinds, type IntegrationKind } from '../db/integrations.ts';
import type { DeliveryJob } from '../runner/queue.ts';
import type { SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent } from './events.ts';
import {
  commitStatusEnded,
  commitStatusStarted,
  slackSuiteFailed,
  slackTestTurnedFlaky,
  webhookSuiteFailed,
  webhookTestTurnedFlaky,
  type DeliveryPayload,
} from './messages.ts';

export type { FailedRunSummary, SuiteEndedEvent, SuiteStartedEvent, TestTurnedFlakyEvent } from './events.ts';

export interface NotifierDeps {
  db: Queryable;
  queue: { enqueueDeliveries(jobs: readonly DeliveryJob[]): Promise<void> };
  now?: () => Date;
  log?: { error(obj: unknown, msg?: string): void };
}

type Payloads = Partial<Record<IntegrationKind, { event: string; payload: DeliveryPayload }>>;

/**
 * Turns what happened to a suite or a test into messages for the project's integrations: Slack and
 * the webhook hear of failed suites and of tests that turned flaky; GitHub and GitLab get a commit
 * status when the suite ran for a commit. Each message is a job on the deliveries queue, sent and
 * retried by whichever process works that queue. Never throws: a notification that cannot be
 * queued is logged, and the suite goes on.
 */
export class Notifier {
  private readonly now: () => Date;

  constructor(private readonly deps: NotifierDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async suiteStarted(e: SuiteStartedEvent): Promise<void> {
    if (!e.commitSha) return;
    const status = { event: 'status.running', payload: commitStatusStarted({ ...e, commitSha: e.commitSha }) };
    await this.queue(e.projectId, { github: status, gitlab: status });
  }

  async suiteEnded(e: SuiteEndedEvent): Promise<void> {
    const payloads: Payloads = {};
    if (e.status === 'failed' || e.status === 'error') {
      payloads.slack = { event: 'suite.failed', payload: slackSuiteFailed(e) };
      payloads.webhook = { event: 'suite.failed', payload: webhookSuiteFailed(e) };
    }
    if (e.commitSha) {
      const status = { event: `status.${e.status}`, payload: commitStatusEnded({ ...e, commitSha: e.commitSha }) };
      payloads.github = status;
      payloads.gitlab = status;
    }
    await this.queue(e.projectId, payloads);
  }

  async testTurnedFlaky(e: TestTurnedFlakyEvent): Promise<void> {
    await this.queue(e.projectId, {
      slack: { event: 'test.flaky', payload: slackTestTurnedFlaky(e) },
      webhook: { event: 'test.flaky', payload: webhookTestTurnedFlaky(e) },
    });
  }

  private async queue(projectId: number, payloads: Payloads): Promise<void> {
    const kinds = Object.keys(payloads) as IntegrationKind[];
    if (kinds.length === 0) return;
    try {
      const integrations = await integrationsOfKinds(this.deps.db, projectId, kinds);
      const jobs: DeliveryJob[] = [];
      for (const integration of integrations) {
        const { event, payload } = payloads[integration.kind]!;
        const deliveryId = randomUUID();
        await insertDelivery(this.deps.db, { id: deliveryId, integrationId: integration.id, event, now: this.now() });
        jobs.push({ deliveryId, integrationId: integration.id, payload });
      }
      await this.deps.queue.enqueueDeliveries(jobs);
    } catch (error) {
      this.deps.log?.error({ err: error, projectId }, 'queueing notifications failed');
    }
  }
}
