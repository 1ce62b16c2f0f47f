import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config';

describe('config', () => {
  it('has the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 48080,
      DATA_DIR: './data',
      DEMO_SEED: true,
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_SEED: 'maybe' }, 'DEMO_SEED'],
  ])('fails fast naming the bad variable (%o)', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('production on PostgreSQL needs a shared JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /JWT_SECRET/,
    );
  });
});
