import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstrumentType, type AdminInstrument } from '@exchange/contracts';
import { adminCall, staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import {
  createTradingApp,
  expectContractInvariants,
  marketLong,
  setPrice,
  stepEngine,
  trade,
  trader,
  positionsOf,
} from './contract-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

describe('staff changing a perpetual’s brackets', () => {
  it('reaches the risk engine at its next turn: a position the new table makes liquidatable is liquidated', async () => {
    const user = await trader(t, '1000');
    await trade(t, user.token, 'POST', 'create', { body: marketLong() });
    // 10× isolated long of 0.1 BTC at 60,000: liquidation ≈ 54,217 on the seeded table, so 55,000 is safe.
    await setPrice(t, 'BTCUSDT', '55000');
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toHaveLength(1);

    const admin = await staffLogin(t);
    const instruments = await adminCall<AdminInstrument[]>(t, 'GET', 'market/instruments', admin.token);
    const btc = instruments.data.find(
      (row) => row.type === InstrumentType.contract && row.symbol === 'BTCUSDT',
    );
    // A 9 % maintenance rate at 10×: the same position's liquidation price rises above 59,000.
    const update = await adminCall(t, 'PUT', 'market/contract-spec/update', admin.token, {
      body: {
        instrumentId: btc?.id,
        tiers: [
          { initialLeverage: 10, notionalFloor: '0', notionalCap: '1000000', maintMarginRatio: '0.09' },
        ],
        takerFeeRate: '0.0005',
        makerFeeRate: '0.0002',
      },
    });
    expect(update.status).toBe(200);
    // No 60-second resync in between: the clock has not moved.
    await stepEngine(t);
    await stepEngine(t);
    expect(await positionsOf(t, user.token)).toEqual([]);
  });
});
