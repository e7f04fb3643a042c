import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type onRouteHookHandler,
} from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { syncCatalogue } from './db/catalogue';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { redactUrl } from './lib/log-redaction';
import { describeError } from './lib/describe-error';
import { countedVersions, readVersions, UserReads } from './lib/user-reads';
import { startHousekeeping } from './lib/housekeeping';
import { MAIL_TOPIC, mailHandler } from './lib/mailer';
import { SMS_TOPIC, smsHandler, smsTransportFor } from './lib/sms';
import { startEventBus, type EventBus } from './lib/event-bus';
import { createOutboxWorker, outboxGauges, type OutboxWorker } from './lib/outbox';
import { Lifecycle } from './lib/lifecycle';
import { countRequests, Metrics, serveMetrics } from './lib/metrics';
import { HttpError } from './lib/http-errors';
import { setPublicUrl } from './lib/links';
import { APPLICATION_LIMITS } from './modules/accounts/registration';
import { accessPlugin } from './plugins/access';
import { MODULES } from './modules';
import { PERSONAL_DATA } from './personal-data';
import { disableDemoPasswords } from './seed/demo-passwords';
import { errorsPlugin, frameworkErrorOptions } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin, type BuiltClient } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    outbox: OutboxWorker;
    /** Domain events between the app's processes (lib/event-bus.ts). */
    eventBus: EventBus;
    /** A user's own reads, kept while nothing happens to them (lib/user-reads.ts). */
    userReads: UserReads;
    /** Starting, serving or stopping: what readiness answers (lib/lifecycle.ts). */
    lifecycle: Lifecycle;
    metrics: Metrics;
  }
}

export interface AppDependencies {
  /** An open, migrated database; when omitted the app opens the one the config names. */
  database?: DatabaseHandle;
  /** Enables the local admin route for `npm run user:create` (embedded database only). */
  localAdminSecret?: string;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** Tests shorten the time-outs to see a slow client cut off. */
  timeouts?: ServerTimeouts;
  /** Work once the database is ready, before the app is: main's demo data. */
  prepare?: (app: FastifyInstance) => Promise<void>;
  /** Tests serve a client of their own; otherwise `npm run build`'s, when there is one. */
  builtClient?: BuiltClient;
  /** Sees every route as it is added, its zod schemas and access included (the schema fuzz test). */
  onRoute?: onRouteHookHandler;
}

/**
 * How long the HTTP server waits for a client. The request limits apply only while a request
 * comes in: once it is whole, its answer may take as long as it likes (an event stream lives for
 * hours); `idle` does cut a silent answer, so the event stream pings more often than that.
 */
export interface ServerTimeouts {
  /** The whole request, body included: 5 MB of photo at about 100 kB/s. */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** A kept-alive connection between requests; past a load balancer's 60 s. */
  keepAliveMs: number;
  /** A connection that neither sends nor receives anything, any time. */
  idleMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 60_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
  checkEveryMs: 5_000,
};

export async function buildApp(config: Config, deps: AppDependencies = {}) {
  const timeouts = deps.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    bodyLimit: 1024 * 1024,
    // Without these a body trickling in a byte at a time holds its connection for ever.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // Client addresses feed the rate limits: trust only the configured proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // The proxy's request id (nginx's $request_id), so its log and ours name the same request.
    // A request on a connection accepted before the shutdown is served, not refused: behind
    // the proxy it was sent here and cannot go elsewhere (decision 041).
    return503OnClosing: false,
    genReqId: (request) => {
      const id = request.headers['x-request-id'];
      return config.trustProxyHops > 0 && typeof id === 'string' && REQUEST_ID.test(id)
        ? id
        : randomUUID();
    },
    ...frameworkErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      onConnectionLost: (err) =>
        app.log.warn({ error: describeError(err) }, 'a database connection was lost'),
    }));
  if (!deps.database) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  // Every link the app writes (mails, texts, calendars, payments) starts here (decision 052).
  setPublicUrl(config.publicUrl);
  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  const metrics = new Metrics();
  app.decorate('metrics', metrics);

  // Texts go through the provider, or the development transport; in production without a
  // provider there is none, and phone verification answers 503.
  const smsTransport = smsTransportFor(config, app.log);
  // Before the modules build: what they keep in memory listens to it (matching's rankings).
  const events = await startEventBus(database, app.log);
  const context = {
    config,
    db: database.db,
    events,
    smsAvailable: smsTransport !== undefined,
    personalData: PERSONAL_DATA,
    localAdminSecret: deps.localAdminSecret,
  };
  const modules = MODULES.map((module) => module.build(context));
  const signIns = modules.find((parts) => parts.signIns)?.signIns;
  if (!signIns) throw new Error('No module makes the sign-ins (ModuleParts.signIns)');
  const outboxWorker = createOutboxWorker(
    database,
    {
      ...(config.smtpUrl ? { [MAIL_TOPIC]: mailHandler(config.smtpUrl, config.mailFrom) } : {}),
      ...(smsTransport ? { [SMS_TOPIC]: smsHandler(smsTransport) } : {}),
      ...Object.fromEntries(modules.flatMap((parts) => Object.entries(parts.outbox ?? {}))),
    },
    app.log,
    (topic, outcome) => metrics.job(topic, outcome),
  );
  app.decorate('outbox', outboxWorker);
  app.addHook('onClose', () => outboxWorker.stop());
  app.decorate('eventBus', events);
  app.decorate(
    'userReads',
    new UserReads(
      database.kind === 'pglite' ? countedVersions(events) : readVersions(database.db),
      events,
    ),
  );
  app.addHook('onClose', () => events.close());
  let stopHousekeeping = () => {};
  app.addHook('onClose', async () => stopHousekeeping());

  // Ready once the database is: migrated, the catalogue in it, and then the background work.
  // Until then (a database not there yet) the API answers 503 and readiness fails.
  await lifecycle.prepare(
    async () => {
      if (!deps.database) {
        await database.migrate();
        await syncCatalogue(database.db);
      }
      if (config.production) await productionChecks(app, config);
      await deps.prepare?.(app);
      outboxWorker.start();
      stopHousekeeping = startHousekeeping(
        database.db,
        app.log,
        modules.flatMap((parts) => parts.jobs ?? []),
        (job, outcome) => metrics.scheduledJob(job, outcome),
      );
    },
    app.log,
    { retry: !deps.database },
  );

  countRequests(app, metrics);
  outboxGauges(metrics, database.db);
  metrics.gauge('buddies_event_streams_open', 'Event streams open in this process', () =>
    app.eventStreams.total(),
  );
  metrics.gauge('buddies_ready', 'Whether this process is ready for requests (1) or not (0)', () =>
    lifecycle.phase === 'serving' ? 1 : 0,
  );
  const poolUse = database.poolUse;
  if (poolUse) {
    metrics.gauges(
      'buddies_database_connections',
      'Connections of the pool: total, idle, and requests waiting for one',
      'state',
      () => ({ ...poolUse() }),
    );
  }
  if (config.metrics) {
    const served = await serveMetrics(metrics, config.metrics, app.log);
    app.log.info({ port: served.port }, 'metrics served');
    app.addHook('onClose', () => served.close());
  }
  // Before the database is ready, and for a stream asked for while shutting down (its tab
  // reconnects to another process), the API answers 503 with a Retry-After.
  app.addHook('onRequest', async (request) => {
    if (lifecycle.phase === 'serving' || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/health')) return;
    if (lifecycle.phase === 'starting') {
      throw new HttpError(503, 'Buddies is starting. Please try again in a moment.', undefined, 5);
    }
    if (request.url.startsWith('/api/events')) {
      throw new HttpError(503, 'This server is restarting. Please try again.', undefined, 1);
    }
  });

  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  // Access first, so that it sees every route registered after it (the API docs too); then
  // external plugins, then our own, then the modules' routes in module order (modules.ts).
  await app.register(accessPlugin, { signIns });
  await app.register(securityPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Buddies API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(multipart, { limits: APPLICATION_LIMITS });
  await app.register(errorsPlugin);
  await app.register(spaPlugin, { uploadsDir, builtClient: deps.builtClient });

  // The buddies list asks the matching, a module above it, for a learner's order (decision 063).
  app.decorate('matchOrder', modules.find((parts) => parts.matchOrder)?.matchOrder ?? null);
  for (const parts of modules) await parts.routes?.(app);

  return app;
}

/**
 * What a real deployment must know at start: no usable demo passwords, whether mail and text
 * messages leave, and whether mails can be unsubscribed from in one click.
 */
async function productionChecks(app: FastifyInstance, config: Config) {
  await disableDemoPasswords(app.db, app.log);
  if (!config.smtpUrl) {
    app.log.warn(
      'SMTP_URL is not set: no mail will leave this server (password resets and verification links stay in the outbox)',
    );
  }
  if (!config.linkSecret) {
    app.log.warn(
      'LINK_SECRET is not set: mails carry no one-click unsubscribe (their links lead to the settings)',
    );
  }
  if (!config.sms) {
    app.log.warn(
      'SMS_PROVIDER is not set: no text message will leave this server (phone verification answers 503)',
    );
  }
}

/** An id a proxy may pass on: letters, digits, dashes, dots; nginx's $request_id is 32 hex. */
const REQUEST_ID = /^[\w.-]{8,64}$/;

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
