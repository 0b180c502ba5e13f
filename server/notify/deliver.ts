import type { Queryable } from '../db/database.ts';
import { findIntegrationById, recordDeliveryAttempt, type IntegrationRow } from '../db/integrations.ts';
import type { DeliveryAttempt, DeliveryJob } from '../runner/queue.ts';
import type { PrivateNetworks } from '../runner/egress.ts';
import { decryptSecret } from '../security/encryption.ts';
import { sendOutbound } from './outbound.ts';
import { deliveryRequest, describeAnswer, SERVICE_NAMES, type Connection } from './services.ts';

export interface DeliveryDeps {
  db: Queryable;
  secretKey: Buffer;
  privateNetworks: PrivateNetworks;
  now: () => Date;
  log: { warn(obj: unknown, msg?: string): void };
  timeoutMs?: number;
}

/** Why a stored secret cannot be read back: the key it was encrypted with is not this server's. */
export const SECRET_UNREADABLE =
  'The stored secret cannot be decrypted (was SECRET_KEY changed?): connect the integration again.';

/** The integration with its secret decrypted; null when the secret cannot be read. */
export function connectionOf(integration: IntegrationRow, secretKey: Buffer): Connection | null {
  try {
    return {
      kind: integration.kind,
      config: integration.config,
      secret: decryptSecret(integration.secret_encrypted, secretKey),
    };
  } catch {
    return null;
  }
}

/**
 * One attempt at one delivery. Resolves when the delivery is settled (sent, refused for good, or
 * out of attempts) and throws when a retry may work (5xx, 429, timeout, network), so the queue
 * retries it with backoff. Each attempt's outcome is recorded for the integrations page.
 */
export async function deliver(deps: DeliveryDeps, job: DeliveryJob, attempt: DeliveryAttempt): Promise<void> {
  const integration = await findIntegrationById(deps.db, job.integrationId);
  // Disconnected since: its deliveries went with it, and there is nowhere to send.
  if (!integration) return;
  const record = (status: 'delivered' | 'retrying' | 'failed', message: string) =>
    recordDeliveryAttempt(deps.db, { id: job.deliveryId, status, attempts: attempt.number, message, now: deps.now() });

  const connection = connectionOf(integration, deps.secretKey);
  if (!connection) return void (await record('failed', SECRET_UNREADABLE));
  const request = deliveryRequest(connection, job.payload, job.deliveryId, deps.now());
  if (!request) return void (await record('failed', `A ${job.payload.kind} message cannot go to ${integration.kind}.`));

  const outcome = await sendOutbound(request, {
    privateNetworks: deps.privateNetworks,
    timeoutMs: deps.timeoutMs,
    describe: describeAnswer(integration.kind),
  });
  if (outcome.ok) return void (await record('delivered', outcome.message));

  const service = SERVICE_NAMES[integration.kind];
  deps.log.warn(
    { integrationId: integration.id, deliveryId: job.deliveryId, attempt: attempt.number, status: outcome.status },
    `delivery to ${service} failed: ${outcome.message}`,
  );
  if (outcome.retryable && !attempt.last) {
    await record('retrying', outcome.message);
    throw new Error(`${service} answered: ${outcome.message}`);
  }
  await record('failed', outcome.message);
}
