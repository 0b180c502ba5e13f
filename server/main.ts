import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadSecretKey, readConfig } from './config.ts';
import { purgeExpired, vacuumEmbedded } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { limitsForAddresses } from './http/types.ts';
import { openDatabase } from './db/open.ts';
import { startInbound, type StopInbound } from './mail/inbound.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { chromiumExecutable } from './runner/chromiumPath.ts';
import { startRunner } from './runner/service.ts';
import { modelStatusOf } from './llm/config.ts';

const config = readConfig();
const logger = { level: process.env.LOG_LEVEL || 'info' };

async function main() {
  const firstRun = !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'));
  if (firstRun) console.log(`Initialising the embedded database in ${config.dataDir}/pglite…`);
  const db = await openDatabase(config);
  const applied = await migrate(db);
  if (applied.length) console.log(`Database migrated (${applied.join(', ')}).`);

  const secret = await loadSecretKey(config);
  if (secret.source === 'created') {
    console.log(`Created the key that encrypts stored test-account passwords: ${secret.file} (keep it with the data).`);
  }
  if (secret.source !== 'SECRET_KEY' && config.databaseUrl) {
    console.warn(
      `SECRET_KEY is not set: stored passwords are encrypted with ${secret.file}. ` +
        'Every server process sharing this database needs the same key: set SECRET_KEY on all of them.',
    );
  }

  const outboxDir = path.join(config.dataDir, 'outbox');
  const runner = await startRunner(db, config.runner, secret.key, console, { appUrl: config.appUrl });
  const app = await buildApp({
    runQueue: runner.queue,
    notify: runner.notifier,
    scheduler: runner.queue,
    generator: { enqueue: (id) => runner.queue.enqueueGeneration(id) },
    model: modelStatusOf(config.runner.model),
    readingModel: config.runner.model,
    db,
    appUrl: config.appUrl,
    secretKey: secret.key,
    privateNetworks: config.runner.privateNetworks,
    inboxDomain: config.inboxDomain,
    staticDir: config.staticDir,
    limits: limitsForAddresses(config.ipLimitFactor),
    passwordHashCost: config.passwordHashCost,
    logger,
    // A hop count is given to Fastify as the function it stands for (its types omit the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(outboxDir, config.mailFrom, { info: (msg: string) => console.log(msg) }),
  });

  let stopInbound: StopInbound | undefined;
  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await stopInbound?.();
    await app.close();
    await runner.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  const purge = () =>
    purgeExpired(db, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'purging expired rows failed'),
    );
  const vacuum = () =>
    vacuumEmbedded(db).catch((error: unknown) => app.log.error({ err: error }, 'vacuuming the database failed'));
  await purge();
  setInterval(() => void purge().then(vacuum), 60 * 60 * 1000).unref();

  await app.listen({ port: config.port, host: config.host });
  // Once at start too, without holding it up: a database opened for an hour or less is analyzed all the same.
  void vacuum();
  if (config.inboxSmtpPort !== undefined) {
    stopInbound = await startInbound({
      db,
      port: config.inboxSmtpPort,
      host: config.host,
      now: () => new Date(),
      log: app.log,
    });
    console.log(`Receiving mail for *@${config.inboxDomain} over SMTP on port ${stopInbound.port}.`);
  }
  if (config.runner.concurrency && !config.runner.browserWsEndpoint) {
    // Said at start, not at the first run: a new machine may have no Chromium yet.
    try {
      console.log(`Runs use the Chromium at ${chromiumExecutable(config.runner.chromePath)}.`);
    } catch (error) {
      console.warn(`${(error as Error).message} Until then, every run fails.`);
    }
  }
  console.log(
    `TestPilot is running at ${config.appUrl} (database: ${db.kind}${db.kind === 'pglite' ? ` in ${config.dataDir}/pglite` : ''}; ` +
      `mail: ${config.smtpUrl ? 'SMTP' : `written to ${outboxDir}`}; ` +
      `runner: ${config.runner.concurrency ? `${config.runner.concurrency} at a time` : 'off in this process'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
