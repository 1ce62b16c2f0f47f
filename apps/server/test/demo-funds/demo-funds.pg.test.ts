import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { demoFundClaims, ledgerTransfers } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { call, freshIp } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import { idempotencyKey, walletUser } from '../wallet/wallet-fixtures';

// Concurrency on PostgreSQL (PGlite has one connection, so claims cannot race there): simultaneous taps of
// "Get demo funds", each with its own key, credit once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

const claim = (token: string) =>
  call(t.app, 'POST', 'wallet/demo-funds', {
    token,
    headers: { 'idempotency-key': idempotencyKey('race') },
    ip: freshIp(),
  });

const spotUsdt = async (token: string) =>
  (
    await call<{ available: string }>(t.app, 'GET', 'wallet/get-by-coin', {
      token,
      query: { coin: 'USDT', wallet: 'spot' },
    })
  ).data.available;

describe('demo funds under concurrency', () => {
  it('two simultaneous claims credit once; the other is refused as already claimed', async () => {
    const user = await walletUser(t);
    const results = await Promise.all([claim(user.token), claim(user.token)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(results.find((result) => result.status === 409)?.code).toBe(1_007_000_011);
    expect(await spotUsdt(user.token)).toBe('10000');
    const transfers = await t.context.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `demo-funds:${user.userId}:%`));
    expect(transfers).toHaveLength(1);
  });

  it('twenty users each tapping five times at once: exactly one credit per user', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => walletUser(t)));
    const results = await Promise.all(
      users.flatMap((user) => Array.from({ length: 5 }, () => claim(user.token))),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(20);
    expect(results.filter((result) => result.status === 409)).toHaveLength(80);
    for (const user of users) {
      expect(await spotUsdt(user.token)).toBe('10000');
      const claims = await t.context.db
        .select()
        .from(demoFundClaims)
        .where(eq(demoFundClaims.userId, user.userId));
      expect(claims).toHaveLength(1);
    }
  });
});
