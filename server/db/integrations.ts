import type { Queryable } from './database.ts';

export const INTEGRATION_KINDS = ['slack', 'webhook', 'github', 'gitlab', 'jira'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** What an integration may show: never its secret. Which keys are set depends on the kind. */
export interface IntegrationConfig {
  url?: string;
  repository?: string;
  project?: string;
  base_url?: string;
  site_url?: string;
  email?: string;
  project_key?: string;
  issue_type?: string;
}

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

export interface LastDelivery {
  event: string;
  status: DeliveryStatus;
  attempts: number;
  message: string;
  at: Date;
}

export interface IntegrationRow {
  id: number;
  project_id: number;
  kind: IntegrationKind;
  config: IntegrationConfig;
  secret_encrypted: string;
  secret_hint: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface IntegrationWithDelivery extends IntegrationRow {
  last_delivery: LastDelivery | null;
}

const COLUMNS = 'i.id, i.project_id, i.kind, i.config, i.secret_encrypted, i.secret_hint, i.created_at, i.updated_at';

/** A project's integrations with the outcome of the latest delivery of each, in the order of INTEGRATION_KINDS. */
export async function listIntegrations(db: Queryable, projectId: number): Promise<IntegrationWithDelivery[]> {
  const rows = await db.query<IntegrationRow & { last_delivery: (Omit<LastDelivery, 'at'> & { at: string }) | null }>(
    `SELECT ${COLUMNS},
            (SELECT json_build_object('event', d.event, 'status', d.status, 'attempts', d.attempts,
                                      'message', d.message, 'at', d.updated_at)
             FROM integration_deliveries d WHERE d.integration_id = i.id
             ORDER BY d.updated_at DESC, d.created_at DESC LIMIT 1) AS last_delivery
     FROM integrations i WHERE i.project_id = $1`,
    [projectId],
  );
  return rows
    .map((r) => ({ ...r, last_delivery: r.last_delivery && { ...r.last_delivery, at: new Date(r.last_delivery.at) } }))
    .sort((a, b) => INTEGRATION_KINDS.indexOf(a.kind) - INTEGRATION_KINDS.indexOf(b.kind));
}

export async function findIntegration(
  db: Queryable,
  projectId: number,
  kind: IntegrationKind,
): Promise<IntegrationRow | undefined> {
  const [row] = await db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM integrations i WHERE i.project_id = $1 AND i.kind = $2`,
    [projectId, kind],
  );
  return row;
}

export async function findIntegrationById(db: Queryable, id: number): Promise<IntegrationRow | undefined> {
  const [row] = await db.query<IntegrationRow>(`SELECT ${COLUMNS} FROM integrations i WHERE i.id = $1`, [id]);
  return row;
}

/** Connects or updates the project's integration of this kind; `created` says which. */
export async function upsertIntegration(
  db: Queryable,
  i: {
    projectId: number;
    kind: IntegrationKind;
    config: IntegrationConfig;
    secretEncrypted: string;
    secretHint: string | null;
    now: Date;
  },
): Promise<{ row: IntegrationRow; created: boolean }> {
  const [row] = await db.query<IntegrationRow & { created: boolean }>(
    `INSERT INTO integrations AS i (project_id, kind, config, secret_encrypted, secret_hint, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (project_id, kind) DO UPDATE
       SET config = EXCLUDED.config, secret_encrypted = EXCLUDED.secret_encrypted,
           secret_hint = EXCLUDED.secret_hint, updated_at = EXCLUDED.updated_at
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [i.projectId, i.kind, JSON.stringify(i.config), i.secretEncrypted, i.secretHint, i.now],
  );
  const { created, ...rest } = row!;
  return { row: rest, created };
}

export async function deleteIntegration(db: Queryable, projectId: number, kind: IntegrationKind): Promise<boolean> {
  const rows = await db.query('DELETE FROM integrations WHERE project_id = $1 AND kind = $2 RETURNING id', [
    projectId,
    kind,
  ]);
  return rows.length > 0;
}

/** The project's integrations of these kinds (those a message goes to). */
export function integrationsOfKinds(
  db: Queryable,
  projectId: number,
  kinds: readonly IntegrationKind[],
): Promise<IntegrationRow[]> {
  return db.query<IntegrationRow>(
    `SELECT ${COLUMNS} FROM integrations i WHERE i.project_id = $1 AND i.kind = ANY($2::text[]) ORDER BY i.id`,
    [projectId, kinds],
  );
}

export async function insertDelivery(
  db: Queryable,
  d: { id: string; integrationId: number; event: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO integration_deliveries (id, integration_id, event, status, created_at, updated_at)
     VALUES ($1, $2, $3, 'pending', $4, $4)`,
    [d.id, d.integrationId, d.event, d.now],
  );
}

/** Records an attempt's outcome; false when the delivery is gone (its integration was disconnected). */
export async function recordDeliveryAttempt(
  db: Queryable,
  d: { id: string; status: DeliveryStatus; attempts: number; message: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE integration_deliveries SET status = $2, attempts = $3, message = $4, updated_at = $5
     WHERE id = $1 RETURNING id`,
    [d.id, d.status, d.attempts, d.message, d.now],
  );
  return rows.length > 0;
}

export interface DeliveryRow {
  id: string;
  integration_id: number;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  message: string;
}

export function deliveriesOf(db: Queryable, integrationId: number): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(
    `SELECT id, integration_id, event, status, attempts, message FROM integration_deliveries
     WHERE integration_id = $1 ORDER BY created_at, id`,
    [integrationId],
  );
}

/** Ended deliveries older than `before`, except each integration's latest: the outcome its page shows. */
export async function purgeDeliveries(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM integration_deliveries d
     WHERE d.updated_at < $1 AND d.status IN ('delivered', 'failed')
       AND d.id <> (SELECT l.id FROM integration_deliveries l WHERE l.integration_id = d.integration_id
                    ORDER BY l.updated_at DESC, l.created_at DESC LIMIT 1)
     RETURNING d.id`,
    [before],
  );
  return rows.length;
}

export interface JiraIssueRow {
  issue_key: string;
  url: string;
  created_at: Date;
}

export async function findJiraIssue(db: Queryable, stepId: number): Promise<JiraIssueRow | undefined> {
  const [row] = await db.query<JiraIssueRow>(
    'SELECT issue_key, url, created_at FROM jira_issues WHERE test_case_step_id = $1',
    [stepId],
  );
  return row;
}

export async function insertJiraIssue(
  db: Queryable,
  j: { stepId: number; key: string; url: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO jira_issues (test_case_step_id, issue_key, url, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (test_case_step_id) DO UPDATE SET issue_key = EXCLUDED.issue_key, url = EXCLUDED.url,
       created_at = EXCLUDED.created_at`,
    [j.stepId, j.key, j.url, j.now],
  );
}

/** The project of a step's test case, within the organization; undefined when not there. */
export async function projectOfStep(
  db: Queryable,
  organizationId: number,
  testCaseId: number,
  stepId: number,
): Promise<number | undefined> {
  const [row] = await db.query<{ project_id: number }>(
    `SELECT tc.project_id FROM test_case_steps s
     JOIN test_cases tc ON tc.id = s.test_case_id JOIN projects p ON p.id = tc.project_id
     WHERE s.id = $1 AND tc.id = $2 AND p.organization_id = $3`,
    [stepId, testCaseId, organizationId],
  );
  return row?.project_id;
}

export interface FailureEvidence {
  run_id: number;
  environment_label: string;
  environment_url: string;
  message: string;
  occurred_at: Date;
}

/** A step's latest failures, newest first. */
export function latestFailures(db: Queryable, stepId: number, limit: number): Promise<FailureEvidence[]> {
  return db.query<FailureEvidence>(
    `SELECT r.id AS run_id, r.environment_label, r.environment_url, rs.message, rs.finished_at AS occurred_at
     FROM run_steps rs JOIN runs r ON r.id = rs.run_id
     WHERE rs.test_case_step_id = $1 AND rs.status = 'failed'
     ORDER BY rs.finished_at DESC NULLS LAST, rs.id DESC LIMIT $2`,
    [stepId, limit],
  );
}

/** The screenshot of the step's latest failure that has one. */
export async function latestFailureScreenshot(
  db: Queryable,
  stepId: number,
): Promise<{ name: string; content_type: string; content: Uint8Array } | undefined> {
  const [row] = await db.query<{ name: string; content_type: string; content: Uint8Array }>(
    `SELECT a.name, a.content_type, a.content
     FROM run_steps rs JOIN run_artifacts a ON a.id = rs.screenshot_id
     WHERE rs.test_case_step_id = $1 AND rs.status = 'failed'
     ORDER BY rs.finished_at DESC NULLS LAST, rs.id DESC LIMIT 1`,
    [stepId],
  );
  return row;
}
