import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockOrder } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { releaseBlockOrder } from '../../src/modules/block-trade/release-block-trades';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  balanceOf,
  blockBuyer,
  buy,
  createOffer,
  expectBlockInvariants,
  offerBody,
  setSpotPrice,
  updateOffer,
} from './block-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
  await setSpotPrice(t, 'BTCUSDT', '50000');
});
afterAll(async () => {
  await expectBlockInvariants(t.context.db);
  await t.close();
});

const soldOf = async (offerId: number) => {
  const [row] = await queryRows<{ sold: string; total: string }>(
    t.context.db,
    sql`select sold_quantity::float8::text as sold, total_quantity::float8::text as total
          from block_trade_offers where id = ${offerId}`,
  );
  return row;
};

describe('buyers of the last of an offer (PostgreSQL)', () => {
  it('two buyers of the last 1 BTC at once: one wins, the other is refused as sold out, nothing oversold', async () => {
    for (let round = 0; round < 10; round += 1) {
      const offer = await createOffer(t, staffToken, { totalQuantity: '1', maxQuantity: '1' });
      await setSpotPrice(t, 'BTCUSDT', '50000');
      const [first, second] = await Promise.all([blockBuyer(t), blockBuyer(t)]);
      const answers = await Promise.all(
        [first, second].map((user) =>
          buy(t, user?.token ?? '', { offerId: offer.id, quantity: '1', rate: '-0.02' }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body).toMatchObject({ code: 1_015_000_005, data: { field: 'quantity' } });
      expect(await soldOf(offer.id)).toEqual({ sold: '1', total: '1' });
      const balances = await Promise.all(
        [first, second].map((user) => balanceOf(t.context.db, user?.userId ?? 0, 'spot', 'USDT')),
      );
      expect(balances.sort()).toEqual(['100000', '51000']);
    }
    await expectBlockInvariants(t.context.db);
  });

  it('30 buyers of 0.3 BTC on 1 BTC at once: exactly three fill, the rest are refused, the offer is never oversold', async () => {
    const offer = await createOffer(t, staffToken, { totalQuantity: '1', maxQuantity: '1' });
    await setSpotPrice(t, 'BTCUSDT', '50000');
    const users = await Promise.all(Array.from({ length: 30 }, () => blockBuyer(t)));
    const answers = await Promise.all(
      users.map((user) => buy(t, user.token, { offerId: offer.id, quantity: '0.3', rate: '-0.02' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 1_015_000_005 });
    expect(await soldOf(offer.id)).toEqual({ sold: '0.9', total: '1' });
    await expectBlockInvariants(t.context.db);
  });

  it('staff change the rate while 20 users buy: each buy fills at the rate it saw before the change, or is refused', async () => {
    const offer = await createOffer(t, staffToken, { totalQuantity: '100', maxQuantity: '1' });
    await setSpotPrice(t, 'BTCUSDT', '50000');
    const users = await Promise.all(Array.from({ length: 20 }, () => blockBuyer(t)));
    const [answers, changed] = await Promise.all([
      Promise.all(
        users.map((user) => buy(t, user.token, { offerId: offer.id, quantity: '0.1', rate: '-0.02' })),
      ),
      updateOffer(t, staffToken, offer.id, {
        ...offerBody({ rate: '-0.05', totalQuantity: '100' }),
        symbol: undefined,
      }),
    ]);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    for (const answer of answers) {
      if (answer.status === 200) expect((answer.data as BlockOrder).rate).toBe('-0.02');
      else expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ code: 1_015_000_003 });
    }
    const [rates] = await queryRows<{ wrong: number }>(
      t.context.db,
      sql`select count(*)::int as wrong from block_trade_orders where offer_id = ${offer.id} and rate <> -0.02`,
    );
    expect(rates?.wrong).toBe(0);
    await expectBlockInvariants(t.context.db);
  });
});

describe('releases (PostgreSQL)', () => {
  it('three releasers of each order at once (an overlap at failover) while others buy: each order released once', async () => {
    const short = await createOffer(t, staffToken, { totalQuantity: '100', lockupSeconds: 60 });
    await setSpotPrice(t, 'BTCUSDT', '50000');
    const owners = await Promise.all(Array.from({ length: 20 }, () => blockBuyer(t)));
    const orders = (
      await Promise.all(
        owners.map((user) => buy(t, user.token, { offerId: short.id, quantity: '0.2', rate: '-0.02' })),
      )
    ).map((answer) => answer.data);
    t.clock.advance(61_000);
    await setSpotPrice(t, 'BTCUSDT', '50000');
    const buyers = await Promise.all(Array.from({ length: 20 }, () => blockBuyer(t)));
    const [results, bought] = await Promise.all([
      Promise.all(
        orders.flatMap((order, index) =>
          [0, 1, 2].map(() => releaseBlockOrder(t.context, order.id, owners[index]?.userId ?? 0)),
        ),
      ),
      Promise.all(
        buyers.map((user) => buy(t, user.token, { offerId: short.id, quantity: '0.1', rate: '-0.02' })),
      ),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(orders.length);
    for (const answer of bought) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const owner of owners) {
      expect(await balanceOf(t.context.db, owner.userId, 'spot', 'BTC')).toBe('0.2');
      expect(await balanceOf(t.context.db, owner.userId, 'block_locked', 'BTC')).toBe('0');
    }
    await expectBlockInvariants(t.context.db);
  });
});
