import type {
  SpotFill,
  SpotFundRecord,
  SpotOrder,
  SpotOrderDetail,
} from '@exchange/contracts/http/spot/spot-common';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { API, HttpResponse, http, ok } from './msw-server';

/** BTCUSDT as a listed coin pair (market list type 1) at 64,000.50, live; prices at 2 decimals, amounts at 4. */
export function spotPairRow(overrides: Partial<MarketListRow> = {}): MarketListRow {
  return {
    id: 1,
    symbol: 'BTCUSDT',
    displayName: 'Bitcoin',
    logo: '',
    plate: 'main',
    type: 1,
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    priceAccuracy: 2,
    transactionAccuracy: 4,
    tradingHours: null,
    isOpen: true,
    price: '64000.5',
    change: '1200.25',
    changeRate: '1.91',
    high24h: '65000',
    low24h: '62000',
    volume24h: '1234.5',
    status: 1,
    ...overrides,
  };
}

export const ethPairRow = spotPairRow({
  id: 2,
  symbol: 'ETHUSDT',
  displayName: 'Ethereum',
  baseAsset: 'ETH',
  price: '3200.1',
  changeRate: '-0.62',
});

/**
 * BTCUSDT's book: a thin best ask (0.005 at 64,001) then a deep one (1 at 64,010), so a large buy walks into the
 * second level; bids 64,000 (0.5) and 63,990 (2).
 */
export const spotBook = {
  p: 'BTCUSDT',
  type: 1,
  a: [
    ['64001', '0.005'],
    ['64010', '1'],
  ] as [string, string][],
  b: [
    ['64000', '0.5'],
    ['63990', '2'],
  ] as [string, string][],
  t: 1,
};

export function spotOrder(overrides: Partial<SpotOrder> & Pick<SpotOrder, 'id'>): SpotOrder {
  return {
    no: `SO${String(overrides.id).padStart(6, '0')}`,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    direction: 0,
    orderType: 1,
    status: 1,
    price: null,
    triggerPrice: null,
    isTriggered: false,
    quantity: null,
    quoteAmount: '100',
    filledQuantity: '0.0015',
    filledQuoteAmount: '96.0015',
    averagePrice: '64001',
    fee: '0.0000015',
    feeAsset: 'BTC',
    frozenAmount: '0',
    frozenAsset: 'USDT',
    createdAt: 1_767_225_600_000,
    updatedAt: 1_767_225_600_000,
    dealTime: 1_767_225_600_000,
    ...overrides,
  };
}

export function spotFill(overrides: Partial<SpotFill> & Pick<SpotFill, 'id'>): SpotFill {
  return {
    price: '64001',
    quantity: '0.0015',
    quoteAmount: '96.0015',
    fee: '0.0000015',
    feeAsset: 'BTC',
    role: 'taker',
    source: 'book',
    sourcePrice: '64001',
    sourceLevel: 0,
    sourceQuantity: '0.005',
    sourceTime: 1_767_225_600_000,
    createdAt: 1_767_225_600_000,
    ...overrides,
  };
}

export function spotFundRecord(
  overrides: Partial<SpotFundRecord> & Pick<SpotFundRecord, 'id'>,
): SpotFundRecord {
  return {
    orderId: 40,
    orderNo: 'SO000040',
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    direction: 0,
    role: 'taker',
    price: '64001',
    quantity: '0.0015',
    quoteAmount: '96.0015',
    fee: '0.0000015',
    feeAsset: 'BTC',
    baseChange: '0.0014985',
    quoteChange: '-96.0015',
    createdAt: 1_767_225_600_000,
    ...overrides,
  };
}

export interface SpotCall {
  path: string;
  body: unknown;
  query: Record<string, string>;
  key: string | null;
}

interface SpotState {
  pairs?: MarketListRow[];
  /** Rows of the other instrument types (a screen that also lists perpetuals). */
  otherRows?: MarketListRow[];
  /** Available spot balances by coin. */
  balances?: Record<string, string>;
  openOrders?: SpotOrder[];
  history?: SpotOrder[];
  details?: SpotOrderDetail[];
  fundRecords?: SpotFundRecord[];
  /** Answers a mutation by its path (`place`, `revoke`); the default is a filled order. */
  answer?: (path: string, call: SpotCall) => Response | undefined;
}

const BASE = `${API}/pay/order-coin`;

function pageOf<T>(rows: readonly T[], query: URLSearchParams) {
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 15);
  return { list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
}

const notFound = () =>
  HttpResponse.json({ code: 404, data: null, msg: 'Not found', showType: 2 }, { status: 404 });

/** The spot API and the market reads the ticket uses, with every call recorded (body and idempotency key). */
export function spotHandlers(state: SpotState = {}) {
  const calls: SpotCall[] = [];
  const record = async (request: Request, path: string) => {
    const call: SpotCall = {
      path,
      body: request.method === 'GET' ? null : await request.json().catch(() => null),
      query: Object.fromEntries(new URL(request.url).searchParams),
      key: request.headers.get('idempotency-key'),
    };
    calls.push(call);
    return call;
  };
  const balances = state.balances ?? { USDT: '1000', BTC: '0.5' };
  const handlers = [
    http.get(`${API}/market/list/page`, ({ request }) => {
      const type = Number(new URL(request.url).searchParams.get('type'));
      const rows =
        type === 1
          ? (state.pairs ?? [spotPairRow(), ethPairRow])
          : (state.otherRows ?? []).filter((row) => row.type === type);
      return ok({ list: rows, total: rows.length });
    }),
    http.get(`${API}/market/depth`, () => ok(spotBook)),
    http.get(`${API}/wallet/get-by-coin`, async ({ request }) => {
      const call = await record(request, 'balance');
      const coin = call.query.coin ?? '';
      const available = balances[coin] ?? '0';
      return ok({
        wallet: 'spot',
        coin,
        available,
        frozen: '0',
        total: available,
        price: coin === 'USDT' ? '1' : '64000',
        priceStatus: 'live',
        valueUsdt: '0',
      });
    }),
    http.get(`${BASE}/fee-rate`, async ({ request }) => {
      const call = await record(request, 'fee-rate');
      return ok({
        symbol: call.query.symbol ?? '',
        makerFeeRate: '0.0008',
        takerFeeRate: '0.001',
        minNotional: '5',
        priceAccuracy: 2,
        transactionAccuracy: 4,
      });
    }),
    http.get(`${BASE}/order-page`, async ({ request }) => {
      const call = await record(request, 'order-page');
      const rows = call.query.scope === 'history' ? (state.history ?? []) : (state.openOrders ?? []);
      const symbol = call.query.symbol;
      const matching = rows.filter((row) => !symbol || row.symbol === symbol);
      return ok(pageOf(matching, new URL(request.url).searchParams));
    }),
    http.get(`${BASE}/order-detail`, async ({ request }) => {
      const call = await record(request, 'order-detail');
      const detail = (state.details ?? []).find((row) => String(row.id) === call.query.id);
      return detail ? ok(detail) : notFound();
    }),
    http.get(`${BASE}/fund-detail`, async ({ request }) => {
      await record(request, 'fund-detail');
      return ok(pageOf(state.fundRecords ?? [], new URL(request.url).searchParams));
    }),
    http.post(`${BASE}/purchase-actual-commodities`, async ({ request }) => {
      const call = await record(request, 'place');
      return state.answer?.('place', call) ?? ok(spotOrder({ id: 900 }));
    }),
    http.post(`${BASE}/revoke/:id`, async ({ request, params }) => {
      const call = await record(request, 'revoke');
      call.query = { id: String(params.id) };
      return state.answer?.('revoke', call) ?? ok(spotOrder({ id: Number(params.id), status: -2 }));
    }),
  ];
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { handlers, calls, callsTo };
}
