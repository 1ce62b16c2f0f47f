import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type AdminBlockOffer } from '@exchange/contracts';
import { queryRows } from '../../src/platform/db/index';
import { seedBlockTrade } from '../../src/modules/block-trade/block-trade-seed';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOffer, expectBlockInvariants, offerBody, updateOffer } from './block-fixtures';

/*
 * Block offers on the staff API: create, list, update — bad input refused naming the field and nothing written,
 * permissions, and every change audited with before and after. No field is a price.
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

const offerCount = async () => {
  const [row] = await queryRows<{ count: number }>(
    t.context.db,
    sql`select count(*)::int as count from block_trade_offers`,
  );
  return row?.count ?? 0;
};

describe('seed', () => {
  it('the demo seed adds the BTC/USDT offer at −2 % with a 7-day lock-up once, and never again', async () => {
    const before = await offerCount();
    await seedBlockTrade(t.context, true);
    await seedBlockTrade(t.context, true);
    const after = await offerCount();
    expect(after - before).toBe(before === 0 ? 1 : 0);
    const list = await adminCall<{ list: AdminBlockOffer[] }>(t, 'GET', 'block-trade/offers', staffToken);
    expect(list.data.list[0]).toMatchObject({ symbol: 'BTCUSDT', rate: '-0.02', lockupSeconds: 604_800 });
  });
});

describe('create and update', () => {
  it('creates an offer, lists it and audits it', async () => {
    const created = await createOffer(t, staffToken, { symbol: 'ETHUSDT', rate: '0.015' });
    expect(created).toMatchObject({
      symbol: 'ETHUSDT',
      baseAsset: 'ETH',
      rate: '0.015',
      soldQuantity: '0',
      lockedOrderCount: 0,
      status: 1,
    });
    const list = await adminCall<{ list: AdminBlockOffer[] }>(t, 'GET', 'block-trade/offers', staffToken);
    expect(list.data.list.map((offer) => offer.id)).toContain(created.id);
    const [audit] = await queryRows<{ target: string; after: { rate: string } }>(
      t.context.db,
      sql`select target, after from staff_audit_log where target = ${`block-trade:offer:${created.id}`}`,
    );
    expect(audit?.after.rate).toBe('0.015');
  });

  it('updates the terms with before and after in the audit log', async () => {
    const created = await createOffer(t, staffToken);
    const updated = await updateOffer(t, staffToken, created.id, {
      ...offerBody({ rate: '-0.05', status: 0 }),
      symbol: undefined,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.data).toMatchObject({ rate: '-0.05', status: 0 });
    const rows = await queryRows<{ before: { rate: string }; after: { rate: string } }>(
      t.context.db,
      sql`select before, after from staff_audit_log where target = ${`block-trade:offer:${created.id}`}
           and before is not null`,
    );
    expect(rows.at(-1)).toMatchObject({ before: { rate: '-0.02' }, after: { rate: '-0.05' } });
  });

  it.each([
    ['an unlisted pair', { symbol: 'NOPEUSDT' }, 'symbol'],
    ['a contract-style symbol', { symbol: 'btc-usdt' }, 'symbol'],
    ['a rate past 50 %', { rate: '0.7' }, 'rate'],
    ['min above max', { minQuantity: '2', maxQuantity: '1' }, 'maxQuantity'],
    ['max above total', { maxQuantity: '20' }, 'totalQuantity'],
    ['a lock-up under a minute', { lockupSeconds: 30 }, 'lockupSeconds'],
    ['a status 2', { status: 2 }, 'status'],
    ['a price field', { price: '1' }, 'price'],
  ])('refuses %s naming the field, nothing written', async (_label, change, field) => {
    const before = await offerCount();
    const answer = await adminCall(t, 'POST', 'block-trade/offers', staffToken, { body: offerBody(change) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const data = answer.body.data as { field?: string; issues?: { field: string }[] };
    expect([data.field, ...(data.issues ?? []).map((issue) => issue.field)]).toContain(field);
    expect(await offerCount()).toBe(before);
  });

  it('an update of an unknown offer is 404; the symbol cannot change', async () => {
    const missing = await updateOffer(t, staffToken, 999_999, { ...offerBody(), symbol: undefined });
    expect(missing.status).toBe(404);
    const created = await createOffer(t, staffToken);
    const moved = await updateOffer(t, staffToken, created.id, offerBody({ symbol: 'ETHUSDT' }));
    expect(moved.status).toBe(400);
  });

  it('reading needs markets.read and writing markets.write', async () => {
    const support = await staffLogin(t, StaffRole.support);
    const read = await adminCall(t, 'GET', 'block-trade/offers', support.token);
    const write = await adminCall(t, 'POST', 'block-trade/offers', support.token, { body: offerBody() });
    expect(write.status).toBe(403);
    expect([200, 403]).toContain(read.status);
  });
});
