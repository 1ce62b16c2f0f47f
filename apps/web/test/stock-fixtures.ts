import type {
  StockConfig,
  StockHolding,
  StockOrder,
  StockOrderDetail,
  StockSession,
} from '@exchange/contracts/http/stock/index';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { API, HttpResponse, http, ok } from './msw-server';
import { marketHandlers, stockRow } from './market-fixtures';

/** 2026-07-06 15:00 UTC, a Monday: 11:00 in New York, the market open (it closes 20:00 UTC). */
export const IN_SESSION_MS = Date.UTC(2026, 6, 6, 15, 0);
export const CLOSES_AT_MS = Date.UTC(2026, 6, 6, 20, 0);
/** Friday 2026-07-03 (Independence Day observed) 15:00 UTC: closed all day; it opens Monday 13:30 UTC. */
export const HOLIDAY_MS = Date.UTC(2026, 6, 3, 15, 0);
export const NEXT_OPEN_MS = Date.UTC(2026, 6, 6, 13, 30);

/** AAPL at 200 USD, live (priceAccuracy 2, transactionAccuracy 4), open in session. */
export const aapl = (overrides: Partial<MarketListRow> = {}) =>
  stockRow({
    id: 301,
    symbol: 'AAPL',
    displayName: 'Apple',
    price: '200',
    change: '2',
    changeRate: '1.01',
    ...overrides,
  });
export const msft = stockRow({ id: 302, symbol: 'MSFT', displayName: 'Microsoft', price: '400' });

export const stockConfig = (overrides: Partial<StockConfig> = {}): StockConfig => ({
  isEnabled: true,
  feeRate: '0.001',
  minAmount: '1',
  wallet: 'spot',
  coin: 'USDT',
  ...overrides,
});

export const openSession = (overrides: Partial<StockSession> = {}): StockSession => ({
  symbol: 'AAPL',
  timezone: 'America/New_York',
  isOpen: true,
  isTradingDay: true,
  isHoliday: false,
  isEarlyClose: false,
  holiday: null,
  openAt: Date.UTC(2026, 6, 6, 13, 30),
  closeAt: CLOSES_AT_MS,
  nextOpenAt: Date.UTC(2026, 6, 7, 13, 30),
  nextCloseAt: CLOSES_AT_MS,
  serverTime: IN_SESSION_MS,
  ...overrides,
});

export const holidaySession = (): StockSession => ({
  symbol: 'AAPL',
  timezone: 'America/New_York',
  isOpen: false,
  isTradingDay: false,
  isHoliday: true,
  isEarlyClose: false,
  holiday: 'independenceDay',
  openAt: null,
  closeAt: null,
  nextOpenAt: NEXT_OPEN_MS,
  nextCloseAt: CLOSES_AT_MS,
  serverTime: HOLIDAY_MS,
});

/** 2 shares of AAPL bought at 150 (cost 300), valued at 200. */
export const aaplHolding = (overrides: Partial<StockHolding> = {}): StockHolding => ({
  symbol: 'AAPL',
  displayName: 'Apple',
  priceAccuracy: 2,
  transactionAccuracy: 4,
  quantity: '2',
  availableQuantity: '2',
  reservedQuantity: '0',
  averageCost: '150',
  costBasis: '300',
  price: '200',
  priceStatus: 1,
  marketValue: '400',
  unrealisedPnl: '100',
  unrealisedPnlRate: '33.33',
  updatedAt: IN_SESSION_MS,
  ...overrides,
});

export function stockOrder(overrides: Partial<StockOrder> & Pick<StockOrder, 'id'>): StockOrder {
  return {
    no: `SO${String(overrides.id).padStart(6, '0')}`,
    symbol: 'AAPL',
    displayName: 'Apple',
    direction: 0,
    orderType: 1,
    status: 1,
    quantity: '1',
    amount: null,
    price: null,
    heldAmount: '0',
    dealPrice: '200',
    dealQuantity: '1',
    dealAmount: '200',
    fee: '0.2',
    realisedPnl: null,
    createdAt: IN_SESSION_MS,
    dealTime: IN_SESSION_MS,
    cancelledAt: null,
    ...overrides,
  };
}

export interface StockCall {
  path: string;
  body: unknown;
  key: string | null;
}

interface StockApiState {
  rows?: MarketListRow[];
  config?: StockConfig;
  session?: StockSession;
  holdings?: StockHolding[];
  openOrders?: StockOrder[];
  history?: StockOrder[];
  usdt?: string;
  /** Answers a mutation by its path (`create`, `complete`, `revoke`); the default is a filled order. */
  answer?: (path: string, call: StockCall) => Response | undefined;
}

const BASE = `${API}/pay/order-stock`;

/** The stock API as the screens use it (and the market list it needs), with every money call recorded. */
export function stockHandlers(state: StockApiState = {}) {
  const calls: StockCall[] = [];
  const rows = state.rows ?? [aapl(), msft];
  const mutation = (path: string, fallback: (body: Record<string, unknown>) => StockOrder) =>
    http.post(`${BASE}/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const call = { path, body, key: request.headers.get('idempotency-key') };
      calls.push(call);
      return state.answer?.(path, call) ?? ok(fallback(body));
    });
  const orders = [...(state.openOrders ?? []), ...(state.history ?? [])];
  const handlers = [
    ...marketHandlers({ 3: rows }).handlers,
    http.get(`${API}/market/favourite/page`, () => ok({ list: [], total: 0 })),
    http.get(`${API}/wallet/get-by-coin`, () =>
      ok({
        wallet: 'spot',
        coin: 'USDT',
        available: state.usdt ?? '1000',
        frozen: '0',
        total: state.usdt ?? '1000',
        price: '1',
        priceStatus: 1,
        valueUsdt: state.usdt ?? '1000',
      }),
    ),
    http.get(`${BASE}/config`, () => ok(state.config ?? stockConfig())),
    http.get(`${BASE}/session`, () => ok(state.session ?? openSession())),
    http.get(`${BASE}/holdings`, () => {
      const list = state.holdings ?? [];
      return ok({ list, totalCostBasis: '0', totalMarketValue: '0', totalUnrealisedPnl: '0' });
    }),
    http.get(`${BASE}/page`, ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      const list = scope === 'open' ? (state.openOrders ?? []) : (state.history ?? []);
      return ok({ list, total: list.length });
    }),
    http.get(`${BASE}/detail`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const order = orders.find((row) => row.id === id);
      if (!order)
        return HttpResponse.json({ code: 404, data: null, msg: 'Not found', showType: 2 }, { status: 404 });
      const detail: StockOrderDetail = { ...order, fill: null };
      return ok(detail);
    }),
    mutation('create', (body) =>
      stockOrder({ id: 900, orderType: Number(body.orderType), status: body.orderType === 2 ? 0 : 1 }),
    ),
    mutation('complete', () => stockOrder({ id: 901, direction: 1, realisedPnl: '49.8' })),
    mutation('revoke', (body) => stockOrder({ id: Number(body.id), status: 2 })),
  ];
  return { handlers, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
