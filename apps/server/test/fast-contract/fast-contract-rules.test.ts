import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  StaffRole,
  type FastContractConfig,
  type FastContractOrder,
  type FastContractSettings,
} from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { adminCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  advanceAndSettle,
  buy,
  buyBody,
  expectFastInvariants,
  fastBalance,
  fastGet,
  fastTrader,
  putSettings,
  recordPrice,
  setFastPrice,
  settingsBody,
  verifyNationality,
} from './fast-fixtures';

/*
 * The operator's rules (issue 18 §3): the staff settings and their audit, the switch and the jurisdiction block, the
 * stake limits, the per-user open stake and the per-instrument house exposure, and the payout the user saw.
 */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
// Every test starts on live prices (a test that moves the clock past expiry leaves them stale).
beforeEach(async () => {
  await setFastPrice(t, 'BTCUSDT', '60000');
  await setFastPrice(t, 'ETHUSDT', '3000');
});
afterEach(async () => {
  const restored = await putSettings(t, staffToken, settingsBody());
  expect(restored.status).toBe(200);
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

const config = async (token: string) => (await fastGet<FastContractConfig>(t, token, 'config')).data;

describe('staff settings', () => {
  it('reads the defaults, replaces them (audited with before and after), and reads them back', async () => {
    const defaults = await adminCall<FastContractSettings>(t, 'GET', 'fast-contract/settings', staffToken);
    expect(defaults.status).toBe(200);
    expect(defaults.data.isEnabled).toBe(true);
    expect(defaults.data.instruments[0]).toEqual({
      symbol: 'BTCUSDT',
      exposureLimit: '100000',
      periods: [
        { periodSeconds: 30, payoutRate: '0.85' },
        { periodSeconds: 60, payoutRate: '0.85' },
        { periodSeconds: 120, payoutRate: '0.8' },
        { periodSeconds: 300, payoutRate: '0.75' },
      ],
    });
    const body = settingsBody({
      blockedCountries: ['us', 'GB'],
      minStake: '5.50',
      instruments: [
        { symbol: 'ETHUSDT', exposureLimit: '2500', periods: [{ periodSeconds: 90, payoutRate: '0.9000' }] },
      ],
    });
    const saved = await putSettings(t, staffToken, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.data).toMatchObject({
      blockedCountries: ['GB', 'US'],
      minStake: '5.5',
      instruments: [
        { symbol: 'ETHUSDT', exposureLimit: '2500', periods: [{ periodSeconds: 90, payoutRate: '0.9' }] },
      ],
      updatedAt: t.clock.nowMs(),
    });
    const read = await adminCall<FastContractSettings>(t, 'GET', 'fast-contract/settings', staffToken);
    expect(read.data).toEqual(saved.data);
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target, 'fast-contract:settings'), eq(staffAuditLog.status, 200)))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit?.action).toBe('PUT /fast-contract/settings');
    expect(audit?.after).toMatchObject({ minStake: '5.5', blockedCountries: ['GB', 'US'] });
    const user = await fastTrader(t, '0');
    await verifyNationality(t, user.userId, 'DE');
    expect((await config(user.token)).instruments).toEqual([
      {
        symbol: 'ETHUSDT',
        periods: [{ periodSeconds: 90, payoutRate: '0.9', lossRate: '1', houseEdge: '0.05' }],
      },
    ]);
  });

  const INVALID: [string, Record<string, unknown>, string][] = [
    ['min above max', { minStake: '20000' }, 'maxStake'],
    ['max above the open-stake limit', { maxOpenStakePerUser: '100' }, 'maxOpenStakePerUser'],
    ['a country that is not ISO', { blockedCountries: ['ZZ'] }, 'blockedCountries.0'],
    ['a country twice', { blockedCountries: ['US', 'us'] }, 'blockedCountries'],
    ['a stake with 3 decimals', { minStake: '1.001' }, 'minStake'],
    [
      'a payout above 1',
      {
        instruments: [
          { symbol: 'BTCUSDT', exposureLimit: '1', periods: [{ periodSeconds: 60, payoutRate: '1.2' }] },
        ],
      },
      'instruments.0.periods.0.payoutRate',
    ],
    [
      'a period twice',
      {
        instruments: [
          {
            symbol: 'BTCUSDT',
            exposureLimit: '1',
            periods: [
              { periodSeconds: 60, payoutRate: '0.8' },
              { periodSeconds: 60, payoutRate: '0.7' },
            ],
          },
        ],
      },
      'instruments.0.periods',
    ],
    [
      'no period',
      { instruments: [{ symbol: 'BTCUSDT', exposureLimit: '1', periods: [] }] },
      'instruments.0.periods',
    ],
    [
      'an instrument that is not a fast contract',
      {
        instruments: [
          { symbol: 'AAPL', exposureLimit: '1', periods: [{ periodSeconds: 60, payoutRate: '0.8' }] },
        ],
      },
      'instruments.0.symbol',
    ],
    ['an outcome field', { closePrice: '1' }, 'closePrice'],
  ];
  it.each(INVALID)(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_label, change, field) => {
      const before = await adminCall<FastContractSettings>(t, 'GET', 'fast-contract/settings', staffToken);
      const answer = await putSettings(t, staffToken, settingsBody(change));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      const data = answer.body.data as { field?: string; issues?: { field: string }[] };
      expect([data.field, ...(data.issues ?? []).map((issue) => issue.field)]).toContain(field);
      expect((await adminCall(t, 'GET', 'fast-contract/settings', staffToken)).data).toEqual(before.data);
    },
  );

  it('needs markets.write to change and markets.read to read', async () => {
    const support = await staffLogin(t, StaffRole.support);
    expect((await adminCall(t, 'GET', 'fast-contract/settings', support.token)).status).toBe(403);
    const auditor = await staffLogin(t, StaffRole.auditor);
    expect((await adminCall(t, 'GET', 'fast-contract/settings', auditor.token)).status).toBe(200);
    expect((await putSettings(t, auditor.token, settingsBody({ isEnabled: false }))).status).toBe(403);
    const user = await fastTrader(t, '0');
    expect((await putSettings(t, user.token, settingsBody())).status).toBe(403);
  });
});

describe('the operator switch', () => {
  it('switched off: config says unavailable (disabled), buys are 403, and open contracts still settle', async () => {
    const user = await fastTrader(t, '1000');
    const open = await buy(t, user.token, buyBody());
    expect(open.status).toBe(200);
    await putSettings(t, staffToken, settingsBody({ isEnabled: false }));
    expect(await config(user.token)).toMatchObject({ isAvailable: false, unavailableReason: 'disabled' });
    const refused = await buy(t, user.token, buyBody());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 1_012_000_001 });
    expect(refused.msg).toMatch(/not available/);
    await recordPrice(t, 'BTCUSDT', open.data.expiresAt, '60100');
    await advanceAndSettle(t, 62_000);
    const settled = await fastGet<FastContractOrder>(t, user.token, 'detail', { id: open.data.id });
    expect(settled.data).toMatchObject({ status: 1, payout: '185' });
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '1085', frozen: '0' });
  });

  it('a blocked jurisdiction: the verified nationality decides; unknown counts as blocked while any country is', async () => {
    await putSettings(t, staffToken, settingsBody({ blockedCountries: ['US', 'FR'] }));
    const american = await fastTrader(t, '1000');
    await verifyNationality(t, american.userId, 'US');
    const briton = await fastTrader(t, '1000');
    await verifyNationality(t, briton.userId, 'GB');
    const unverified = await fastTrader(t, '1000');
    await verifyNationality(t, unverified.userId, 'GB', 1); // under review: not verified yet
    expect(await config(american.token)).toMatchObject({
      isAvailable: false,
      unavailableReason: 'jurisdiction',
    });
    expect((await buy(t, american.token, buyBody())).status).toBe(403);
    expect(await config(unverified.token)).toMatchObject({
      isAvailable: false,
      unavailableReason: 'jurisdiction',
    });
    expect((await buy(t, unverified.token, buyBody())).status).toBe(403);
    expect(await config(briton.token)).toMatchObject({ isAvailable: true });
    expect((await buy(t, briton.token, buyBody())).status).toBe(200);
    expect(await fastBalance(t.context.db, american.userId)).toEqual({ available: '1000', frozen: '0' });
    await putSettings(t, staffToken, settingsBody());
    expect(await config(unverified.token)).toMatchObject({ isAvailable: true });
  });
});

describe('limits', () => {
  it('per-user open stake: a buy taking the open stakes above the limit is refused; settling frees room', async () => {
    await putSettings(t, staffToken, settingsBody({ maxStake: '200', maxOpenStakePerUser: '300' }));
    const user = await fastTrader(t, '1000');
    expect((await buy(t, user.token, buyBody({ amount: '200' }))).status).toBe(200);
    const refused = await buy(t, user.token, buyBody({ amount: '100.01' }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 1_012_000_005, data: { field: 'amount' } });
    expect((await buy(t, user.token, buyBody({ amount: '100', direction: 1 }))).status).toBe(200);
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '700', frozen: '300' });
    expect((await config(user.token)).openStake).toBe('300');
    await advanceAndSettle(t, 62_000); // nothing recorded: both refunded
    await setFastPrice(t, 'BTCUSDT', '60000');
    expect((await buy(t, user.token, buyBody({ amount: '200' }))).status).toBe(200);
  });

  it('house exposure per instrument and side: Σ stake × rate may not pass the limit; the other side has its own room', async () => {
    const instruments = settingsBody().instruments.map((offer) =>
      offer.symbol === 'ETHUSDT' ? { ...offer, exposureLimit: '170' } : offer,
    );
    await putSettings(t, staffToken, settingsBody({ instruments }));
    const first = await fastTrader(t, '1000');
    const second = await fastTrader(t, '1000');
    const eth = (overrides: Record<string, unknown>) => buyBody({ symbol: 'ETHUSDT', ...overrides });
    expect((await buy(t, first.token, eth({ amount: '100' }))).status).toBe(200); // 85 of 170
    expect((await buy(t, second.token, eth({ amount: '100' }))).status).toBe(200); // 170 of 170
    const over = await buy(t, second.token, eth({ amount: '10' }));
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 1_012_000_006, data: { field: 'amount' } });
    expect((await buy(t, second.token, eth({ amount: '200', direction: 1 }))).status).toBe(200);
    expect((await buy(t, second.token, buyBody({ amount: '500' }))).status).toBe(200); // BTC is another book
    expect(await fastBalance(t.context.db, second.userId)).toEqual({ available: '200', frozen: '800' });
  });
});

describe('the payout the user saw', () => {
  it('staff change the rate after the user read it: the buy is refused with the new rate; the open contract keeps its own', async () => {
    const user = await fastTrader(t, '1000');
    const before = await buy(t, user.token, buyBody({ amount: '100' }));
    const seen = (await config(user.token)).instruments[0]?.periods.find(
      (period) => period.periodSeconds === 60,
    );
    expect(seen?.payoutRate).toBe('0.85');
    const instruments = settingsBody().instruments.map((offer) => ({
      ...offer,
      periods: offer.periods.map((period) =>
        period.periodSeconds === 60 ? { ...period, payoutRate: '0.8' } : period,
      ),
    }));
    await putSettings(t, staffToken, settingsBody({ instruments }));
    const refused = await buy(t, user.token, buyBody({ payoutRate: seen?.payoutRate }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 1_012_000_003, data: { field: 'payoutRate' } });
    expect(refused.msg).toContain('0.8');
    expect(await fastBalance(t.context.db, user.userId)).toEqual({ available: '900', frozen: '100' });
    const after = await buy(t, user.token, buyBody({ payoutRate: '0.8' }));
    expect(after.data.payoutRate).toBe('0.8');
    await recordPrice(t, 'BTCUSDT', after.data.expiresAt, '60500');
    await advanceAndSettle(t, 62_000);
    const [won, alsoWon] = await Promise.all(
      [before, after].map(
        async (order) =>
          (await fastGet<FastContractOrder>(t, user.token, 'detail', { id: order.data.id })).data,
      ),
    );
    expect(won).toMatchObject({ status: 1, payoutRate: '0.85', payout: '185' });
    expect(alsoWon).toMatchObject({ status: 1, payoutRate: '0.8', payout: '180' });
  });
});

describe('the staff user view and account deletion', () => {
  it('the view lists the user’s fast contracts and counts the open ones; deletion waits until they settle', async () => {
    const user = await fastTrader(t, '1000');
    const open = await buy(t, user.token, buyBody({ amount: '100' }));
    const view = await adminCall<{ fastContracts: FastContractOrder[]; openFastContractCount: number }>(
      t,
      'GET',
      'user/get',
      staffToken,
      { query: { id: user.userId } },
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.data.fastContracts).toEqual([open.data]);
    expect(view.data.openFastContractCount).toBe(1);
    const refused = await adminCall(t, 'POST', 'user/delete', staffToken, {
      body: { id: user.userId, remark: 'closing the account' },
    });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('1 open fast contract');
    await advanceAndSettle(t, 62_000);
    const after = await adminCall<{ openFastContractCount: number }>(t, 'GET', 'user/get', staffToken, {
      query: { id: user.userId },
    });
    expect(after.data.openFastContractCount).toBe(0);
  });
});
