import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '@exchange/server/platform/config';

/** The server's configuration for a benchmark: production mode on a fresh data directory, no demo account. */
export const benchConfig = (name: string, overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), `exchange-bench-${name}-`)),
    DEMO_SEED: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-000',
    ...overrides,
  });
