import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Database } from './db/database.ts';
import { securityHandlers } from './http/auth.ts';
import { installAuthenticationFirst } from './http/authenticationFirst.ts';
import { installBodyChecks } from './http/bodies.ts';
import { installJsonBodies, refuseResponseOnlyBodies } from './http/contentTypes.ts';
import { installErrorHandlers } from './http/errors.ts';
import { installMultipart } from './http/multipart.ts';
import { installSpa } from './http/spa.ts';
import { installTraceViewer } from './http/traceViewer.ts';
import { trackAllowedMethods } from './http/allowedMethods.ts';
import { RunEventHub } from './http/runEventHub.ts';
import { defaultLimits, type Limits, type Services } from './http/types.ts';
import { installValidators } from './http/validation.ts';
import { withLocalDelivery } from './mail/localDelivery.ts';
import type { Mailer } from './mail/mailer.ts';
import { DEFAULT_INBOX_DOMAIN, readPasswordHashCost } from './config.ts';
import { IMAGE_UPLOAD_OPERATIONS, MAX_IMAGE_BYTES } from './http/imageUploads.ts';
import { apiKeyHandlers } from './routes/apiKeys.ts';
import { ATTACHMENT_UPLOAD_OPERATIONS, attachmentHandlers, MAX_ATTACHMENT_BYTES } from './routes/attachments.ts';
import { credentialHandlers } from './routes/credentials.ts';
import { environmentHandlers } from './routes/environments.ts';
import { fileHandlers } from './routes/files.ts';
import { importHandlers, MAX_UPLOAD_BYTES, UPLOAD_OPERATIONS } from './routes/imports.ts';
import { inboxHandlers } from './routes/inbox.ts';
import { integrationHandlers } from './routes/integrations.ts';
import { generationHandlers } from './routes/generations.ts';
import { modelStatusOf, type ModelConfig } from './llm/config.ts';
import { StepReader } from './llm/stepReader.ts';
import { insightHandlers } from './routes/insights.ts';
import { issueHandlers } from './routes/issues.ts';
import { onboardingHandlers } from './routes/onboarding.ts';
import { organizationHandlers } from './routes/organization.ts';
import { passwordHandlers } from './routes/password.ts';
import { planHandlers } from './routes/plans.ts';
import { profileHandlers } from './routes/profile.ts';
import { projectDeletionHandlers } from './routes/projectDeletion.ts';
import { projectHandlers } from './routes/projects.ts';
import { runHandlers } from './routes/runs.ts';
import { scheduleHandlers } from './routes/schedules.ts';
import { sessionHandlers } from './routes/session.ts';
import { signupHandlers } from './routes/signup.ts';
import { systemHandlers } from './routes/system.ts';
import { stepHandlers } from './routes/steps.ts';
import { testCaseHandlers } from './routes/testCases.ts';
import { passwordHasher } from './security/passwords.ts';

export const specificationPath = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

export interface AppDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  /** The AES-256 key (32 bytes) that encrypts stored test-account passwords. */
  secretKey: Buffer;
  /** scrypt's cost for new password hashes, as the power of two of its N (PASSWORD_HASH_COST); 15 unless given. */
  passwordHashCost?: number;
  /** The domain of generated test email addresses; `inbox.testpilot.local` unless given. */
  inboxDomain?: string;
  /** Where queued runs go (pg-boss); without it runs stay queued, as on a server with no workers. */
  runQueue?: Services['runQueue'];
  /** Where suite outcomes started from a request are told (the runner's notifier). */
  /** Where schedules fire from (the same pg-boss); without it schedules answer 503. */
  scheduler?: Services['scheduler'];
  notify?: Services['notify'];
  /** Whether requests to integrations may reach private and loopback addresses (RUNNER_PRIVATE_NETWORKS); allow unless given. */
  privateNetworks?: Services['privateNetworks'];
  model?: Services['model'];
  /** The model that reads steps the grammar does not understand as they are saved (LLM_*); off unless given. */
  readingModel?: ModelConfig | null;
  generator?: Services['generator'];
  /** The built SPA; absent in API-only tests. */
  staticDir?: string;
  now?: () => Date;
  limits?: Partial<Limits>;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
}

// The SPA's own scripts only; Mantine sets inline styles, so styles allow 'unsafe-inline'.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  if (deps.secretKey.length !== 32) throw new Error('secretKey must be 32 bytes');
  const app = Fastify({ logger: deps.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: deps.trustProxy ?? false });
  const inboxDomain = deps.inboxDomain ?? DEFAULT_INBOX_DOMAIN;
  const now = deps.now ?? (() => new Date());
  const services: Services = {
    db: deps.db,
    mailer: withLocalDelivery(deps.mailer, deps.db, inboxDomain, now),
    appUrl: deps.appUrl.replace(/\/+$/, ''),
    now,
    limits: { ...defaultLimits, ...deps.limits },
    secretKey: deps.secretKey,
    passwords: passwordHasher(deps.passwordHashCost ?? readPasswordHashCost(undefined)),
    inboxDomain,
    runQueue: deps.runQueue ?? null,
    scheduler: deps.scheduler ?? null,
    notify: deps.notify ?? null,
    runEvents: new RunEventHub(deps.db),
    privateNetworks: deps.privateNetworks ?? 'allow',
    model: deps.model ?? modelStatusOf(null),
    stepReader: new StepReader(deps.db, deps.readingModel ?? null, now, app.log),
    generator: deps.generator ?? null,
  };
  // Live streams never end by themselves while a run goes on: end them so that closing does not wait.
  app.addHook('preClose', async () => services.runEvents.close());
  app.addHook('preClose', () => services.stepReader.close());

  installValidators(app);
  installErrorHandlers(app);
  installBodyChecks(app);
  installAuthenticationFirst(app);
  const allowedMethods = trackAllowedMethods(app);
  // Only JSON bodies are accepted (anything else is 415): a text/plain body would skip the
  // contract's validation, which is declared per content type. The one exception is below.
  app.removeContentTypeParser('text/plain');
  installJsonBodies(app);
  const contract = await fs.readFile(specificationPath, 'utf8');
  refuseResponseOnlyBodies(app, contract);
  // multipart/form-data only where the contract takes a file upload.
  await installMultipart(app, {
    operations: [...UPLOAD_OPERATIONS, ...IMAGE_UPLOAD_OPERATIONS, ...ATTACHMENT_UPLOAD_OPERATIONS],
    maxFileBytes: Math.max(MAX_UPLOAD_BYTES, MAX_IMAGE_BYTES, MAX_ATTACHMENT_BYTES),
  });
  await app.register(helmet, { contentSecurityPolicy });
  await app.register(openapiGlue, {
    specification: specificationPath,
    prefix: '/api/v1',
    serviceHandlers: {
      ...systemHandlers(services),
      ...signupHandlers(services),
      ...sessionHandlers(services),
      ...passwordHandlers(services),
      ...projectHandlers(services),
      ...projectDeletionHandlers(services),
      ...credentialHandlers(services),
      ...testCaseHandlers(services),
      ...stepHandlers(services),
      ...attachmentHandlers(services),
      ...importHandlers(services),
      ...runHandlers(services),
      ...scheduleHandlers(services),
      ...issueHandlers(services),
      ...insightHandlers(services),
      ...generationHandlers(services),
      ...onboardingHandlers(services),
      ...environmentHandlers(services),
      ...inboxHandlers(services),
      ...apiKeyHandlers(services),
      ...integrationHandlers(services),
      ...organizationHandlers(services),
      ...planHandlers(),
      ...profileHandlers(services),
      ...fileHandlers(services),
    },
    securityHandlers: securityHandlers(services),
  });
  // The contract itself, linked from the Support page: what a CI job or a client reads first.
  app.get('/api/v1/openapi.yaml', (_request, reply) => reply.type('application/yaml; charset=utf-8').send(contract));
  await installTraceViewer(app);
  await installSpa(app, deps.staticDir, allowedMethods);
  return app;
}
