import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../src/platform/config';

export const testConfig = (dataDirectory: string, overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDirectory,
    DEMO_SEED: 'false',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Suites that test the feed turn it on; elsewhere quotes stay empty unless a test publishes a batch.
    PRICE_FEED_ENABLED: 'false',
    PRICE_SIM_SEED: 'test-seed',
    // Contract suites turn the risk engine on (and step it by hand); elsewhere it would only idle.
    RISK_ENGINE_ENABLED: 'false',
    // On the PostgreSQL run the bus, counters and rate limits use Redis too; a fresh key prefix isolates each app.
    ...(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test:${randomBytes(4).toString('hex')}:` }
      : {}),
    ...overrides,
  });
