import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readModelConfig, type ModelConfig } from './llm/config.ts';
import { newSecretKey, secretKeyFromText } from './security/encryption.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  staticDir: string;
  /** SECRET_KEY as given; see `loadSecretKey`. */
  secretKey: string | undefined;
  /** Which proxies' X-Forwarded-For to believe: false, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** The domain of generated test email addresses. */
  inboxDomain: string;
  /** The port of the inbound SMTP listener for generated addresses; undefined: no listener. */
  inboxSmtpPort: number | undefined;
  /** How many times the default per-address rate limits each client address gets (IP_LIMIT_FACTOR). */
  ipLimitFactor: number;
  /** scrypt's cost for new password hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  runner: RunnerConfig;
}

export interface RunnerConfig {
  /** Runs this process works on at once (RUNNER_CONCURRENCY); 0: this process runs none. */
  concurrency: number;
  /** The Chromium to launch (CHROME_PATH). */
  chromePath: string | undefined;
  /** A Playwright browser server to use instead of a local Chromium (BROWSER_WS_ENDPOINT). */
  browserWsEndpoint: string | undefined;
  /** Whether pages under test may reach private and loopback addresses (RUNNER_PRIVATE_NETWORKS). */
  privateNetworks: 'allow' | 'deny';
  /** The optional language model (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); null: off. */
  model: ModelConfig | null;
}

/** RUNNER_CONCURRENCY: a whole number from 0 to 32; 2 unless given. */
export function readConcurrency(value: string | undefined): number {
  if (value === undefined || value === '') return 2;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 32) {
    throw new Error(`RUNNER_CONCURRENCY must be a whole number from 0 to 32, got "${value}"`);
  }
  return n;
}

export function readRunnerConfig(env: NodeJS.ProcessEnv): RunnerConfig {
  const privateNetworks = env.RUNNER_PRIVATE_NETWORKS || 'allow';
  if (privateNetworks !== 'allow' && privateNetworks !== 'deny') {
    throw new Error(`RUNNER_PRIVATE_NETWORKS must be allow or deny, got "${privateNetworks}"`);
  }
  return {
    concurrency: readConcurrency(env.RUNNER_CONCURRENCY),
    chromePath: env.CHROME_PATH || undefined,
    browserWsEndpoint: env.BROWSER_WS_ENDPOINT || undefined,
    privateNetworks,
    model: readModelConfig(env),
  };
}

export const DEFAULT_INBOX_DOMAIN = 'inbox.testpilot.local';

function readPort(value: string | undefined, name = 'PORT'): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** INBOX_DOMAIN: a domain name (letters, digits, dashes, dots), lowercased. */
export function readInboxDomain(value: string | undefined): string {
  if (!value) return DEFAULT_INBOX_DOMAIN;
  const domain = value.trim().toLowerCase();
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
  if (!new RegExp(`^${label}(?:\\.${label})+$`).test(domain) || domain.length > 200) {
    throw new Error(`INBOX_DOMAIN must be a domain name such as inbox.example.com, got "${value}"`);
  }
  return domain;
}

/**
 * TRUST_PROXY: unset → trust no proxy; a number → that many hops (1 behind one load balancer);
 * a comma-separated list → those addresses or CIDR ranges. `true` trusts any X-Forwarded-For,
 * which lets any client pick its address and bypass per-address rate limits, so it is refused.
 */
export function readTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would trust any client; give the number of proxies (e.g. 1) or their addresses.');
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A whole-number setting from `min` to `max`, `fallback` when unset; refused naming the setting otherwise. */
function readWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return n;
}

/**
 * IP_LIMIT_FACTOR: a whole number that multiplies the limits kept per client address (sign-ins, and
 * sign-ups, verifications and reset mails), for many users behind one address, or a test run.
 */
export const readIpLimitFactor = (value: string | undefined) => readWholeNumber('IP_LIMIT_FACTOR', value, 1, 1, 1000);

/**
 * PASSWORD_HASH_COST: scrypt's cost for new password hashes, as the power of two of its N, from 10 to
 * 20; 15 (32 MiB and about 100 ms a hash) unless set. The test suites use 10, to sign up thousands of accounts.
 */
export const readPasswordHashCost = (value: string | undefined) =>
  readWholeNumber('PASSWORD_HASH_COST', value, 15, 10, 20);

function ownAddress(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown}:${port}`;
}

/** Reads the environment once, at start; everything else receives the result. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readPort(env.PORT);
  const host = env.HOST || '0.0.0.0';
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'TestPilot <no-reply@testpilot.local>',
    appUrl: (env.APP_URL || ownAddress(host, port)).replace(/\/+$/, ''),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    secretKey: env.SECRET_KEY || undefined,
    inboxDomain: readInboxDomain(env.INBOX_DOMAIN),
    inboxSmtpPort: env.INBOX_SMTP_PORT ? readPort(env.INBOX_SMTP_PORT, 'INBOX_SMTP_PORT') : undefined,
    ipLimitFactor: readIpLimitFactor(env.IP_LIMIT_FACTOR),
    passwordHashCost: readPasswordHashCost(env.PASSWORD_HASH_COST),
    runner: readRunnerConfig(env),
  };
}

export interface SecretKey {
  key: Buffer;
  /** Where it came from: the environment, or the key file (`created` on this start). */
  source: 'SECRET_KEY' | 'file' | 'created';
  file?: string;
}

/**
 * The key that encrypts stored test-account passwords: SECRET_KEY when set (64 hex characters
 * are the key itself; any other text is hashed with SHA-256), else DATA_DIR/secret.key, which
 * the first start creates with a random key, readable by its owner only (mode 0600).
 */
export async function loadSecretKey(config: Pick<Config, 'secretKey' | 'dataDir'>): Promise<SecretKey> {
  if (config.secretKey !== undefined) return { key: secretKeyFromText(config.secretKey), source: 'SECRET_KEY' };
  const file = path.join(config.dataDir, 'secret.key');
  await fs.mkdir(config.dataDir, { recursive: true });
  // Written whole to a file of its own, then linked into place: link fails when the key file
  // exists, so processes starting at once all end up with the one key, never a partial file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${newSecretKey().toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  let created = true;
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return { key: await readKeyFile(file), source: created ? 'created' : 'file', file };
}

async function readKeyFile(file: string): Promise<Buffer> {
  const text = (await fs.readFile(file, 'utf8')).trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text)) {
    throw new Error(`${file} must hold 64 hex characters (the encryption key of stored credentials)`);
  }
  return Buffer.from(text, 'hex');
}
