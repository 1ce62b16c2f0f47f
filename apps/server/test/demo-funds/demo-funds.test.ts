import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { DemoFundsClaim, DemoFundsStatus } from '@exchange/contracts';
import { demoFundClaims, ledgerAccounts, ledgerTransfers } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { idempotencyKey, walletUser } from '../wallet/wallet-fixtures';

// Demo funds (issue 17): on the demo market a new user can take 10,000 USDT of test money once per UTC day, as one
// ledger transfer from the labelled demo faucet; on a live feed there are none.
let demo: TestApp;
let live: TestApp;
beforeAll(async () => {
  demo = await createTestApp();
  // The market as production runs it with a live exchange feed (the feed itself stays off: no network in tests).
  live = await createTestApp({ config: { PRICE_SOURCE: 'binance' } });
});
afterAll(async () => {
  await expectCleanLedger(demo.context.db);
  await expectCleanLedger(live.context.db);
  await demo.close();
  await live.close();
});

const DAY_MS = 86_400_000;

const claim = (t: TestApp, token: string, key = idempotencyKey('demo')) =>
  call<DemoFundsClaim>(t.app, 'POST', 'wallet/demo-funds', {
    token,
    headers: { 'idempotency-key': key },
    ip: freshIp(),
  });

const status = async (t: TestApp, token: string) =>
  (await call<DemoFundsStatus>(t.app, 'GET', 'wallet/demo-funds/status', { token })).data;

const spotUsdt = async (t: TestApp, token: string) =>
  (
    await call<{ available: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token,
      query: { coin: 'USDT', wallet: 'spot' },
    })
  ).data.available;

const transfersOf = (t: TestApp, userId: number) =>
  t.context.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.id, `demo-funds:${userId}:%`));

/** Moves the app's clock to `secondsBefore` seconds before the next UTC midnight. */
const toEndOfDay = (t: TestApp, secondsBefore: number) => {
  const now = t.clock.nowMs();
  t.clock.advance(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - secondsBefore * 1000 - now);
};

describe('demo funds on the demo market', () => {
  it('the seed opened the labelled demo faucet house account', async () => {
    const [faucet] = await demo.context.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.houseCode, 'demo_faucet'), eq(ledgerAccounts.asset, 'USDT')));
    expect(faucet).toMatchObject({ isHouse: true, wallet: 'house' });
  });

  it('credits 10,000 USDT once per UTC day as one ledger transfer from the faucet; the next day works again', async () => {
    toEndOfDay(demo, 60);
    const user = await walletUser(demo);
    const today = new Date(demo.clock.nowMs()).toISOString().slice(0, 10);
    expect(await status(demo, user.token)).toEqual({
      isAvailable: true,
      amount: '10000',
      coin: 'USDT',
      wallet: 'spot',
      nextClaimAt: null,
    });
    const socket = await connectSocket(demo.app, `?Authorization=${user.token}`);
    await socket.next('READY');

    const first = await claim(demo, user.token);
    expect(first.code, JSON.stringify(first.body)).toBe(0);
    const midnight = demo.clock.nowMs() + 60_000;
    expect(first.data).toEqual({
      amount: '10000',
      coin: 'USDT',
      wallet: 'spot',
      transferId: `demo-funds:${user.userId}:${today}`,
      claimedAt: demo.clock.nowMs(),
      nextClaimAt: midnight,
    });
    expect((await socket.next('WALLET_UPDATE')).data).toEqual({ wallets: ['spot'], coin: 'USDT' });
    socket.socket.terminate();
    expect(await spotUsdt(demo, user.token)).toBe('10000');
    expect((await status(demo, user.token)).nextClaimAt).toBe(midnight);

    // The same day, another tap (a new key): refused with the next time, nothing moved.
    const again = await claim(demo, user.token);
    expect(again.status).toBe(409);
    expect(again.code).toBe(1_007_000_011);
    expect(again.msg).toContain(`${new Date(midnight).toISOString().slice(0, 10)} 00:00`);
    expect(again.body).toMatchObject({ data: { retryAfterSeconds: 60 } });
    expect(await spotUsdt(demo, user.token)).toBe('10000');

    const transfers = await transfersOf(demo, user.userId);
    expect(transfers).toHaveLength(1);
    const [faucet] = await demo.context.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.houseCode, 'demo_faucet'), eq(ledgerAccounts.asset, 'USDT')));
    expect(transfers[0]).toMatchObject({
      debitAccountId: faucet?.id,
      asset: 'USDT',
      amount: '10000.000000000000000000',
      businessType: 1250,
      kind: 1,
      actor: `user:${user.userId}`,
    });

    // Past midnight UTC (the injected clock): the next day's claim credits again.
    demo.clock.advance(120_000);
    expect((await status(demo, user.token)).nextClaimAt).toBeNull();
    const nextDay = await claim(demo, user.token);
    expect(nextDay.code, JSON.stringify(nextDay.body)).toBe(0);
    expect(await spotUsdt(demo, user.token)).toBe('20000');
    expect(await transfersOf(demo, user.userId)).toHaveLength(2);
    expect(
      await demo.context.db.select().from(demoFundClaims).where(eq(demoFundClaims.userId, user.userId)),
    ).toHaveLength(2);
  });

  it('a repeat with the same Idempotency-Key returns the first answer and credits nothing more', async () => {
    const user = await walletUser(demo);
    const key = idempotencyKey('demo-same');
    const first = await claim(demo, user.token, key);
    const second = await claim(demo, user.token, key);
    expect(first.code).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(await spotUsdt(demo, user.token)).toBe('10000');
    expect(await transfersOf(demo, user.userId)).toHaveLength(1);
  });

  it('needs a signed-in member and an Idempotency-Key', async () => {
    expect((await call(demo.app, 'POST', 'wallet/demo-funds', { ip: freshIp() })).status).toBe(401);
    const user = await walletUser(demo);
    const unkeyed = await call(demo.app, 'POST', 'wallet/demo-funds', { token: user.token, ip: freshIp() });
    expect(unkeyed.status).toBe(400);
    expect(await spotUsdt(demo, user.token)).toBe('0');
  });
});

describe('demo funds on a live feed', () => {
  it('are never available: the status says so and a claim is refused with nothing moved', async () => {
    const user = await walletUser(live);
    expect(await status(live, user.token)).toMatchObject({ isAvailable: false, nextClaimAt: null });
    const refused = await claim(live, user.token);
    expect(refused.status).toBe(403);
    expect(refused.code).toBe(1_007_000_010);
    expect(refused.msg).toMatch(/demo market/);
    expect(await spotUsdt(live, user.token)).toBe('0');
    expect(await transfersOf(live, user.userId)).toEqual([]);
    expect(
      await live.context.db.select().from(demoFundClaims).where(eq(demoFundClaims.userId, user.userId)),
    ).toEqual([]);
    expect((await call(live.app, 'GET', 'market/feed/status')).data as { isDemo: boolean }).toMatchObject({
      isDemo: false,
    });
  });
});
