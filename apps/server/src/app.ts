import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_API_PREFIX, APP_API_PREFIX } from '@exchange/contracts';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { closeAppContext, createAppContext, type PlatformOverrides } from './platform/create-context';
import { loadCatalogue, type Catalogue } from './platform/i18n';
import { cryptoIds } from './platform/ids';
import { loggerOptions } from './platform/logger';
import { orderModules, type SeedRun, type ServerModule } from './platform/modules/index';
import { registerAdminPrefixGuard, registerAuthGuard } from './platform/http/auth-guard';
import { answerError, registerErrorHandler } from './platform/http/error-handler';
import { registerSecurityHeaders, setDataHeaders } from './platform/http/security-headers';
import { refusingControlCharacters } from './platform/http/control-characters';
import { registerHealth } from './platform/http/health';
import { registerCompression } from './platform/http/compression';
import { registerPlugins } from './platform/http/register-plugins';
import { findBuilds, registerStaticFiles } from './platform/http/static-files';
import { registerDataSocket } from './platform/ws-hub/data-socket-route';
import { serverModules, type ServerModuleOptions } from './modules/server-modules';

export { ADMIN_API_PREFIX, APP_API_PREFIX };

/** Parts a caller (tests, the bench) may supply instead of the ones built from config. */
export interface AppOverrides extends PlatformOverrides {
  /** Where logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** What reports confirmed chain deposits; none by default (deposits are then credited by staff review). */
  chainWatcher?: ServerModuleOptions['chainWatcher'];
  /** The risk engine leads but runs no timers: the test steps it (`riskEngineOf(context).step()`). */
  isRiskEngineManual?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  /** The demo account when DEMO_SEED is on (its password is a documented demo value, printed at start). */
  demo: SeedRun['demo'];
  /** The super admin created by THIS start, with its one-time password (printed once by server.ts); else null. */
  staffSeed: SeedRun['staffSeed'];
}

/** Fastify's trust rule: a hop count trusts exactly that many peers nearest the socket (SECURITY.md). */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

const createFastify = (config: Config, catalogue: Catalogue, logStream?: DestinationStream) => {
  const app = Fastify({
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) },
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
  return app;
};

/** Seeds every module's data under the startup lock: instances starting together take turns (ARCHITECTURE.md). */
const seedModules = async (context: AppContext, modules: readonly ServerModule[]): Promise<SeedRun> => {
  const run: SeedRun = { isDemo: context.config.DEMO_SEED, demo: null, staffSeed: null };
  await context.database.withStartupLock(async () => {
    for (const module of modules) await module.seed?.(context, run);
  });
  return run;
};

/** Mounts each module's routes: root ones, then the app API and the admin API, each in module order. */
const registerModuleRoutes = async (app: FastifyInstance, context: AppContext, modules: ServerModule[]) => {
  for (const module of modules) await module.registerRootRoutes?.(app, context);
  await app.register(
    async (api) => {
      await registerCompression(api);
      for (const module of modules) await module.registerAppRoutes?.(api, context);
    },
    { prefix: APP_API_PREFIX },
  );
  await app.register(
    async (admin) => {
      await registerCompression(admin);
      for (const module of modules) await module.registerAdminRoutes?.(admin, context);
    },
    { prefix: ADMIN_API_PREFIX },
  );
};

/** Builds the whole server as a Fastify instance without listening (CONVENTIONS.md 1). */
export const buildApp = async (config: Config, overrides: AppOverrides = {}): Promise<BuiltApp> => {
  const catalogue = loadCatalogue();
  const app = createFastify(config, catalogue, overrides.logStream);
  const context = await createAppContext(config, overrides, app.log, catalogue);
  const modules = orderModules(
    serverModules({ chainWatcher: overrides.chainWatcher, isEngineManual: overrides.isRiskEngineManual }),
  );
  const seeded = overrides.isPrepared ? null : await seedModules(context, modules);
  for (const module of modules) await module.init?.(context);

  const lifecycle = { isShuttingDown: false };
  registerErrorHandler(app, catalogue);
  registerSecurityHeaders(app, config);
  registerAuthGuard(app, context);
  registerAdminPrefixGuard(app, context);
  registerHealth(app, context, lifecycle);
  const plugins = await registerPlugins(app, config);
  await registerDataSocket(app, context, context.hub, config.ALLOWED_ORIGINS);
  await registerModuleRoutes(app, context, modules);
  // The built apps: WEB_DIST_DIR / ADMIN_DIST_DIR, else apps/*/dist from the repository root or from apps/server.
  await registerStaticFiles(app, {
    uploadsRoot: resolve(config.DATA_DIR, 'uploads', 'public'),
    blobs: context.blobs,
    ...findBuilds(config),
  });

  app.addHook('onReady', async () => {
    for (const module of modules) await module.start?.(context);
    await context.scheduler.start();
  });
  // The scheduler and the modules let go of their locks and subscriptions before the pool and the bus close,
  // dependants first.
  app.addHook('preClose', async () => {
    lifecycle.isShuttingDown = true;
    await context.scheduler.stop();
    for (const module of [...modules].reverse()) await module.stop?.(context);
  });
  app.addHook('onClose', async () => {
    await plugins.close();
    await closeAppContext(context, overrides);
  });
  return { app, context, demo: seeded?.demo ?? null, staffSeed: seeded?.staffSeed ?? null };
};
