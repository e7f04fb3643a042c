import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { syncCatalogue } from './db/catalogue';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { localAdminRoutes } from './modules/admin/routes';
import { PHOTO_MAX_BYTES } from './lib/images';
import { redactUrl } from './lib/log-redaction';
import { startOutboxWorker, type OutboxWorker } from './lib/outbox';
import { accountRoutes } from './modules/accounts/routes';
import { authRoutes } from './modules/auth/routes';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { authPlugin } from './plugins/auth';
import { discoveryRoutes } from './modules/buddies/discovery-routes';
import { activityRoutes } from './modules/buddies/activity-routes';
import { healthRoutes } from './modules/health/routes';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    outbox: OutboxWorker;
  }
}

export interface AppDependencies {
  /** An open, migrated database; when omitted the app opens the one the config names. */
  database?: DatabaseHandle;
  /** Enables the local admin route for `npm run user:create` (embedded database only). */
  localAdminSecret?: string;
}

export async function buildApp(config: Config, deps: AppDependencies = {}) {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
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
    // Client addresses feed the rate limits: trust only the configured proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    deps.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!deps.database) {
    await database.migrate();
    await syncCatalogue(database.db);
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('db', database.db);

  const outboxWorker = startOutboxWorker(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate('outbox', outboxWorker);
  app.addHook('onClose', () => outboxWorker.stop());

  const uploadsDir = join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  // External plugins first, then our own, then the routes.
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
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(spaPlugin, { uploadsDir });

  await app.register(healthRoutes);
  await app.register(activityRoutes);
  await app.register(discoveryRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  if (!config.production) await app.register(devMailboxRoutes);
  if (deps.localAdminSecret)
    await app.register(localAdminRoutes, { secret: deps.localAdminSecret });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
export type { FastifyInstance };
