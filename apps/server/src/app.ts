import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_FRAME_BYTES } from '@exchange/contracts';
import { AppError } from './platform/errors';
import { LocalBlobStore, type BlobStore } from './platform/blob-store';
import { createBus, type Bus } from './platform/bus/index';
import { systemClock, type Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { createCounter, type Counter } from './platform/counter';
import { watchRedisConnection } from './platform/redis-connection';
import { openDatabase, type Database } from './platform/db/index';
import { loadCatalogue } from './platform/i18n';
import { cryptoIds, type Ids } from './platform/ids';
import { loggerOptions } from './platform/logger';
import { createMailer, createSmsSender, type Mailer, type SmsSender } from './platform/outbox/messages';
import { resolveSigningSecret } from './platform/secrets';
import { SessionRegistry } from './platform/auth/session-registry';
import { createTokenService } from './platform/auth/tokens';
import { registerAdminPrefixGuard, registerAuthGuard } from './platform/http/auth-guard';
import { answerError, registerErrorHandler } from './platform/http/error-handler';
import { registerSecurityHeaders, setDataHeaders } from './platform/http/security-headers';
import { refusingControlCharacters } from './platform/http/control-characters';
import { documentTransform } from './platform/http/openapi-document';
import { registerHealth } from './platform/http/health';
import { registerCompression } from './platform/http/compression';
import { findBuilds, registerStaticFiles } from './platform/http/static-files';
import { DataSocketHub } from './platform/ws-hub/data-socket-hub';
import { registerDataSocket } from './platform/ws-hub/data-socket-route';
import { registerAuthModule, seedDemoUser } from './modules/auth/index';
import { registerMemberModule } from './modules/member/index';
import { registerAdminMemberRoutes } from './modules/member/index';
import { registerMarketModule, seedInstruments } from './modules/market/index';
import { registerAdminMarketRoutes } from './modules/market/index';
import { registerSystemModule, seedReferenceData } from './modules/system/index';
import { registerAdminSystemRoutes } from './modules/system/index';
import { registerWebManifest } from './modules/system/index';
import { registerStaffModule, seedSuperAdmin } from './modules/staff/index';
import { registerContractModule, seedContractSpecs } from './modules/contract/index';
import { registerAdminContractRoutes } from './modules/contract/index';
import { registerAdminFinanceRoutes } from './modules/wallet/index';
import {
  creditConfirmedDeposit,
  registerAdminWalletRoutes,
  registerWalletModule,
  seedDemoFunds,
  seedPaymentChannels,
  type ChainWatcher,
} from './modules/wallet/index';

export const APP_API_PREFIX = '/api/app-api';
export const ADMIN_API_PREFIX = '/api/admin-api';

/** Parts a caller (tests, the bench) may supply instead of the ones built from config. */
export interface AppOverrides {
  database?: Database;
  bus?: Bus;
  clock?: Clock;
  ids?: Ids;
  counter?: Counter;
  mailer?: Mailer;
  sms?: SmsSender;
  blobs?: BlobStore;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Skip migrations and seeding when the database was prepared already (test templates). */
  isPrepared?: boolean;
  /** What reports confirmed chain deposits; none by default (deposits are then credited by staff review). */
  chainWatcher?: ChainWatcher;
  /** The risk engine leads but runs no timers: the test steps it (`riskEngineOf(context).step()`). */
  isRiskEngineManual?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  /** The demo account when DEMO_SEED is on (its password is a documented demo value, printed at start). */
  demo: { email: string; password: string } | null;
  /** The super admin created by THIS start, with its one-time password (printed once by server.ts); else null. */
  staffSeed: { username: string; password: string } | null;
}

/** Fastify's trust rule: a hop count trusts exactly that many peers nearest the socket (SECURITY.md). */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole server as a Fastify instance without listening (CONVENTIONS.md 1). */
export const buildApp = async (config: Config, overrides: AppOverrides = {}): Promise<BuiltApp> => {
  const catalogue = loadCatalogue();
  const app = Fastify({
    logger: {
      ...loggerOptions(config.LOG_LEVEL),
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: () => cryptoIds.uuid(),
    // The router's own refusals (a malformed URL, a path parameter over the length limit) go through the error
    // handler too, so they answer the envelope and never echo the URL back.
    frameworkErrors: (error, request, reply) => {
      setDataHeaders(reply);
      void answerError(catalogue, error, request, reply);
    },
  });
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  const clock = overrides.clock ?? systemClock;
  const ids = overrides.ids ?? cryptoIds;
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  // Under the startup lock, like the seeding below: instances starting together on one database take turns.
  if (!overrides.isPrepared) await database.withStartupLock(() => database.migrate());
  const db = database.db;
  const bus = overrides.bus ?? createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, app.log);
  const secret = await resolveSigningSecret(db, ids, config.JWT_SECRET);
  const outboxOptions = { db, clock, logger: app.log, isBodyLogged: config.isDevLogging };
  const sessions = new SessionRegistry(db, bus, clock);
  await sessions.start();

  const context: AppContext = {
    config,
    database,
    db,
    bus,
    clock,
    ids,
    logger: app.log,
    counter:
      overrides.counter ??
      createCounter(config.REDIS_URL, config.REDIS_KEY_PREFIX, () => clock.nowMs(), app.log),
    mailer:
      overrides.mailer ??
      createMailer({ ...outboxOptions, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    sms: overrides.sms ?? createSmsSender(outboxOptions),
    blobs: overrides.blobs ?? new LocalBlobStore(join(config.DATA_DIR, 'uploads')),
    catalogue,
    tokens: createTokenService(secret, clock, ids),
    sessions,
    hashSecret: secret,
  };

  let demo: BuiltApp['demo'] = null;
  let staffSeed: BuiltApp['staffSeed'] = null;
  if (!overrides.isPrepared) {
    // One instance at a time: a later one finds everything seeded (and the super admin existing, so only the
    // instance that created it holds its one-time password).
    await database.withStartupLock(async () => {
      await seedReferenceData(context);
      await seedInstruments(context);
      await seedContractSpecs(context);
      await seedPaymentChannels(context);
      staffSeed = await seedSuperAdmin(context);
      if (config.DEMO_SEED) {
        demo = await seedDemoUser(context);
        await seedDemoFunds(context, demo.email);
      }
    });
  }

  const lifecycle = { isShuttingDown: false };
  registerErrorHandler(app, catalogue);
  registerSecurityHeaders(app, config);
  registerAuthGuard(app, context);
  registerAdminPrefixGuard(app, context);
  registerHealth(app, context, lifecycle);
  registerWebManifest(app, context);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.APP_BASE_NAME} API`, version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  const rateLimitRedis = config.REDIS_URL
    ? watchRedisConnection(new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 }), 'rate limit', app.log)
    : null;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` } : {}),
    errorResponseBuilder: (_request, limit) =>
      new AppError('RATE_LIMITED', {
        values: { seconds: Math.ceil(limit.ttl / 1000) },
        data: { retryAfterSeconds: Math.ceil(limit.ttl / 1000) },
      }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 20, fieldSize: 1024 },
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const hub = new DataSocketHub(() => clock.nowMs());
  await registerDataSocket(app, context, hub, config.ALLOWED_ORIGINS);

  await app.register(
    async (api) => {
      await registerCompression(api);
      registerSystemModule(api, context);
      registerAuthModule(api, context);
      registerMemberModule(api, context);
      await registerMarketModule(api, context, hub);
      registerWalletModule(api, context);
      await registerContractModule(api, context, { isEngineManual: overrides.isRiskEngineManual ?? false });
    },
    { prefix: APP_API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await registerCompression(admin);
      registerStaffModule(admin, context, ADMIN_API_PREFIX);
      registerAdminWalletRoutes(admin, context);
      registerAdminMarketRoutes(admin, context);
      registerAdminContractRoutes(admin, context);
      registerAdminSystemRoutes(admin, context);
      registerAdminFinanceRoutes(admin, context);
      registerAdminMemberRoutes(admin, context);
    },
    { prefix: ADMIN_API_PREFIX },
  );
  const { chainWatcher } = overrides;
  if (chainWatcher) {
    app.addHook('onReady', async () => {
      await chainWatcher.start(async (deposit) => {
        await creditConfirmedDeposit(context, deposit);
      });
    });
    app.addHook('preClose', async () => chainWatcher.stop());
  }

  // The built apps: WEB_DIST_DIR / ADMIN_DIST_DIR, else apps/*/dist from the repository root or from apps/server.
  await registerStaticFiles(app, {
    uploadsRoot: resolve(config.DATA_DIR, 'uploads', 'public'),
    ...findBuilds(config),
  });

  app.addHook('preClose', async () => {
    lifecycle.isShuttingDown = true;
  });
  app.addHook('onClose', async () => {
    await sessions.stop();
    await context.counter.close();
    await rateLimitRedis?.quit();
    if (!overrides.bus) await bus.close();
    if (!overrides.database) await database.close();
  });

  return { app, context, demo, staffSeed };
};
