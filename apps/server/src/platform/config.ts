import { z } from 'zod';
import { StartupError } from './errors';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads. README's configuration table mirrors this list. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(48080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key and channel, so deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/, 'must be 1-40 letters, digits, colons, dots or dashes')
    .default('exchange:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Exchange <no-reply@localhost>'),
  APP_BASE_NAME: z.string().min(1).default('Meridian Exchange'),
  APP_BASE_LOGO: z.string().default('/logo.svg'),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  /** Where uploads go: `local` (DATA_DIR/uploads; instances must share that disk) or `s3` (any S3-compatible store). */
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  /** The S3 API's URL; unset: AWS for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-1')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for most self-hosted stores (MinIO, Ceph): `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>`. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Comma-separated origins allowed to open the data socket; unset means the server's own host only. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Where prices come from: the labelled demo simulator, or Binance's public streams (DESIGN.md §7). */
  PRICE_SOURCE: z.enum(['simulated', 'binance']).default('simulated'),
  /** false: this instance never runs the price sources (it still serves the ticks the leader publishes). */
  PRICE_FEED_ENABLED: booleanFromEnv.default(true),
  /** The simulator's seed; unset: generated at first start and kept in the database. */
  PRICE_SIM_SEED: z.string().min(1).max(200).optional(),
  BINANCE_SPOT_URL: z.string().url().default('wss://stream.binance.com:9443'),
  BINANCE_FUTURES_URL: z.string().url().default('wss://fstream.binance.com'),
  /** A live instrument without a tick for this long is marked stale. */
  PRICE_STALE_AFTER_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** The operator's account-level extended PUBLIC keys deposit addresses derive from (modules/wallet/chains). Unset
   * outside production: the documented demo keys (spendable by anyone); unset in production: that chain is off. */
  WALLET_XPUB_BTC: z
    .string()
    .regex(/^[xz]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub or zpub')
    .optional(),
  WALLET_XPUB_ERC20: z
    .string()
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub')
    .optional(),
  WALLET_XPUB_TRC20: z
    .string()
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'must be an xpub')
    .optional(),
  /** The operator's XRP deposit address; users are told apart by their destination tag. */
  WALLET_XRP_ADDRESS: z
    .string()
    .regex(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, 'must be an XRP classic address')
    .optional(),
  /** The most leverage this operator allows on any perpetual (a symbol's brackets may allow less). Jurisdictions cap
   * retail leverage (ESMA: 2 on crypto); 125 is the largest bracket's. */
  CONTRACT_MAX_LEVERAGE: z.coerce.number().int().min(1).max(125).default(125),
  /** Contract trading calls (orders, closes, cancels) per client IP per minute. */
  CONTRACT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** `false`: this instance never runs the risk engine (liquidations, TP/SL, limit fills, funding, pushes). */
  RISK_ENGINE_ENABLED: booleanFromEnv.default(true),
  /** A withdrawal worth at least this many USDT (live price; unpriced counts as large) needs a second, different
   * finance approver. */
  WITHDRAWAL_DUAL_APPROVAL_USDT: z.coerce.number().min(0).max(1e12).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: booleanFromEnv.default(true),
  /** Which peers may name the client in `X-Forwarded-For` (SECURITY.md): `false` (none, the default), the number of
   * proxy hops in front of this instance (`1` behind one nginx: the address that proxy appended is the client), or a
   * comma-separated list of the proxies' addresses/CIDRs. `true` (trust any hop, so any client names itself) is
   * refused. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      const text = value.trim();
      if (text === 'false' || text === '0') return false;
      if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
      if (text === 'true') {
        context.addIssue({
          code: 'custom',
          message:
            "true would let any client choose its address; give the number of proxy hops (1 behind one nginx) or the proxies' addresses",
        });
        return z.NEVER;
      }
      const addresses = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (addresses.length === 0 || !addresses.every((part) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(part))) {
        context.addIssue({
          code: 'custom',
          message: 'must be false, a hop count from 0 to 10, or comma-separated proxy addresses/CIDRs',
        });
        return z.NEVER;
      }
      return addresses;
    }),
  /** Data-socket connections one client address may hold at once; more are refused (HTTP 429 at the upgrade). */
  SOCKET_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Messages per second one data socket may send on average (bursts up to 3×); above it the socket is closed with
   * 1008 (policy violation). The spec's client sends a heartbeat every 2 s and a ping every 6 s. */
  SOCKET_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(10),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config extends Environment {
  isProduction: boolean;
  /** Codes are printed in the server log only outside production. */
  isDevLogging: boolean;
}

export class ConfigError extends StartupError {}

/** Reads the environment once; a bad variable stops the start with a message that names it. */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable (`DATABASE_URL=` in an env file) means unset, not an invalid value.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: required when running on PostgreSQL in production (every instance must share it)',
    );
  }
  const missingS3 = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => config.BLOB_STORE === 's3' && !config[name],
  );
  if (missingS3.length > 0) {
    const lines = missingS3.map((name) => `  ${name}: required when BLOB_STORE=s3`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...config,
    isProduction: config.NODE_ENV === 'production',
    isDevLogging: config.NODE_ENV === 'development',
  };
};
