import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProducts } from '../../src/platform/db/index';
import { seedAi } from '../../src/modules/ai/ai-seed';
import type { TestApp } from '../support/test-app';
import { createSpotApp } from '../spot/spot-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createSpotApp({ DEMO_SEED: 'true' });
});
afterAll(async () => t.close());

describe('demo seed', () => {
  it('adds the BTC grid and the ETH DCA once, active, whatever the restarts', async () => {
    await seedAi(t.context, true);
    await seedAi(t.context, true);
    const rows = await t.context.db.select().from(aiProducts);
    expect(rows.map((row) => [row.symbol, row.kind, row.status])).toEqual([
      ['BTCUSDT', 0, 1],
      ['ETHUSDT', 1, 1],
    ]);
  });
});
