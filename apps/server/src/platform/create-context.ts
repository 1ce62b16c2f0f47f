import type { BlobStore } from './blob-store';
import { createBlobStore } from './create-blob-store';
import { createBus, type Bus } from './bus/index';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { createCounter, type Counter } from './counter';
import { openDatabase, type Database } from './db/index';
import type { Catalogue } from './i18n';
import { cryptoIds, type Ids } from './ids';
import type { Logger } from './logger';
import { ModuleRegistry } from './modules/index';
import { Scheduler } from './scheduler/index';
import { createMailer, createSmsSender, type Mailer, type SmsSender } from './outbox/messages';
import { resolveSigningSecret } from './secrets';
import { SessionRegistry } from './auth/session-registry';
import { createTokenService } from './auth/tokens';
import { DataSocketHub } from './ws-hub/data-socket-hub';

/** Platform parts a caller (tests, the bench) may supply instead of the ones built from config. */
export interface PlatformOverrides {
  database?: Database;
  bus?: Bus;
  clock?: Clock;
  ids?: Ids;
  counter?: Counter;
  mailer?: Mailer;
  sms?: SmsSender;
  blobs?: BlobStore;
  /** Skip migrations (and, in buildApp, seeding) when the database was prepared already (test templates). */
  isPrepared?: boolean;
  /** The scheduler leads but runs no timer: the test advances its clock and calls `scheduler.runDue()`. */
  isSchedulerManual?: boolean;
}

/**
 * Opens (and, unless prepared, migrates) the database and builds every platform service the modules share. The
 * modules' own runtimes are added to `context.modules` by their init.
 */
export const createAppContext = async (
  config: Config,
  overrides: PlatformOverrides,
  logger: Logger,
  catalogue: Catalogue,
): Promise<AppContext> => {
  const clock = overrides.clock ?? systemClock;
  const ids = overrides.ids ?? cryptoIds;
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  // Under the startup lock, like the seeding: instances starting together on one database take turns.
  if (!overrides.isPrepared) await database.withStartupLock(() => database.migrate());
  const db = database.db;
  const bus = overrides.bus ?? createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX, logger);
  const secret = await resolveSigningSecret(db, ids, config.JWT_SECRET);
  const outboxOptions = { db, clock, logger, isBodyLogged: config.isDevLogging };
  const sessions = new SessionRegistry(db, bus, clock);
  await sessions.start();
  return {
    config,
    database,
    db,
    bus,
    clock,
    ids,
    logger,
    counter:
      overrides.counter ??
      createCounter(config.REDIS_URL, config.REDIS_KEY_PREFIX, () => clock.nowMs(), logger),
    mailer:
      overrides.mailer ??
      createMailer({ ...outboxOptions, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    sms: overrides.sms ?? createSmsSender(outboxOptions),
    blobs: overrides.blobs ?? createBlobStore(config),
    catalogue,
    tokens: createTokenService(secret, clock, ids),
    sessions,
    hashSecret: secret,
    hub: new DataSocketHub(() => clock.nowMs()),
    scheduler: new Scheduler({ database, clock, logger, isTimerDriven: !overrides.isSchedulerManual }),
    modules: new ModuleRegistry(),
  };
};

/** Closes what createAppContext opened (not what the caller supplied). */
export const closeAppContext = async (context: AppContext, overrides: PlatformOverrides) => {
  await context.sessions.stop();
  await context.counter.close();
  if (!overrides.bus) await context.bus.close();
  if (!overrides.database) await context.database.close();
};
