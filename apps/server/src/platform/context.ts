import type { BlobStore } from './blob-store';
import type { Bus } from './bus/index';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Counter } from './counter';
import type { Database, Db } from './db/index';
import type { Catalogue } from './i18n';
import type { Ids } from './ids';
import type { Logger } from './logger';
import type { Mailer, SmsSender } from './outbox/messages';
import type { SessionRegistry } from './auth/session-registry';
import type { TokenService } from './auth/tokens';
import type { ModuleRegistry } from './modules/module-registry';
import type { DataSocketHub } from './ws-hub/data-socket-hub';
import type { Scheduler } from './scheduler/index';

/** Everything an operation may use, built once by buildApp and passed down explicitly. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: Bus;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  counter: Counter;
  mailer: Mailer;
  sms: SmsSender;
  blobs: BlobStore;
  catalogue: Catalogue;
  tokens: TokenService;
  sessions: SessionRegistry;
  /** Keys short secrets (codes, captcha answers) before they are stored. */
  hashSecret: string;
  /** The data socket's subscriptions on this instance (market pushes go through it). */
  hub: DataSocketHub;
  /** Periodic jobs, run on the leader only (platform/scheduler); modules register theirs in their init. */
  scheduler: Scheduler;
  /** Each module's runtime and extension-point contributions on this app (platform/modules). */
  modules: ModuleRegistry;
}

/** Who is calling, once the auth guard has run. */
export interface Caller {
  userId: number;
  sessionId: string;
  userKind: number;
}

/** A staff member calling the admin API, once the staff guard has run. */
export interface StaffCaller {
  staffId: number;
  username: string;
  sessionId: string;
  role: string;
  /** The session's state as the guard read it for this call. */
  mustChangePassword: boolean;
  isTotpVerified: boolean;
  sessionExpiresAtMs: number;
}
