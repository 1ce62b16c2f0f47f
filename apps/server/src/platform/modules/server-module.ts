import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** What seeding produced that the start prints once (server.ts) and tests use. */
export interface SeedRun {
  /** DEMO_SEED: seed the demo account and its funds. */
  readonly isDemo: boolean;
  /** The demo account, once the auth module seeded it (its password is a documented demo value). */
  demo: { email: string; password: string } | null;
  /** The super admin created by this start, with its one-time password; null when it existed already. */
  staffSeed: { username: string; password: string } | null;
}

/**
 * One server module as the app composes it (ARCHITECTURE.md "Adding a module"). Every step is optional; the app
 * runs each step for every module in dependency order (`dependsOn` first), and `stop` in the reverse order.
 */
export interface ServerModule {
  /** Unique; what other modules name in `dependsOn`. */
  readonly name: string;
  /** Modules whose runtime, seed or extension points this one needs before its own steps run. */
  readonly dependsOn: readonly string[];
  /**
   * Builds this instance's runtime (`context.modules.provide`) and adds to other modules' extension points
   * (`context.modules.contribute`). Runs before the routes exist, so the first request finds it ready.
   */
  init?(context: AppContext): Promise<void> | void;
  /** Reference and demo data, under the startup lock (one instance at a time); must be idempotent. */
  seed?(context: AppContext, run: SeedRun): Promise<void>;
  /** Routes at the root, outside the API prefixes (the web manifest). */
  registerRootRoutes?(app: FastifyInstance, context: AppContext): Promise<void> | void;
  /** The app's routes, under /api/app-api. */
  registerAppRoutes?(api: FastifyInstance, context: AppContext): Promise<void> | void;
  /** The back office's routes, under /api/admin-api (the staff guard is registered by the staff module). */
  registerAdminRoutes?(admin: FastifyInstance, context: AppContext): Promise<void> | void;
  /** When the app is ready (listening): subscriptions, leader elections, timers. */
  start?(context: AppContext): Promise<void>;
  /** Before the app closes its pool and bus: let go of locks and subscriptions; must not throw. */
  stop?(context: AppContext): Promise<void>;
}
