/**
 * The database schema, as an ordered list of migrations. Each runs once, in a transaction;
 * never edit one that has shipped: add the next.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
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
];
