import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../src/platform/db/index';
import { setSpotPrice, channelId, PAY_PASSWORD, walletUser } from '../wallet/wallet-fixtures';
import {
  createTradingApp,
  expectContractInvariants,
  key,
  marketLong,
  setPrice,
  trade,
  trader,
} from '../contract/contract-fixtures';
import { call, type ApiResult } from '../support/api';
import type { TestApp } from '../support/test-app';

/**
 * Round trips per money operation, counted through the `Db` interface (every statement, BEGIN and COMMIT included):
 * each operation is held to a budget, so a change that adds a statement to a money path fails here. The second call
 * of each is counted; the first opens the accounts it uses.
 */
const BUDGET = {
  /** BEGIN, lock + key + accounts + balance, positions, open orders, transfers, position, order, answer, COMMIT. */
  contractMarketOrder: 9,
  /** The channel; BEGIN, lock, pay password, daily total, order, hold, the order as answered, answer, COMMIT. */
  withdrawal: 10,
  /** BEGIN, lock + key + both accounts, the transfer, answer, COMMIT. */
  transfer: 5,
  /** BEGIN, lock + key + five accounts, order, three transfers in one statement, answer, COMMIT. */
  swap: 6,
};

const ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

let t: TestApp;
beforeAll(async () => {
  t = await createTradingApp();
  await setPrice(t, 'BTCUSDT', '60000');
  setSpotPrice(t, 'BTC', '50000');
});
afterAll(async () => {
  await expectContractInvariants(t.context.db);
  await t.close();
});

const counted = async (run: () => Promise<ApiResult<unknown>>) => {
  await run();
  const { value, statements } = await countRoundTrips(run);
  expect(value.status, JSON.stringify(value.body)).toBe(200);
  return statements;
};

describe('round trips per money operation', () => {
  it('a market contract order stays within its budget', async () => {
    const user = await trader(t);
    const statements = await counted(() =>
      trade(t, user.token, 'POST', 'create', { body: marketLong({ quantity: '0.01' }) }),
    );
    expect(statements.length, statements.join(' ')).toBeLessThanOrEqual(BUDGET.contractMarketOrder);
  });

  it('a withdrawal, a transfer and a swap stay within theirs', async () => {
    const user = await walletUser(t, '1000');
    const channel = await channelId(t, user.token, 'withdrawal', 4, 'USDT', 'TRC20');
    const post = (path: string, body: Record<string, unknown>) => () =>
      call(t.app, 'POST', path, { token: user.token, headers: { 'idempotency-key': key('rt') }, body });
    const withdrawal = await counted(
      post('withdrawal', { channelId: channel, amount: '17', address: ADDRESS, payPassword: PAY_PASSWORD }),
    );
    const transfer = await counted(
      post('wallet/any-transfer', { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: '7' }),
    );
    const swap = await counted(
      post('flash-exchange/create', {
        fromCoin: 'USDT',
        toCoin: 'BTC',
        amount: '7',
        expectedPrice: '0.00002',
      }),
    );
    expect(withdrawal.length, withdrawal.join(' ')).toBeLessThanOrEqual(BUDGET.withdrawal);
    expect(transfer.length, transfer.join(' ')).toBeLessThanOrEqual(BUDGET.transfer);
    expect(swap.length, swap.join(' ')).toBeLessThanOrEqual(BUDGET.swap);
  });
});
