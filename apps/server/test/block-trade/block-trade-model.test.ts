import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlockOffer, BlockOrder } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { releaseBlockOrder, releaseDueBlockOrders } from '../../src/modules/block-trade/release-block-trades';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  advanceAndRelease,
  balanceOf,
  blockBuyer,
  blockGet,
  buy,
  createOffer,
  expectBlockInvariants,
  setSpotPrice,
  updateOffer,
} from './block-fixtures';

/*
 * The block trade's life as a model: buy at live × (1 + rate), the asset locked for the lock-up, released by the
 * `block-trade.release` job exactly once at its end, whatever staff change on the offer meanwhile. Given/when/then
 * steps; every scenario ends with the module's invariants and the ledger auditor.
 */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectBlockInvariants(t.context.db);
  await t.close();
});

const HOUR_MS = 3_600_000;

const bookBalance = async (asset: string) => {
  const [row] = await queryRows<{ balance: string }>(
    t.context.db,
    sql`select (available + frozen)::float8::text as balance from ledger_accounts
         where house_code = 'block_book' and asset = ${asset}`,
  );
  return row?.balance ?? '0';
};

describe('lock-up and release', () => {
  let offer: AdminBlockOffer;
  let order: BlockOrder;
  let userId: number;
  let token: string;

  it('given an offer of 1-hour lock-up at +1 %, when a user buys 2 BTC at 50,000, then 101,000 USDT goes to the book and 2 BTC into lock-up', async () => {
    offer = await createOffer(t, staffToken, { rate: '0.01', maxQuantity: '5', lockupSeconds: 3600 });
    const user = await blockBuyer(t, '200000');
    ({ userId, token } = user);
    await setSpotPrice(t, 'BTCUSDT', '50000');
    const bookUsdt = await bookBalance('USDT');
    const bought = await buy(t, token, { offerId: offer.id, quantity: '2', rate: '0.01' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    order = bought.data;
    expect(order).toMatchObject({ price: '50500', amount: '101000', status: 1 });
    expect(await balanceOf(t.context.db, userId, 'spot', 'USDT')).toBe('99000');
    expect(await balanceOf(t.context.db, userId, 'block_locked', 'BTC')).toBe('2');
    expect(Number(await bookBalance('USDT')) - Number(bookUsdt)).toBe(101_000);
    await expectBlockInvariants(t.context.db);
  });

  it('when staff change the offer (rate, lock-up, pause), then the running order keeps its own terms', async () => {
    const changed = await updateOffer(t, staffToken, offer.id, {
      rate: '-0.1',
      minQuantity: '0.001',
      maxQuantity: '5',
      totalQuantity: '10',
      lockupSeconds: 30 * 86_400,
      status: 0,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.data).toMatchObject({ soldQuantity: '2', lockedOrderCount: 1, status: 0 });
    const detail = await blockGet<BlockOrder>(t, token, 'bulk-order/detail', { id: order.id });
    expect(detail.data).toEqual(order);
  });

  it('staff cannot take the total below what was sold', async () => {
    const refused = await updateOffer(t, staffToken, offer.id, {
      rate: '0.01',
      minQuantity: '0.001',
      maxQuantity: '1',
      totalQuantity: '1',
      lockupSeconds: 3600,
      status: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ data: { field: 'totalQuantity' } });
  });

  it('before the lock-up ends the job releases nothing', async () => {
    await advanceAndRelease(t, HOUR_MS - 120_000);
    expect(t.clock.nowMs()).toBeLessThan(order.lockedUntil);
    expect(await balanceOf(t.context.db, userId, 'block_locked', 'BTC')).toBe('2');
    expect(await releaseBlockOrder(t.context, order.id, userId)).toBeNull();
  });

  it('when the lock-up has ended, then the job moves the 2 BTC to the spot wallet, once', async () => {
    await advanceAndRelease(t, order.lockedUntil - t.clock.nowMs());
    expect(t.clock.nowMs()).toBeGreaterThanOrEqual(order.lockedUntil);
    expect(await balanceOf(t.context.db, userId, 'block_locked', 'BTC')).toBe('0');
    expect(await balanceOf(t.context.db, userId, 'spot', 'BTC')).toBe('2');
    const [row] = await queryRows<{ status: number }>(
      t.context.db,
      sql`select status from block_trade_orders where id = ${order.id}`,
    );
    expect(row?.status).toBe(2);

    // A repeat (a retry, a second leader) finds it released and moves nothing.
    expect(await releaseBlockOrder(t.context, order.id, userId)).toBeNull();
    expect(await releaseDueBlockOrders(t.context)).toMatchObject({ due: 0, released: 0 });
    await advanceAndRelease(t, 60_000);
    expect(await balanceOf(t.context.db, userId, 'spot', 'BTC')).toBe('2');
    await expectBlockInvariants(t.context.db);
  });
});

describe('many orders', () => {
  it('given orders of several users and lock-ups, each is released at its own end and only then', async () => {
    staffToken = (await staffLogin(t)).token;
    const short = await createOffer(t, staffToken, { lockupSeconds: 120, maxQuantity: '1' });
    const long = await createOffer(t, staffToken, { lockupSeconds: 7200, maxQuantity: '1' });
    await setSpotPrice(t, 'BTCUSDT', '40000');
    const buyers = await Promise.all([1, 2, 3].map(() => blockBuyer(t, '100000')));
    for (const [index, user] of buyers.entries()) {
      for (const target of [short, long]) {
        const bought = await buy(t, user.token, {
          offerId: target.id,
          quantity: `0.${index + 1}`,
          rate: '-0.02',
        });
        expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      }
    }
    await advanceAndRelease(t, 180_000);
    for (const [index, user] of buyers.entries()) {
      expect(await balanceOf(t.context.db, user.userId, 'spot', 'BTC')).toBe(`0.${index + 1}`);
      expect(await balanceOf(t.context.db, user.userId, 'block_locked', 'BTC')).toBe(`0.${index + 1}`);
    }
    await expectBlockInvariants(t.context.db);
    await advanceAndRelease(t, 7200_000);
    for (const [index, user] of buyers.entries()) {
      expect(await balanceOf(t.context.db, user.userId, 'spot', 'BTC')).toBe(`0.${(index + 1) * 2}`);
      expect(await balanceOf(t.context.db, user.userId, 'block_locked', 'BTC')).toBe('0');
    }
    await expectBlockInvariants(t.context.db);
  });
});
