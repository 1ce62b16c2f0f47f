import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSource } from '../support/source-files';
import { fastContractOrders, fastContractPrices } from '../../src/platform/db/index';
import { freshIp } from '../support/api';
import { operationsOf, sampleOf, type JsonSchema, type SweptOperation } from '../support/openapi-sweep';
import { staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  advanceAndSettle,
  buy,
  buyBody,
  expectFastInvariants,
  fastTrader,
  recordPrice,
  setFastPrice,
} from './fast-fixtures';

/*
 * No endpoint, staff or other, can set or alter a fast contract's outcome or price (issue 18 §3). Three proofs: the
 * fast-contract routes are exactly the six known ones and none of any route's inputs names an outcome field; every
 * registered route is called — by the contracts' owner and by a super admin — with plausible input and with outcome
 * fields added, and no order's outcome or price moves; and in the source, only the settlement job's code writes the
 * outcome columns and only the recorder writes prices.
 */
const OUTCOME_FIELDS = [
  'status',
  'closePrice',
  'closePriceAt',
  'payout',
  'profit',
  'settledAt',
  'openPrice',
  'outcome',
  'price',
];
const KNOWN_ROUTES = [
  'GET /api/admin-api/fast-contract/settings',
  'GET /api/app-api/pay/quick-contract/config',
  'GET /api/app-api/pay/quick-contract/detail',
  'GET /api/app-api/pay/quick-contract/page',
  'POST /api/app-api/pay/quick-contract/buy',
  'PUT /api/admin-api/fast-contract/settings',
];

let t: TestApp;
let operations: SweptOperation[];
let orderIds: number[];
let memberToken: string;
let staffToken: string;

const snapshot = async () => ({
  orders: await t.context.db
    .select()
    .from(fastContractOrders)
    .where(inArray(fastContractOrders.id, orderIds))
    .orderBy(fastContractOrders.id),
  prices: await t.context.db
    .select()
    .from(fastContractPrices)
    .orderBy(fastContractPrices.symbol, fastContractPrices.secondMs),
});

beforeAll(async () => {
  t = await createTestApp();
  await setFastPrice(t, 'BTCUSDT', '60000');
  const owner = await fastTrader(t, '1000');
  memberToken = owner.token;
  staffToken = (await staffLogin(t)).token;
  const settled = await buy(t, owner.token, buyBody());
  await recordPrice(t, 'BTCUSDT', settled.data.expiresAt, '59000');
  await advanceAndSettle(t, 62_000);
  await setFastPrice(t, 'BTCUSDT', '59000');
  const open = await buy(t, owner.token, buyBody({ direction: 1, periodSeconds: 300, payoutRate: '0.75' }));
  orderIds = [settled.data.id, open.data.id];
  operations = operationsOf(t.app.swagger());
});
afterAll(async () => {
  await expectFastInvariants(t.context.db);
  await t.close();
});

const namesIn = (schema: JsonSchema | null | undefined): string[] => {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ].flatMap(namesIn);
  return [...own, ...nested];
};

describe('the routes', () => {
  it('the fast-contract routes are exactly the six known ones', () => {
    const fast = operations
      .filter((operation) => /\/pay\/quick-contract\/|\/fast-contract\//.test(operation.path))
      .map((operation) => `${operation.method} ${operation.path}`)
      .sort();
    expect(fast).toEqual(KNOWN_ROUTES);
  });

  it('no fast-contract route takes an outcome or a price as input', () => {
    const offending = operations
      .filter((operation) => /\/pay\/quick-contract\/|\/fast-contract\//.test(operation.path))
      .flatMap((operation) =>
        [...namesIn(operation.jsonBody), ...operation.parameters.map((parameter) => parameter.name)]
          .filter((name) => OUTCOME_FIELDS.includes(name))
          .map((name) => `${operation.method} ${operation.path}: ${name}`),
      );
    expect(offending).toEqual([]);
  });

  it('every registered route, called by the owner and by a super admin, leaves every outcome and price as it was', async () => {
    const before = await snapshot();
    // Calls that end a session go last, so the others run signed in.
    const ordered = [...operations].sort(
      (a, b) => Number(/logout|delete/.test(a.path)) - Number(/logout|delete/.test(b.path)),
    );
    const outcome = {
      id: orderIds[1],
      status: 1,
      closePrice: '1',
      closePriceAt: 1,
      payout: '1000000',
      settledAt: 1,
      outcome: 'won',
      price: '1',
    };
    let sent = 0;
    let accepted = 0;
    for (const operation of ordered) {
      const url = operation.path.replace(/\{\w+\}/g, String(orderIds[1]));
      const query = Object.fromEntries(
        operation.parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [
            parameter.name,
            parameter.name === 'id' ? String(orderIds[1]) : String(sampleOf(parameter.schema)),
          ]),
      );
      const sample = operation.jsonBody
        ? (sampleOf(operation.jsonBody) as Record<string, unknown>)
        : undefined;
      const bodies = operation.method === 'GET' ? [undefined] : [sample, { ...(sample ?? {}), ...outcome }];
      for (const token of [memberToken, staffToken])
        for (const body of bodies) {
          sent += 1;
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            query: { ...query, ...(operation.method === 'GET' ? { status: '1', closePrice: '1' } : {}) },
            remoteAddress: freshIp(),
            headers: {
              userType: 'main',
              authorization: `Bearer ${token}`,
              'idempotency-key': `outcome-sweep-${sent}`,
            },
            ...(body === undefined ? {} : { payload: body }),
          });
          if (response.statusCode === 200) accepted += 1;
        }
    }
    expect(sent).toBeGreaterThan(300);
    // The callers were signed in and many calls were answered: the sweep reached the handlers, not only the guards.
    expect(accepted).toBeGreaterThan(40);
    expect(await snapshot()).toEqual(before);
  }, 300_000);
});

describe('the source', () => {
  const { filesMatching } = serverSource();

  it('only the settlement code updates fast_contract_orders (the outcome columns), and only the job calls it', () => {
    expect(filesMatching(/\.update\(fastContractOrders\)|update\s+fast_contract_orders/i)).toEqual([
      'modules/fast-contract/settle-fast-contracts.ts',
    ]);
    expect(filesMatching(/settleDueFastContracts|settleFastContract\b/)).toEqual([
      'modules/fast-contract/fast-contract-jobs.ts',
      'modules/fast-contract/settle-fast-contracts.ts',
    ]);
  });

  it('only the recorder writes prices, and nothing deletes or rewrites an order', () => {
    expect(filesMatching(/insert\(fastContractPrices\)|insert\s+into\s+fast_contract_prices/i)).toEqual([
      'modules/fast-contract/price-recorder.ts',
    ]);
    expect(filesMatching(/update\(fastContractPrices\)|update\s+fast_contract_prices/i)).toEqual([]);
    expect(filesMatching(/delete\(fastContractOrders\)|delete\s+from\s+fast_contract_orders/i)).toEqual([]);
  });
});
