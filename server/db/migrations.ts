import { parseStep } from '../../src/steps/index.ts';
import type { Queryable } from './database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** What SQL alone cannot do, run after `sql` in the same transaction. */
  after?: (tx: Queryable) => Promise<void>;
}

/**
 * The database schema, as an ordered list of migrations. Each runs once, in a transaction;
 * never edit one that has shipped: add the next.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts',
    sql: `
      CREATE TABLE organizations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        plan text NOT NULL DEFAULT 'starter' CHECK (plan IN ('starter', 'pro', 'enterprise')),
        created_at timestamptz NOT NULL
      );
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        full_name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        contact_number text,
        email_verified_at timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE INDEX users_organization_idx ON users (organization_id);

      CREATE TABLE sessions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        remember boolean NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_user_idx ON sessions (user_id);

      -- Single-use secrets mailed to a user: verification links and keys, reset links, codes.
      CREATE TABLE one_time_codes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL,
        token_hash text UNIQUE,
        key_hash text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, purpose);

      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL
      );

      CREATE TABLE projects (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX projects_organization_idx ON projects (organization_id);
    `,
  },
  {
    version: 2,
    name: 'projects, test cases and runs',
    sql: `
      CREATE TABLE environments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        label text NOT NULL,
        url text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX environments_label_key ON environments (project_id, lower(label));

      -- The extra URLs of '+ Add more URLs', kept as additional start pages.
      ALTER TABLE projects ADD COLUMN start_urls text[] NOT NULL DEFAULT '{}';

      ALTER TABLE users ADD COLUMN current_project_id integer REFERENCES projects (id) ON DELETE SET NULL;
      -- Onboarding steps done in order: 1 project, 2 config, 3 add tests.
      ALTER TABLE users ADD COLUMN onboarding_completed smallint NOT NULL DEFAULT 0
        CHECK (onboarding_completed BETWEEN 0 AND 3);

      -- Test accounts the testing agent signs in with; the password is AES-256-GCM encrypted.
      CREATE TABLE credentials (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        environment_id integer NOT NULL REFERENCES environments (id) ON DELETE CASCADE,
        username text NOT NULL,
        password_encrypted text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX credentials_project_idx ON credentials (project_id);
      CREATE INDEX credentials_environment_idx ON credentials (environment_id);

      CREATE TABLE test_cases (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        environment_id integer REFERENCES environments (id) ON DELETE SET NULL,
        title text NOT NULL,
        goal text NOT NULL DEFAULT '',
        expected_result text NOT NULL DEFAULT '' CHECK (char_length(expected_result) <= 200),
        execution_status text NOT NULL DEFAULT 'In Progress' CHECK (execution_status IN ('In Progress', 'Paused')),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX test_cases_project_idx ON test_cases (project_id);
      CREATE INDEX test_cases_environment_idx ON test_cases (environment_id);

      CREATE TABLE test_case_steps (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        test_case_id integer NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
        position integer NOT NULL,
        text text NOT NULL
      );
      CREATE INDEX test_case_steps_test_case_idx ON test_case_steps (test_case_id, position);

      -- A run copies what it ran against, so its results stay readable after the test case or
      -- the environment is deleted or renamed. The latest run is the one created last (highest id).
      CREATE TABLE runs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        test_case_id integer REFERENCES test_cases (id) ON DELETE SET NULL,
        test_case_title text NOT NULL,
        environment_label text NOT NULL,
        environment_url text NOT NULL,
        status text NOT NULL CHECK (status IN ('queued', 'running', 'passed', 'failed', 'stopped')),
        started_at timestamptz,
        finished_at timestamptz
      );
      CREATE INDEX runs_project_idx ON runs (project_id, id);
      CREATE INDEX runs_test_case_idx ON runs (test_case_id, id);

      CREATE TABLE run_steps (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_id integer NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        test_case_step_id integer REFERENCES test_case_steps (id) ON DELETE SET NULL,
        step_text text NOT NULL,
        status text NOT NULL CHECK (status IN ('passed', 'failed', 'skipped')),
        message text NOT NULL DEFAULT '',
        finished_at timestamptz NOT NULL
      );
      CREATE INDEX run_steps_run_idx ON run_steps (run_id);
      CREATE INDEX run_steps_step_idx ON run_steps (test_case_step_id, run_id);

      -- An issue is a step's failures; its status is kept here once someone sets it.
      CREATE TABLE issue_states (
        test_case_step_id integer PRIMARY KEY REFERENCES test_case_steps (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('Unresolved', 'Ignored')),
        updated_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'settings: account templates, inbox, deletion codes, API keys, files',
    sql: `
      -- The config templates of spec §9: how a test account signs in.
      ALTER TABLE credentials ADD COLUMN type text NOT NULL DEFAULT 'password'
        CHECK (type IN ('password', 'password_totp', 'generated_email'));
      -- The base32 two-factor secret of a password_totp account, encrypted like the password.
      ALTER TABLE credentials ADD COLUMN totp_secret_encrypted text;
      ALTER TABLE credentials ADD CONSTRAINT credentials_totp_secret_check
        CHECK ((type = 'password_totp') = (totp_secret_encrypted IS NOT NULL));
      -- A generated address belongs to one test account, whatever its case.
      CREATE UNIQUE INDEX credentials_generated_email_key ON credentials (lower(username))
        WHERE type = 'generated_email';

      -- Mail received by generated addresses; it goes with its test account.
      CREATE TABLE inbox_messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        credential_id integer NOT NULL REFERENCES credentials (id) ON DELETE CASCADE,
        to_address text NOT NULL,
        from_address text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        received_at timestamptz NOT NULL
      );
      CREATE INDEX inbox_messages_credential_idx ON inbox_messages (credential_id, received_at);

      -- Codes that confirm deleting an environment: which one, and how many wrong tries so far.
      ALTER TABLE one_time_codes ADD COLUMN environment_id integer REFERENCES environments (id) ON DELETE CASCADE;
      ALTER TABLE one_time_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;

      -- Keys that authenticate the API as their creator; only a SHA-256 hash of the key is kept.
      CREATE TABLE api_keys (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_organization_idx ON api_keys (organization_id, id);

      -- Uploaded images (logos, photos), in the database so every server process can serve them.
      -- The name is random and unguessable: it is the capability to read the file.
      CREATE TABLE files (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text NOT NULL UNIQUE,
        content_type text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX files_organization_idx ON files (organization_id);
      ALTER TABLE organizations ADD COLUMN logo_file_id integer REFERENCES files (id) ON DELETE SET NULL;
      ALTER TABLE users ADD COLUMN photo_file_id integer REFERENCES files (id) ON DELETE SET NULL;
    `,
  },
  {
    version: 4,
    name: 'the runner: runs as jobs, step evidence, artifacts, events and the replay cache',
    sql: `
      -- error: the runner could not run it (the browser failed, the worker died).
      ALTER TABLE runs DROP CONSTRAINT runs_status_check;
      ALTER TABLE runs ADD CONSTRAINT runs_status_check
        CHECK (status IN ('queued', 'running', 'passed', 'failed', 'stopped', 'error'));
      ALTER TABLE runs ADD COLUMN environment_id integer REFERENCES environments (id) ON DELETE SET NULL;
      ALTER TABLE runs ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE runs ADD COLUMN created_at timestamptz;
      -- Why the run ended as it did, in words (the failed step's message, or what stopped it).
      ALTER TABLE runs ADD COLUMN message text NOT NULL DEFAULT '';
      ALTER TABLE runs ADD COLUMN stop_requested_at timestamptz;
      -- How many times a worker has started it (a run taken up again after its worker died counts twice).
      ALTER TABLE runs ADD COLUMN attempt integer NOT NULL DEFAULT 0;
      ALTER TABLE runs ADD COLUMN step_timeout_ms integer NOT NULL DEFAULT 10000;
      ALTER TABLE runs ADD COLUMN run_timeout_ms integer NOT NULL DEFAULT 300000;
      CREATE INDEX runs_active_idx ON runs (status) WHERE status IN ('queued', 'running');

      -- Each run lists its steps when it is queued (pending), so a run shows what it will do.
      ALTER TABLE run_steps DROP CONSTRAINT run_steps_status_check;
      ALTER TABLE run_steps ADD CONSTRAINT run_steps_status_check
        CHECK (status IN ('pending', 'running', 'passed', 'failed', 'skipped'));
      ALTER TABLE run_steps ALTER COLUMN finished_at DROP NOT NULL;
      ALTER TABLE run_steps ADD COLUMN position integer NOT NULL DEFAULT 0;
      ALTER TABLE run_steps ADD COLUMN description text NOT NULL DEFAULT '';
      ALTER TABLE run_steps ADD COLUMN started_at timestamptz;
      ALTER TABLE run_steps ADD COLUMN duration_ms integer;
      -- The locator that resolved the step's target, and the one it replaced when the step healed.
      ALTER TABLE run_steps ADD COLUMN locator text;
      ALTER TABLE run_steps ADD COLUMN healed_from text;

      -- Screenshots and traces, in the database so that every server process can serve them.
      CREATE TABLE run_artifacts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_id integer NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('screenshot', 'trace')),
        name text NOT NULL,
        content_type text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX run_artifacts_run_idx ON run_artifacts (run_id);
      ALTER TABLE run_steps ADD COLUMN screenshot_id integer REFERENCES run_artifacts (id) ON DELETE SET NULL;

      -- What the page said while a run ran: console messages, page errors, network requests.
      CREATE TABLE run_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_id integer NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        kind text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX run_events_run_idx ON run_events (run_id, id);

      -- The replay cache: how a step's target was found on a passing run, per environment.
      CREATE TABLE step_locators (
        environment_id integer NOT NULL REFERENCES environments (id) ON DELETE CASCADE,
        step_key text NOT NULL,
        locator jsonb NOT NULL,
        fingerprint jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (environment_id, step_key)
      );

      -- Limits of a project's runs.
      ALTER TABLE projects ADD COLUMN step_timeout_ms integer NOT NULL DEFAULT 10000
        CHECK (step_timeout_ms BETWEEN 1000 AND 120000);
      ALTER TABLE projects ADD COLUMN run_timeout_ms integer NOT NULL DEFAULT 300000
        CHECK (run_timeout_ms BETWEEN 10000 AND 3600000);
    `,
  },
  {
    version: 5,
    name: 'test case attachments, the files upload steps send',
    sql: `
      CREATE TABLE test_case_attachments (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        test_case_id integer NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
        name text NOT NULL,
        content_type text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL
      );
      -- A step names its file: one file per name in a test case.
      CREATE UNIQUE INDEX test_case_attachments_name_key ON test_case_attachments (test_case_id, name);
    `,
  },
  {
    version: 6,
    name: 'what a result means: suites, retries and attempts, failure classes, flakiness settings',
    sql: `
      -- flaky: failed, then passed on a retry. Never a plain pass.
      ALTER TABLE runs DROP CONSTRAINT runs_status_check;
      ALTER TABLE runs ADD CONSTRAINT runs_status_check
        CHECK (status IN ('queued', 'running', 'passed', 'failed', 'stopped', 'error', 'flaky'));

      -- How often a failed run is tried again, and the flakiness score (0-100) that quarantines a test.
      ALTER TABLE projects ADD COLUMN retries integer NOT NULL DEFAULT 1 CHECK (retries BETWEEN 0 AND 5);
      ALTER TABLE projects ADD COLUMN flaky_threshold integer NOT NULL DEFAULT 30
        CHECK (flaky_threshold BETWEEN 1 AND 100);

      -- A suite is the runs one request started together (by hand, by a schedule, or from CI).
      CREATE TABLE suites (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        source text NOT NULL CHECK (source IN ('manual', 'schedule', 'ci')),
        schedule_id integer,
        commit_sha text,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'running'
          CHECK (status IN ('running', 'passed', 'failed', 'stopped', 'error')),
        finished_at timestamptz
      );
      CREATE INDEX suites_project_idx ON suites (project_id, id);
      ALTER TABLE runs ADD COLUMN suite_id integer REFERENCES suites (id) ON DELETE SET NULL;
      CREATE INDEX runs_suite_idx ON runs (suite_id);
      ALTER TABLE runs ADD COLUMN retries integer NOT NULL DEFAULT 0;

      -- Why a run did not pass, decided from its evidence by rules; a person may correct it, and the
      -- rules' answer is kept beside the correction.
      ALTER TABLE runs ADD COLUMN failure_class text
        CHECK (failure_class IN ('app_bug', 'broken_test', 'flaky', 'infrastructure'));
      ALTER TABLE runs ADD COLUMN failure_evidence text NOT NULL DEFAULT '';
      ALTER TABLE runs ADD COLUMN detected_class text
        CHECK (detected_class IN ('app_bug', 'broken_test', 'flaky', 'infrastructure'));
      ALTER TABLE runs ADD COLUMN class_corrected_by integer REFERENCES users (id) ON DELETE SET NULL;
      ALTER TABLE runs ADD COLUMN class_corrected_at timestamptz;
      -- The test case was quarantined when the run ended: it reports, but fails no suite.
      ALTER TABLE runs ADD COLUMN quarantined boolean NOT NULL DEFAULT false;
      -- Part of a suite that mostly failed at once: one infrastructure event, kept out of flakiness.
      ALTER TABLE runs ADD COLUMN infra_event boolean NOT NULL DEFAULT false;
      CREATE INDEX runs_history_idx ON runs (test_case_id, environment_id, id)
        WHERE status IN ('passed', 'failed', 'flaky');

      -- Each attempt of a run: how it ended, and the evidence of a failed one.
      CREATE TABLE run_attempts (
        run_id integer NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        attempt integer NOT NULL,
        status text NOT NULL CHECK (status IN ('passed', 'failed', 'stopped', 'error')),
        message text NOT NULL,
        failure_kind text,
        failed_position integer,
        screenshot_id integer REFERENCES run_artifacts (id) ON DELETE SET NULL,
        trace_id integer REFERENCES run_artifacts (id) ON DELETE SET NULL,
        started_at timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        PRIMARY KEY (run_id, attempt)
      );
    `,
  },
  {
    version: 7,
    name: 'integrations: notifications, commit statuses and Jira issues',
    sql: `
      -- One connection per kind per project. The config holds what may be shown (a repository, a
      -- site URL); the secret (a token, a Slack webhook URL, a signing secret) is AES-256-GCM
      -- encrypted like test-account passwords, and only its last characters are kept in clear.
      CREATE TABLE integrations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('slack', 'webhook', 'github', 'gitlab', 'jira')),
        config jsonb NOT NULL DEFAULT '{}',
        secret_encrypted text NOT NULL,
        secret_hint text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX integrations_project_kind_key ON integrations (project_id, kind);

      -- Each message sent to an integration, by the id it carries (the same across its retries),
      -- with the outcome of its latest attempt: what the integrations page shows.
      CREATE TABLE integration_deliveries (
        id uuid PRIMARY KEY,
        integration_id integer NOT NULL REFERENCES integrations (id) ON DELETE CASCADE,
        event text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        message text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX integration_deliveries_integration_idx ON integration_deliveries (integration_id, updated_at);

      -- The Jira issue created from a step's issue, shown on the issue page.
      CREATE TABLE jira_issues (
        test_case_step_id integer PRIMARY KEY REFERENCES test_case_steps (id) ON DELETE CASCADE,
        issue_key text NOT NULL,
        url text NOT NULL,
        created_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'schedules: suites a cron expression starts through the queue',
    sql: `
      -- A schedule runs some test cases of a project on a cron expression read in its time zone. pg-boss
      -- holds the timing (a schedule keyed by this id); this table holds what to run and whether to.
      -- An environment it names is part of what it means ("nightly on Staging"): when that environment
      -- is deleted the schedule goes with it rather than silently running against each test case's own
      -- environment, which may be production. The worker unschedules a schedule it finds gone.
      CREATE TABLE schedules (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        name text NOT NULL,
        cron text NOT NULL,
        timezone text NOT NULL,
        environment_id integer REFERENCES environments (id) ON DELETE CASCADE,
        -- Every test case of the project that is not paused when it fires; else those listed below.
        all_test_cases boolean NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_fired_at timestamptz,
        last_suite_id integer REFERENCES suites (id) ON DELETE SET NULL,
        -- Why the last firing started no suite (its test cases gone, one without an environment).
        last_error text
      );
      CREATE INDEX schedules_project_idx ON schedules (project_id, id);

      -- The chosen test cases; a deleted test case leaves the schedules that named it.
      CREATE TABLE schedule_test_cases (
        schedule_id integer NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
        test_case_id integer NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
        PRIMARY KEY (schedule_id, test_case_id)
      );
      CREATE INDEX schedule_test_cases_test_case_idx ON schedule_test_cases (test_case_id);

      ALTER TABLE suites ADD CONSTRAINT suites_schedule_id_fkey
        FOREIGN KEY (schedule_id) REFERENCES schedules (id) ON DELETE SET NULL;
      CREATE INDEX suites_schedule_idx ON suites (schedule_id) WHERE schedule_id IS NOT NULL;
    `,
  },
  {
    version: 9,
    name: "insights: a project's runs by when they ended",
    sql: `
      -- The insights read a window of days of a project's runs: without this, every run the project
      -- ever had is read and all but the window's filtered out (EXPLAIN: 24,000 of 25,000 rows).
      CREATE INDEX runs_project_finished_idx ON runs (project_id, finished_at);
    `,
  },
  {
    version: 10,
    name: "generation: generated test cases, the model's cache and its token use",
    sql: `
      -- A request to generate test cases for an environment: by exploring it, or with a language model
      -- from a goal or a bug report. Its proposals are test cases marked proposed until kept.
      CREATE TABLE generations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        environment_id integer REFERENCES environments (id) ON DELETE SET NULL,
        environment_label text NOT NULL,
        source text NOT NULL CHECK (source IN ('explore', 'goal', 'bug')),
        input text NOT NULL,
        max_pages integer NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'exploring', 'running', 'done', 'failed')),
        message text NOT NULL DEFAULT '',
        -- What the explorer saw: url, title, heading, console errors, whether signed in.
        pages jsonb NOT NULL DEFAULT '[]',
        model_tokens integer NOT NULL DEFAULT 0,
        suite_id integer REFERENCES suites (id) ON DELETE SET NULL,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL,
        finished_at timestamptz
      );
      CREATE INDEX generations_project_idx ON generations (project_id, id DESC);

      -- A proposal is a test case the user has not kept yet: it is left out of the test-case list,
      -- the dashboard and "run all" until kept; discarding it deletes it.
      ALTER TABLE test_cases ADD COLUMN generation_id integer REFERENCES generations (id) ON DELETE SET NULL;
      ALTER TABLE test_cases ADD COLUMN proposed boolean NOT NULL DEFAULT false;
      ALTER TABLE test_cases ADD COLUMN proposal_kind text;
      CREATE INDEX test_cases_generation_idx ON test_cases (generation_id) WHERE generation_id IS NOT NULL;

      -- The model's answers for steps the grammar or the page could not settle, per environment and
      -- step (keyed like the locator cache), written only from passing runs: a replay needs no model.
      CREATE TABLE step_actions (
        environment_id integer NOT NULL REFERENCES environments (id) ON DELETE CASCADE,
        step_key text NOT NULL,
        action jsonb NOT NULL,
        model text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (environment_id, step_key)
      );

      ALTER TABLE runs ADD COLUMN model_tokens integer NOT NULL DEFAULT 0;
      ALTER TABLE runs ADD COLUMN explanation text;
    `,
  },
  {
    version: 11,
    name: 'lists by page and run counts',
    sql: `
      -- Whether the step language understands a step, kept as it is written, so that the test-case
      -- list can filter Draft (a step not understood) on the server. A release whose grammar reads
      -- more steps adds a migration that runs markUnderstoodSteps again.
      ALTER TABLE test_case_steps ADD COLUMN understood boolean NOT NULL DEFAULT true;
      CREATE INDEX test_case_steps_not_understood_idx ON test_case_steps (test_case_id) WHERE NOT understood;

      -- How many runs of each status a project has, for the dashboard, without counting its runs.
      -- Every change of a run's status adds a row (+1 for the new status, -1 for the old), so writers
      -- never wait on each other; readers sum a project's rows and fold them into one per status.
      -- No foreign key: a project's deletion deletes its runs, whose rows would refer to it.
      CREATE TABLE run_counts (
        project_id integer NOT NULL,
        status text NOT NULL,
        runs integer NOT NULL
      );
      CREATE INDEX run_counts_project_idx ON run_counts (project_id);
      CREATE FUNCTION count_run_statuses() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          INSERT INTO run_counts (project_id, status, runs) VALUES (OLD.project_id, OLD.status, -1);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO run_counts (project_id, status, runs) VALUES (NEW.project_id, NEW.status, 1);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_counted AFTER INSERT OR DELETE ON runs
        FOR EACH ROW EXECUTE FUNCTION count_run_statuses();
      CREATE TRIGGER runs_recounted AFTER UPDATE OF status, project_id ON runs
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.project_id IS DISTINCT FROM NEW.project_id)
        EXECUTE FUNCTION count_run_statuses();
      INSERT INTO run_counts (project_id, status, runs)
        SELECT project_id, status, count(*) FROM runs GROUP BY project_id, status;

      -- This week's runs on the dashboard.
      CREATE INDEX runs_project_started_idx ON runs (project_id, started_at);
    `,
    after: markUnderstoodSteps,
  },
  {
    version: 12,
    name: 'lists of 100,000 runs',
    sql: `
      -- The result a run reads as (runResult in runStatus.ts), kept with it, so that a list of runs
      -- filtered by result walks one index in the list's order: Failed alone is three statuses,
      -- which an index on the status cannot give newest first.
      ALTER TABLE runs ADD COLUMN result text GENERATED ALWAYS AS (
        CASE WHEN status IN ('queued', 'running') THEN 'In Progress'
             WHEN status = 'passed' THEN 'Passed'
             WHEN status = 'flaky' THEN 'Flaky'
             ELSE 'Failed' END
      ) STORED;
      CREATE INDEX runs_project_result_idx ON runs (project_id, result, id);

      -- A project's test cases (proposals left out), kept as they are added, kept from proposals and
      -- deleted: the dashboard's total and the list's, without counting them. Adding test cases
      -- already waits on the organization's row (lockTestCaseAllowance), so this row adds no waiting.
      ALTER TABLE projects ADD COLUMN test_case_count integer NOT NULL DEFAULT 0;
      CREATE FUNCTION count_test_cases() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND NOT OLD.proposed THEN
          UPDATE projects SET test_case_count = test_case_count - 1 WHERE id = OLD.project_id;
        END IF;
        IF TG_OP <> 'DELETE' AND NOT NEW.proposed THEN
          UPDATE projects SET test_case_count = test_case_count + 1 WHERE id = NEW.project_id;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_cases_counted AFTER INSERT OR DELETE ON test_cases
        FOR EACH ROW EXECUTE FUNCTION count_test_cases();
      CREATE TRIGGER test_cases_recounted AFTER UPDATE OF proposed, project_id ON test_cases
        FOR EACH ROW WHEN (OLD.proposed IS DISTINCT FROM NEW.proposed OR OLD.project_id IS DISTINCT FROM NEW.project_id)
        EXECUTE FUNCTION count_test_cases();
      UPDATE projects p SET test_case_count = (
        SELECT count(*) FROM test_cases t WHERE t.project_id = p.id AND NOT t.proposed
      );
    `,
    after: indexRunSearch,
  },
  {
    version: 13,
    name: 'pages of test cases read from their indexes',
    sql: `
      -- A page of a project's test cases (proposals left out), in the order they were created, read from the
      -- index alone: on an index of the project only, PostgreSQL walked every test case from the first id.
      CREATE INDEX test_cases_listed_idx ON test_cases (project_id, id) WHERE NOT proposed;

      -- Each step's latest result (its newest run, then its newest row) from one index entry, where the
      -- index on the run alone sorted every row of the step's runs.
      CREATE INDEX run_steps_step_latest_idx ON run_steps (test_case_step_id, run_id, id);
      DROP INDEX run_steps_step_idx;
    `,
  },
  {
    version: 14,
    name: "issues: each step's failures counted as they happen",
    sql: `
      -- The issues list reads these counts instead of every failed step of the project's history: a step's
      -- failures, by its run's failure class ('unclassified' for none), and when the last happened. A failure is
      -- a failed step of a run, or the failed step of an attempt of a run that then passed on a retry (flaky).
      -- The step's test case and project are kept with it (neither changes), for a project's list to read its own.
      CREATE TABLE step_failures (
        test_case_step_id integer NOT NULL REFERENCES test_case_steps (id) ON DELETE CASCADE,
        failure_class text NOT NULL,
        test_case_id integer NOT NULL,
        project_id integer NOT NULL,
        failures integer NOT NULL,
        last_failed_at timestamptz NOT NULL,
        PRIMARY KEY (test_case_step_id, failure_class)
      );
      CREATE INDEX step_failures_project_idx ON step_failures (project_id, test_case_id);

      -- Counts these steps' failures again from their runs: what the triggers below do on any change but a
      -- step failing, which they count as it happens. A step deleted meanwhile gets no row (the join drops it).
      CREATE FUNCTION recount_step_failures(steps integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM step_failures WHERE test_case_step_id = ANY (steps);
        INSERT INTO step_failures (test_case_step_id, failure_class, test_case_id, project_id, failures, last_failed_at)
        SELECT f.test_case_step_id, f.failure_class, s.test_case_id, tc.project_id, count(*), max(f.finished_at)
        FROM (
          SELECT rs.test_case_step_id, rs.finished_at, COALESCE(r.failure_class, 'unclassified') AS failure_class
          FROM run_steps rs JOIN runs r ON r.id = rs.run_id
          WHERE rs.test_case_step_id = ANY (steps) AND rs.status = 'failed'
          UNION ALL
          SELECT rs.test_case_step_id, a.finished_at, COALESCE(r.failure_class, 'unclassified')
          FROM run_attempts a
          JOIN runs r ON r.id = a.run_id AND r.status = 'flaky'
          JOIN run_steps rs ON rs.run_id = a.run_id AND rs.position = a.failed_position
          WHERE rs.test_case_step_id = ANY (steps) AND a.status = 'failed'
        ) f
        JOIN test_case_steps s ON s.id = f.test_case_step_id
        JOIN test_cases tc ON tc.id = s.test_case_id
        GROUP BY f.test_case_step_id, f.failure_class, s.test_case_id, tc.project_id;
      END $$;

      -- Steps that fail: one more failure each, of their run's class.
      CREATE FUNCTION add_step_failures(failed integer[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO step_failures AS sf (test_case_step_id, failure_class, test_case_id, project_id, failures,
                                         last_failed_at)
        SELECT rs.test_case_step_id, COALESCE(r.failure_class, 'unclassified'), s.test_case_id, tc.project_id,
               count(*), max(rs.finished_at)
        FROM run_steps rs
        JOIN runs r ON r.id = rs.run_id
        JOIN test_case_steps s ON s.id = rs.test_case_step_id
        JOIN test_cases tc ON tc.id = s.test_case_id
        WHERE rs.id = ANY (failed)
        GROUP BY 1, 2, 3, 4
        ON CONFLICT (test_case_step_id, failure_class) DO UPDATE
          SET failures = sf.failures + EXCLUDED.failures,
              last_failed_at = greatest(sf.last_failed_at, EXCLUDED.last_failed_at);
      END $$;

      CREATE FUNCTION count_inserted_step_failures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM add_step_failures(ARRAY(
          SELECT id FROM new_steps WHERE status = 'failed' AND test_case_step_id IS NOT NULL));
        RETURN NULL;
      END $$;
      CREATE TRIGGER run_steps_failures_inserted AFTER INSERT ON run_steps
        REFERENCING NEW TABLE AS new_steps FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_step_failures();

      -- A step that fails is counted; a failed one that changes otherwise (reset for a retry, moved, its step
      -- deleted) has its steps counted again.
      CREATE FUNCTION count_updated_step_failures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM add_step_failures(ARRAY(
          SELECT n.id FROM new_steps n JOIN old_steps o ON o.id = n.id
          WHERE n.status = 'failed' AND o.status <> 'failed' AND n.test_case_step_id IS NOT NULL
            AND n.test_case_step_id IS NOT DISTINCT FROM o.test_case_step_id AND n.position = o.position));
        PERFORM recount_step_failures(ARRAY(
          SELECT DISTINCT step FROM new_steps n JOIN old_steps o ON o.id = n.id,
                 LATERAL (VALUES (o.test_case_step_id), (n.test_case_step_id)) AS touched (step)
          WHERE step IS NOT NULL
            AND (o.test_case_step_id IS DISTINCT FROM n.test_case_step_id OR o.position <> n.position
                 OR (o.status = 'failed' AND (n.status <> 'failed' OR n.finished_at IS DISTINCT FROM o.finished_at)))));
        RETURN NULL;
      END $$;
      CREATE TRIGGER run_steps_failures_updated AFTER UPDATE ON run_steps
        REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps
        FOR EACH STATEMENT EXECUTE FUNCTION count_updated_step_failures();

      -- Deleted run steps (a deleted run's) take their failures, and their runs' attempts', with them.
      CREATE FUNCTION count_deleted_step_failures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM recount_step_failures(ARRAY(
          SELECT DISTINCT test_case_step_id FROM old_steps WHERE test_case_step_id IS NOT NULL));
        RETURN NULL;
      END $$;
      CREATE TRIGGER run_steps_failures_deleted AFTER DELETE ON run_steps
        REFERENCING OLD TABLE AS old_steps FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_step_failures();

      -- A run's class moves its failures to the new class; a run that ends flaky, or no longer is, counts its
      -- failed attempts, or no longer does.
      CREATE FUNCTION count_run_failures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM recount_step_failures(ARRAY(
          SELECT DISTINCT rs.test_case_step_id
          FROM new_runs n JOIN old_runs o ON o.id = n.id JOIN run_steps rs ON rs.run_id = n.id
          WHERE rs.test_case_step_id IS NOT NULL
            AND (n.failure_class IS DISTINCT FROM o.failure_class
                 OR (n.status <> o.status AND 'flaky' IN (n.status, o.status)))));
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_failures_updated AFTER UPDATE ON runs
        REFERENCING OLD TABLE AS old_runs NEW TABLE AS new_runs
        FOR EACH STATEMENT EXECUTE FUNCTION count_run_failures();

      -- A failed attempt recorded for a run already flaky.
      CREATE FUNCTION count_attempt_failures() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM recount_step_failures(ARRAY(
          SELECT DISTINCT rs.test_case_step_id
          FROM new_attempts a JOIN runs r ON r.id = a.run_id AND r.status = 'flaky'
          JOIN run_steps rs ON rs.run_id = a.run_id AND rs.position = a.failed_position
          WHERE a.status = 'failed' AND rs.test_case_step_id IS NOT NULL));
        RETURN NULL;
      END $$;
      CREATE TRIGGER run_attempts_failures_inserted AFTER INSERT ON run_attempts
        REFERENCING NEW TABLE AS new_attempts FOR EACH STATEMENT EXECUTE FUNCTION count_attempt_failures();

      SELECT recount_step_failures(ARRAY(SELECT id FROM test_case_steps));
    `,
  },
  {
    version: 15,
    name: "flakiness: each test's latest outcomes per environment kept as runs end",
    sql: `
      -- The flakiness list and the insights read these instead of every run of the project's history: a test case's
      -- latest 20 outcomes (FLAKINESS_HISTORY) on one environment, oldest first, leaving out runs that were the
      -- infrastructure's fault, and its newest run among them. The test case's project is kept with it.
      CREATE TABLE flakiness_windows (
        test_case_id integer NOT NULL REFERENCES test_cases (id) ON DELETE CASCADE,
        environment_id integer NOT NULL REFERENCES environments (id) ON DELETE CASCADE,
        project_id integer NOT NULL,
        statuses text[] NOT NULL,
        last_run_id integer NOT NULL,
        PRIMARY KEY (test_case_id, environment_id)
      );
      CREATE INDEX flakiness_windows_project_idx ON flakiness_windows (project_id);

      -- Reads these pairs' windows again from their runs (the index of a test's history gives each its latest 20).
      -- Each pair's row is made if missing and locked first, in order, so that runs of one test ending at once each
      -- wait for the other and read its outcome. Row locks, not advisory ones: those take shared memory each, and a
      -- project deleted with thousands of tests ran out of it.
      CREATE FUNCTION refresh_flakiness_windows(test_cases integer[], environments integer[])
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        tcs integer[];
        envs integer[];
      BEGIN
        SELECT array_agg(u.test_case_id ORDER BY u.test_case_id, u.environment_id),
               array_agg(u.environment_id ORDER BY u.test_case_id, u.environment_id)
        INTO tcs, envs
        FROM (SELECT DISTINCT * FROM unnest(test_cases, environments) AS p (test_case_id, environment_id)
              WHERE test_case_id IS NOT NULL AND environment_id IS NOT NULL) u;
        IF tcs IS NULL THEN RETURN; END IF;
        INSERT INTO flakiness_windows (test_case_id, environment_id, project_id, statuses, last_run_id)
        SELECT p.test_case_id, p.environment_id, tc.project_id, '{}', 0
        FROM unnest(tcs, envs) WITH ORDINALITY AS p (test_case_id, environment_id, n)
        JOIN test_cases tc ON tc.id = p.test_case_id
        JOIN environments e ON e.id = p.environment_id
        ORDER BY p.n
        ON CONFLICT (test_case_id, environment_id) DO NOTHING;
        PERFORM 1 FROM flakiness_windows w JOIN unnest(tcs, envs) AS p (test_case_id, environment_id)
          ON w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id
        ORDER BY w.test_case_id, w.environment_id FOR UPDATE OF w;
        UPDATE flakiness_windows w SET statuses = coalesce(h.statuses, '{}'), last_run_id = coalesce(h.last_run_id, 0)
        FROM unnest(tcs, envs) AS p (test_case_id, environment_id)
        CROSS JOIN LATERAL (
          SELECT array_agg(x.status ORDER BY x.id) AS statuses, max(x.id) AS last_run_id
          FROM (SELECT r.id, r.status FROM runs r
                WHERE r.test_case_id = p.test_case_id AND r.environment_id = p.environment_id
                  AND r.status IN ('passed', 'failed', 'flaky') AND NOT r.infra_event
                  AND r.failure_class IS DISTINCT FROM 'infrastructure'
                ORDER BY r.id DESC LIMIT 20) x
        ) h
        WHERE w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id;
        DELETE FROM flakiness_windows w USING unnest(tcs, envs) AS p (test_case_id, environment_id)
        WHERE w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id AND w.last_run_id = 0;
      END $$;

      -- Runs written, changed or deleted: the windows of the tests and environments whose outcomes they change. Runs
      -- written or deleted go by one name (changed_runs), of the new rows or of the old.
      CREATE FUNCTION follow_written_outcomes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_flakiness_windows(pairs.test_cases, pairs.environments)
        FROM (SELECT array_agg(test_case_id) AS test_cases, array_agg(environment_id) AS environments
              FROM changed_runs WHERE status IN ('passed', 'failed', 'flaky')) pairs
        WHERE pairs.test_cases IS NOT NULL;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_outcomes_inserted AFTER INSERT ON runs
        REFERENCING NEW TABLE AS changed_runs FOR EACH STATEMENT EXECUTE FUNCTION follow_written_outcomes();
      CREATE TRIGGER runs_outcomes_deleted AFTER DELETE ON runs
        REFERENCING OLD TABLE AS changed_runs FOR EACH STATEMENT EXECUTE FUNCTION follow_written_outcomes();

      CREATE FUNCTION follow_updated_outcomes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM refresh_flakiness_windows(pairs.test_cases, pairs.environments)
        FROM (SELECT array_agg(touched.test_case_id) AS test_cases, array_agg(touched.environment_id) AS environments
              FROM new_runs n JOIN old_runs o ON o.id = n.id,
                   LATERAL (VALUES (o.test_case_id, o.environment_id), (n.test_case_id, n.environment_id))
                     AS touched (test_case_id, environment_id)
              WHERE (o.status IN ('passed', 'failed', 'flaky') OR n.status IN ('passed', 'failed', 'flaky'))
                AND (o.status <> n.status OR o.infra_event <> n.infra_event
                     OR o.failure_class IS DISTINCT FROM n.failure_class
                     OR o.test_case_id IS DISTINCT FROM n.test_case_id
                     OR o.environment_id IS DISTINCT FROM n.environment_id)) pairs
        WHERE pairs.test_cases IS NOT NULL;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_outcomes_updated AFTER UPDATE ON runs
        REFERENCING OLD TABLE AS old_runs NEW TABLE AS new_runs
        FOR EACH STATEMENT EXECUTE FUNCTION follow_updated_outcomes();

      SELECT refresh_flakiness_windows(array_agg(test_case_id), array_agg(environment_id))
      FROM (SELECT DISTINCT test_case_id, environment_id FROM runs
            WHERE test_case_id IS NOT NULL AND environment_id IS NOT NULL) pairs;
    `,
  },
  {
    version: 16,
    name: "flakiness: each window's score kept with it, so the list pages from an index",
    sql: `
      -- The score of a window of outcomes (oldest first), as server/flakiness/score.ts computes it: the same double
      -- precision steps in the same order, and rounding half up as Math.round does, so both give the same integer.
      -- Null before 5 outcomes (FLAKINESS_MIN_RUNS). A flip is a change between failed and not failed.
      CREATE FUNCTION flakiness_score(statuses text[]) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE WHEN w.runs < 5 THEN NULL
                    ELSE floor(100 * (1 - (1 - w.flips::float8 / (w.runs - 1)) * (1 - w.retries::float8 / w.runs))
                               + 0.5)::integer END
        FROM (SELECT cardinality(statuses) AS runs,
                     (SELECT count(*) FROM generate_series(2, cardinality(statuses)) AS i
                      WHERE (statuses[i] = 'failed') <> (statuses[i - 1] = 'failed')) AS flips,
                     (SELECT count(*) FROM unnest(statuses) AS s WHERE s = 'flaky') AS retries) w
      $$;
      ALTER TABLE flakiness_windows ADD COLUMN score integer GENERATED ALWAYS AS (flakiness_score(statuses)) STORED;
      -- A page of the list, flakiest first, is read from this index alone, however many tests the project has.
      DROP INDEX flakiness_windows_project_idx;
      CREATE INDEX flakiness_windows_rank_idx
        ON flakiness_windows (project_id, score DESC NULLS LAST, test_case_id, environment_id);
    `,
  },
  {
    version: 17,
    name: "runs: a search matches each project's titles and labels, not its runs",
    sql: `
      -- The distinct pairs of test case title and environment label of a project's runs: a search matches these
      -- (about one per test case and environment), then reads the matching pairs' runs from the index below.
      -- Matching the runs themselves read a trigram index whose common trigrams ("cas", "ase") list every run.
      -- Written only as runs are inserted (neither column of a run changes); a pair whose runs are gone matches
      -- none. Two transactions inserting the first runs of a pair at once may both add it: a search reads the
      -- pairs as a set, so the copy costs nothing, and no insert ever waits for another.
      CREATE TABLE run_search_keys (
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        test_case_title text NOT NULL,
        environment_label text NOT NULL,
        -- What ILIKE compares: a search is lowered the same way and matched with LIKE, 4 times cheaper than ILIKE.
        title_lower text GENERATED ALWAYS AS (lower(test_case_title)) STORED,
        label_lower text GENERATED ALWAYS AS (lower(environment_label)) STORED
      );
      CREATE INDEX run_search_keys_key_idx ON run_search_keys (project_id, test_case_title, environment_label);
      CREATE FUNCTION keep_run_search_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO run_search_keys (project_id, test_case_title, environment_label)
        SELECT DISTINCT i.project_id, i.test_case_title, i.environment_label FROM inserted_runs i
        WHERE NOT EXISTS (SELECT 1 FROM run_search_keys k
                          WHERE k.project_id = i.project_id AND k.test_case_title = i.test_case_title
                            AND k.environment_label = i.environment_label);
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_search_keys_kept AFTER INSERT ON runs
        REFERENCING NEW TABLE AS inserted_runs
        FOR EACH STATEMENT EXECUTE FUNCTION keep_run_search_keys();
      INSERT INTO run_search_keys (project_id, test_case_title, environment_label)
        SELECT DISTINCT project_id, test_case_title, environment_label FROM runs;
      -- A pair's runs, newest first. Titles (200 characters) and labels (100) are short enough for a btree.
      CREATE INDEX runs_search_key_idx ON runs (project_id, test_case_title, environment_label, id);
      -- Nothing matches runs by trigram any more (migration 12 made these where pg_trgm could be created).
      DROP INDEX IF EXISTS runs_test_case_title_search_idx;
      DROP INDEX IF EXISTS runs_environment_label_search_idx;
    `,
  },
  {
    version: 18,
    name: "insights: each day's run counts and the window's step durations kept as runs end",
    sql: `
      -- How many runs ended on each UTC day, by status and failure class, for the insights' days: as many rows as
      -- the window has days, however many runs they hold. Kept like run_counts (migration 11): every change adds
      -- a row (-1 for what the run counted as, +1 for what it counts as now), so writers never wait on each other,
      -- and a read folds a window's rows into one per day, status and class. A run counts once it has ended.
      -- No foreign key, as run_counts: a project's deletion deletes its runs, whose rows refer to it.
      CREATE TABLE run_days (
        project_id integer NOT NULL,
        day date NOT NULL,
        status text NOT NULL,
        failure_class text,
        runs integer NOT NULL
      );
      CREATE INDEX run_days_project_day_idx ON run_days (project_id, day);
      CREATE FUNCTION count_run_days() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.finished_at IS NOT NULL
           AND OLD.status IN ('passed', 'failed', 'stopped', 'error', 'flaky') THEN
          INSERT INTO run_days (project_id, day, status, failure_class, runs)
          VALUES (OLD.project_id, (OLD.finished_at AT TIME ZONE 'UTC')::date, OLD.status, OLD.failure_class, -1);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.finished_at IS NOT NULL
           AND NEW.status IN ('passed', 'failed', 'stopped', 'error', 'flaky') THEN
          INSERT INTO run_days (project_id, day, status, failure_class, runs)
          VALUES (NEW.project_id, (NEW.finished_at AT TIME ZONE 'UTC')::date, NEW.status, NEW.failure_class, 1);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_days_counted AFTER INSERT OR DELETE ON runs
        FOR EACH ROW EXECUTE FUNCTION count_run_days();
      CREATE TRIGGER runs_days_recounted AFTER UPDATE OF status, failure_class, finished_at, project_id ON runs
        FOR EACH ROW WHEN ((OLD.status, OLD.failure_class, OLD.finished_at, OLD.project_id)
                           IS DISTINCT FROM (NEW.status, NEW.failure_class, NEW.finished_at, NEW.project_id))
        EXECUTE FUNCTION count_run_days();
      INSERT INTO run_days (project_id, day, status, failure_class, runs)
        SELECT project_id, (finished_at AT TIME ZONE 'UTC')::date, status, failure_class, count(*) FROM runs
        WHERE finished_at IS NOT NULL AND status IN ('passed', 'failed', 'stopped', 'error', 'flaky')
        GROUP BY 1, 2, 3, 4;

      -- The durations of the steps that passed in ended runs, by when their run ended, for the insights' slowest
      -- steps: a window's are read from one range of the index below instead of joining every run of the window
      -- to its steps (or every step of the history to the window's runs: 90,000 of them for 7,800 in 30 days).
      -- Each run's step is kept with the run's project, end, test case and title, and follows them as they change.
      CREATE TABLE step_durations (
        run_step_id integer PRIMARY KEY REFERENCES run_steps (id) ON DELETE CASCADE,
        run_id integer NOT NULL,
        project_id integer NOT NULL,
        finished_at timestamptz NOT NULL,
        test_case_id integer,
        test_case_title text NOT NULL,
        step_text text NOT NULL,
        duration_ms integer NOT NULL
      );
      CREATE INDEX step_durations_run_idx ON step_durations (run_id);
      CREATE INDEX step_durations_window_idx ON step_durations (project_id, finished_at)
        INCLUDE (test_case_id, test_case_title, step_text, duration_ms);
      CREATE FUNCTION keep_step_durations(run integer, step integer) RETURNS void LANGUAGE sql AS $fn$
        DELETE FROM step_durations WHERE (step IS NULL AND run_id = run) OR run_step_id = step;
        INSERT INTO step_durations (run_step_id, run_id, project_id, finished_at, test_case_id, test_case_title,
                                    step_text, duration_ms)
        SELECT rs.id, r.id, r.project_id, r.finished_at, r.test_case_id, r.test_case_title, rs.step_text, rs.duration_ms
        FROM runs r JOIN run_steps rs ON rs.run_id = r.id
        WHERE r.id = run AND (step IS NULL OR rs.id = step) AND r.finished_at IS NOT NULL
          AND rs.status = 'passed' AND rs.duration_ms IS NOT NULL;
      $fn$;
      CREATE FUNCTION keep_run_step_durations() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'runs' THEN
          PERFORM keep_step_durations(NEW.id, NULL);
        ELSE
          PERFORM keep_step_durations(NEW.run_id, NEW.id);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_step_durations_kept AFTER UPDATE OF finished_at, test_case_id, test_case_title, project_id
        ON runs FOR EACH ROW
        WHEN ((OLD.finished_at, OLD.test_case_id, OLD.test_case_title, OLD.project_id)
              IS DISTINCT FROM (NEW.finished_at, NEW.test_case_id, NEW.test_case_title, NEW.project_id))
        EXECUTE FUNCTION keep_run_step_durations();
      CREATE TRIGGER run_steps_durations_kept AFTER INSERT ON run_steps
        FOR EACH ROW WHEN (NEW.status = 'passed' AND NEW.duration_ms IS NOT NULL)
        EXECUTE FUNCTION keep_run_step_durations();
      CREATE TRIGGER run_steps_durations_rekept AFTER UPDATE OF status, duration_ms, step_text, run_id ON run_steps
        FOR EACH ROW WHEN ((OLD.status, OLD.duration_ms, OLD.step_text, OLD.run_id)
                           IS DISTINCT FROM (NEW.status, NEW.duration_ms, NEW.step_text, NEW.run_id))
        EXECUTE FUNCTION keep_run_step_durations();
      INSERT INTO step_durations (run_step_id, run_id, project_id, finished_at, test_case_id, test_case_title, step_text,
                                  duration_ms)
        SELECT rs.id, r.id, r.project_id, r.finished_at, r.test_case_id, r.test_case_title, rs.step_text, rs.duration_ms
        FROM runs r JOIN run_steps rs ON rs.run_id = r.id
        WHERE r.finished_at IS NOT NULL AND rs.status = 'passed' AND rs.duration_ms IS NOT NULL;
    `,
  },
  {
    version: 19,
    name: "issues: a project's ignored steps read by project",
    sql: `
      -- The issues list leaves out the project's ignored steps: read from this index, not from every organization's
      -- issue states. A step's test case stays in its project; the step's deletion still deletes its state.
      ALTER TABLE issue_states ADD COLUMN project_id integer;
      UPDATE issue_states st SET project_id = tc.project_id
        FROM test_case_steps s JOIN test_cases tc ON tc.id = s.test_case_id
        WHERE s.id = st.test_case_step_id;
      ALTER TABLE issue_states ALTER COLUMN project_id SET NOT NULL;
      CREATE INDEX issue_states_ignored_idx ON issue_states (project_id, test_case_step_id) WHERE status = 'Ignored';
    `,
  },
  {
    version: 20,
    name: 'a stopped run reads Stopped and files no issue',
    sql: `
      -- A run a person stopped reads Stopped, not Failed: the result kept with each run (migration 12) again.
      DROP INDEX runs_project_result_idx;
      ALTER TABLE runs DROP COLUMN result;
      ALTER TABLE runs ADD COLUMN result text GENERATED ALWAYS AS (
        CASE WHEN status IN ('queued', 'running') THEN 'In Progress'
             WHEN status = 'passed' THEN 'Passed'
             WHEN status = 'flaky' THEN 'Flaky'
             WHEN status = 'stopped' THEN 'Stopped'
             ELSE 'Failed' END
      ) STORED;
      CREATE INDEX runs_project_result_idx ON runs (project_id, result, id);

      -- The step a stop interrupted did not fail: it is skipped, as the steps after it are, and the issues
      -- list's counts (kept by the triggers of migration 14) let it go.
      UPDATE run_steps rs SET status = 'skipped'
        FROM runs r WHERE r.id = rs.run_id AND r.status = 'stopped' AND rs.status = 'failed';
    `,
  },
  {
    version: 21,
    name: "flakiness: a test's outcomes since its steps last changed",
    sql: `
      -- Runs up to this id ran the test case's steps as they were before their last change (they copy the steps as
      -- they are queued): its flakiness is judged on the runs after, so that a test fixed after it was quarantined
      -- starts afresh (runner.md: flaky is judged per version of a test).
      ALTER TABLE test_cases ADD COLUMN steps_changed_after_run integer NOT NULL DEFAULT 0;

      -- Migration 15's function, reading only the runs of each test case's current steps.
      CREATE OR REPLACE FUNCTION refresh_flakiness_windows(test_cases integer[], environments integer[])
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        tcs integer[];
        envs integer[];
      BEGIN
        SELECT array_agg(u.test_case_id ORDER BY u.test_case_id, u.environment_id),
               array_agg(u.environment_id ORDER BY u.test_case_id, u.environment_id)
        INTO tcs, envs
        FROM (SELECT DISTINCT * FROM unnest(test_cases, environments) AS p (test_case_id, environment_id)
              WHERE test_case_id IS NOT NULL AND environment_id IS NOT NULL) u;
        IF tcs IS NULL THEN RETURN; END IF;
        INSERT INTO flakiness_windows (test_case_id, environment_id, project_id, statuses, last_run_id)
        SELECT p.test_case_id, p.environment_id, tc.project_id, '{}', 0
        FROM unnest(tcs, envs) WITH ORDINALITY AS p (test_case_id, environment_id, n)
        JOIN test_cases tc ON tc.id = p.test_case_id
        JOIN environments e ON e.id = p.environment_id
        ORDER BY p.n
        ON CONFLICT (test_case_id, environment_id) DO NOTHING;
        PERFORM 1 FROM flakiness_windows w JOIN unnest(tcs, envs) AS p (test_case_id, environment_id)
          ON w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id
        ORDER BY w.test_case_id, w.environment_id FOR UPDATE OF w;
        UPDATE flakiness_windows w SET statuses = coalesce(h.statuses, '{}'), last_run_id = coalesce(h.last_run_id, 0)
        FROM unnest(tcs, envs) AS p (test_case_id, environment_id)
        JOIN test_cases tc ON tc.id = p.test_case_id
        CROSS JOIN LATERAL (
          SELECT array_agg(x.status ORDER BY x.id) AS statuses, max(x.id) AS last_run_id
          FROM (SELECT r.id, r.status FROM runs r
                WHERE r.test_case_id = p.test_case_id AND r.environment_id = p.environment_id
                  AND r.id > tc.steps_changed_after_run
                  AND r.status IN ('passed', 'failed', 'flaky') AND NOT r.infra_event
                  AND r.failure_class IS DISTINCT FROM 'infrastructure'
                ORDER BY r.id DESC LIMIT 20) x
        ) h
        WHERE w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id;
        DELETE FROM flakiness_windows w USING unnest(tcs, envs) AS p (test_case_id, environment_id)
        WHERE w.test_case_id = p.test_case_id AND w.environment_id = p.environment_id AND w.last_run_id = 0;
      END $$;
    `,
  },
  {
    version: 22,
    name: "the dashboard's runs this week kept as runs start",
    sql: `
      -- How many runs started in each week (from Monday 00:00 UTC), for the dashboard's Run Count: one week's rows
      -- however many runs the history holds, where counting them walked every run of the week (2,000 a week at a
      -- run every five minutes). Kept like run_counts (migration 11): every change adds a row, -1 for the week the
      -- run counted in and +1 for the week it counts in now, and a read folds the rows into one per week.
      -- No foreign key, as run_counts: a project's deletion deletes its runs, whose rows refer to it.
      CREATE TABLE run_weeks (
        project_id integer NOT NULL,
        week date NOT NULL,
        runs integer NOT NULL
      );
      CREATE INDEX run_weeks_project_week_idx ON run_weeks (project_id, week);
      CREATE FUNCTION count_run_weeks() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.started_at IS NOT NULL THEN
          INSERT INTO run_weeks (project_id, week, runs)
          VALUES (OLD.project_id, date_trunc('week', OLD.started_at AT TIME ZONE 'UTC')::date, -1);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.started_at IS NOT NULL THEN
          INSERT INTO run_weeks (project_id, week, runs)
          VALUES (NEW.project_id, date_trunc('week', NEW.started_at AT TIME ZONE 'UTC')::date, 1);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER runs_weeks_counted AFTER INSERT OR DELETE ON runs
        FOR EACH ROW EXECUTE FUNCTION count_run_weeks();
      CREATE TRIGGER runs_weeks_recounted AFTER UPDATE OF started_at, project_id ON runs
        FOR EACH ROW WHEN ((OLD.started_at, OLD.project_id) IS DISTINCT FROM (NEW.started_at, NEW.project_id))
        EXECUTE FUNCTION count_run_weeks();
      INSERT INTO run_weeks (project_id, week, runs)
        SELECT project_id, date_trunc('week', started_at AT TIME ZONE 'UTC')::date, count(*) FROM runs
        WHERE started_at IS NOT NULL GROUP BY 1, 2;
    `,
  },
  {
    version: 23,
    name: "the model's readings of steps the grammar does not understand, kept as they are saved",
    sql: `
      -- What the language model read a step as, asked once when the step is saved (or typed in the editor):
      -- {"model", "action"} or {"model", "reason"} when it gave no action. Null: not asked (no model, the grammar
      -- understands the step, or no answer yet). A run performs the action with no model call.
      ALTER TABLE test_case_steps ADD COLUMN model_reading jsonb;

      -- The same readings by the words of a step in a project, whether saved yet or only typed in the editor: the
      -- model is asked once for a text, and a save of a step already read copies its reading from here.
      CREATE TABLE step_readings (
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
        text text NOT NULL,
        -- A step is up to 1,000 characters, longer in bytes than a btree key may be: the key is its digest.
        text_md5 text GENERATED ALWAYS AS (md5(text)) STORED,
        reading jsonb NOT NULL,
        read_at timestamptz NOT NULL,
        PRIMARY KEY (project_id, text_md5)
      );
    `,
  },
  {
    version: 24,
    name: 'whether a step replayed what an earlier passing run stored',
    sql: `
      -- True when every element the step used was found by the locator an earlier passing run stored, none afresh.
      ALTER TABLE run_steps ADD COLUMN replayed boolean NOT NULL DEFAULT false;
    `,
  },
  {
    version: 25,
    name: 'the evidence a project keeps of its runs',
    sql: `
      -- What a project's runs keep: a Playwright trace of every attempt or of failed ones only, and a screenshot after
      -- every step or of the failed step only.
      ALTER TABLE projects ADD COLUMN trace_policy text NOT NULL DEFAULT 'always'
        CHECK (trace_policy IN ('always', 'on_failure'));
      ALTER TABLE projects ADD COLUMN screenshot_policy text NOT NULL DEFAULT 'every_step'
        CHECK (screenshot_policy IN ('every_step', 'on_failure'));
    `,
  },
];

/**
 * Trigram indexes on what a search of runs reads (`ILIKE '%text%'` on the test case and the
 * environment), so that a search matching few of 100,000 runs reads those few. pg_trgm ships with
 * PostgreSQL and is trusted (PostgreSQL 13 and later): any owner of the database may create it. It goes
 * into public, once per database (every schema's migrations take the same lock), and is used from there. Where
 * it cannot be created, searches read the project's runs instead, as before.
 */
export async function indexRunSearch(tx: Queryable): Promise<void> {
  await tx.query('SAVEPOINT run_search');
  try {
    await tx.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT run_search');
  }
  const [trgm] = await tx.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
     WHERE e.extname = 'pg_trgm'`,
  );
  if (!trgm) return;
  const opclass = `${quoteIdentifier(trgm.schema)}.gin_trgm_ops`;
  await tx.exec(`
    CREATE INDEX runs_test_case_title_search_idx ON runs USING gin (test_case_title ${opclass});
    CREATE INDEX runs_environment_label_search_idx ON runs USING gin (environment_label ${opclass});
  `);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Marks each step by whether today's step language understands it. */
export async function markUnderstoodSteps(tx: Queryable): Promise<void> {
  const steps = await tx.query<{ id: number; text: string }>('SELECT id, text FROM test_case_steps');
  const notUnderstood = steps.filter((s) => !parseStep(s.text).ok).map((s) => s.id);
  await tx.query('UPDATE test_case_steps SET understood = (id <> ALL($1::int[]))', [notUnderstood]);
}
