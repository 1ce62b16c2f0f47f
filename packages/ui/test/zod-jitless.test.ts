import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns jitless on in the configuration zod reads, without importing zod first', async () => {
    await import('../src/zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
