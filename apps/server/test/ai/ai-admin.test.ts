import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole, type AdminAiProduct, type AiOrder } from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { adminCall, staffLogin } from '../support/staff';
import type { TestApp } from '../support/test-app';
import { createSpotApp, setSpot, spotTrader } from '../spot/spot-fixtures';
import { ai, expectAiInvariants } from './ai-fixtures';

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createSpotApp();
  await setSpot(t, [{ symbol: 'BTCUSDT', last: '100' }]);
  admin = await staffLogin(t);
});
afterAll(async () => {
  await expectAiInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

const input = {
  name: 'Staff grid',
  description: 'A grid set by staff',
  kind: 0,
  symbol: 'BTCUSDT',
  termSeconds: 86_400,
  minAmount: '40',
  maxAmount: '1000',
  managementFeeRate: '0.1',
  earlyExitFeeRate: '0.01',
  riskLevel: 3,
  gridLow: '90',
  gridHigh: '110',
  gridCount: 4,
};

describe('staff AI products', () => {
  it.each([
    ['an unlisted pair', { symbol: 'NOPEUSDT' }, 'symbol'],
    ['a grid without a low', { gridLow: undefined }, 'gridLow'],
    ['a high under the low', { gridHigh: '80' }, 'gridHigh'],
    ['max under min', { maxAmount: '30' }, 'maxAmount'],
    ['a management fee over half', { managementFeeRate: '0.6' }, 'managementFeeRate'],
    ['an exit fee over 10 %', { earlyExitFeeRate: '0.2' }, 'earlyExitFeeRate'],
    ['cells below the minimum order', { minAmount: '10' }, 'minAmount'],
    ['a DCA whose slices pass the term', { kind: 1, dcaIntervalSeconds: 3600, dcaSlices: 30 }, 'dcaSlices'],
    ['a risk level of 9', { riskLevel: 9 }, 'riskLevel'],
    ['a price field', { price: '1' }, 'price'],
  ])('refuses %s, naming the field', async (_label, change, field) => {
    const result = await adminCall(t, 'POST', 'ai/products', admin.token, { body: { ...input, ...change } });
    expect(result.status, JSON.stringify(result.body)).toBe(400);
    expect((result.body.data as { field?: string }).field).toBe(field);
    const list = await adminCall<AdminAiProduct[]>(t, 'GET', 'ai/products', admin.token);
    expect(list.data).toEqual([]);
  });

  it('creates paused, resumes, edits for new orders only (version + 1), every change audited', async () => {
    const created = await adminCall<AdminAiProduct>(t, 'POST', 'ai/products', admin.token, { body: input });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.data).toMatchObject({ status: 0, version: 1, runningOrderCount: 0 });
    const id = created.data.id;
    const resumed = await adminCall<AdminAiProduct>(t, 'PUT', `ai/products/${id}/status`, admin.token, {
      body: { status: 1 },
    });
    expect(resumed.data.status).toBe(1);
    const user = await spotTrader(t, { USDT: '500' });
    const bought = await ai<AiOrder>(t, user.token, 'POST', 'buy', {
      body: { productId: id, amount: '100', productVersion: 1, agreed: true },
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const edited = await adminCall<AdminAiProduct>(t, 'PUT', `ai/products/${id}`, admin.token, {
      body: { ...input, managementFeeRate: '0.3', gridHigh: '120' },
    });
    expect(edited.data).toMatchObject({ version: 2, runningOrderCount: 1 });
    // The running order keeps the terms it bought.
    const order = await ai<AiOrder>(t, user.token, 'GET', 'order-detail', {
      key: null,
      query: { id: bought.data.id },
    });
    expect(order.data.terms).toMatchObject({ managementFeeRate: '0.1', grid: { high: '110' } });
    // A buy on the old version is refused.
    const stale = await ai(t, user.token, 'POST', 'buy', {
      body: { productId: id, amount: '100', productVersion: 1, agreed: true },
    });
    expect(stale.status).toBe(409);
    const pausedNow = await adminCall<AdminAiProduct>(t, 'PUT', `ai/products/${id}/status`, admin.token, {
      body: { status: 0 },
    });
    expect(pausedNow.data.status).toBe(0);
    const audits = await t.context.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(4);
    expect(audits.map((row) => row.action)).toEqual([
      'PUT /ai/products/:id/status',
      'PUT /ai/products/:id',
      'PUT /ai/products/:id/status',
      'POST /ai/products',
    ]);
  });

  it('is refused to a role without the markets permission', async () => {
    const support = await staffLogin(t, StaffRole.support);
    const result = await adminCall(t, 'POST', 'ai/products', support.token, {
      body: { ...input, name: 'x' },
    });
    expect(result.status).toBe(403);
  });
});
