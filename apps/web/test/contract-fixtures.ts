import type {
  ContractOrder,
  ContractPosition,
  ContractSpec,
  OrderInfo,
} from '@exchange/contracts/http/contract/index';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { API, HttpResponse, http, ok } from './msw-server';

/** BTCUSDT as a listed perpetual (market list type 2) at 60,000, live. */
export function perpetualRow(overrides: Partial<MarketListRow> = {}): MarketListRow {
  return {
    id: 101,
    symbol: 'BTCUSDT',
    displayName: 'Bitcoin perpetual',
    logo: '',
    plate: 'main',
    type: 2,
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    priceAccuracy: 2,
    transactionAccuracy: 3,
    tradingHours: null,
    isOpen: true,
    price: '60000',
    change: '600',
    changeRate: '1.01',
    high24h: '61000',
    low24h: '59000',
    volume24h: '100',
    status: 1,
    ...overrides,
  };
}

export const ethPerpetual = perpetualRow({
  id: 102,
  symbol: 'ETHUSDT',
  displayName: 'Ethereum perpetual',
  baseAsset: 'ETH',
  price: '3000',
  changeRate: '-0.5',
});

/** BTCUSDT's rules: Binance-style brackets (125× to 50k, 100× to 250k, 50× to 1M), taker 0.05 %, maker 0.02 %. */
export function contractSpec(overrides: Partial<ContractSpec> = {}): ContractSpec {
  return {
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    priceAccuracy: 2,
    transactionAccuracy: 3,
    maxLeverage: 125,
    takerFeeRate: '0.0005',
    makerFeeRate: '0.0002',
    minNotional: '5',
    brackets: [
      {
        bracket: 1,
        initialLeverage: 125,
        notionalFloor: '0',
        notionalCap: '50000',
        maintMarginRatio: '0.004',
        cum: '0',
      },
      {
        bracket: 2,
        initialLeverage: 100,
        notionalFloor: '50000',
        notionalCap: '250000',
        maintMarginRatio: '0.005',
        cum: '50',
      },
      {
        bracket: 3,
        initialLeverage: 50,
        notionalFloor: '250000',
        notionalCap: '1000000',
        maintMarginRatio: '0.01',
        cum: '1300',
      },
    ],
    ...overrides,
  };
}

export const ethSpec = contractSpec({ symbol: 'ETHUSDT', baseAsset: 'ETH' });

export function orderInfo(overrides: Partial<OrderInfo> = {}): OrderInfo {
  return {
    available: 1000,
    netWorthBigDecimal: 1000,
    profit: 0,
    balance: 1000,
    marginRatio: 0,
    occupyMargin: 0,
    riskRate: 0,
    ...overrides,
  };
}

/** A 10× cross long of 0.02 BTC opened at 60,000 (margin 120), valued at a mark of 60,000. */
export function contractPosition(overrides: Partial<ContractPosition> = {}): ContractPosition {
  return {
    id: 7,
    symbol: 'BTCUSDT',
    subscribeSymbol: 'BTCUSDT',
    direction: 1,
    marginMode: 1,
    lever: 10,
    quantity: '0.02',
    openPrice: '60000',
    endPrice: '60000',
    markStatus: 1,
    earnestMoney: '120',
    plAmount: '0',
    plRatio: '0',
    liquidationPrice: null,
    maintenanceMargin: '4.8',
    stopProfitPrice: null,
    stopLossPrice: null,
    openFee: '0.6',
    fundingFee: '0',
    realisedPnl: '0',
    status: 1,
    createdAt: 1_767_225_600_000,
    updatedAt: 1_767_225_600_000,
    ...overrides,
  };
}

export function contractOrder(overrides: Partial<ContractOrder> & Pick<ContractOrder, 'id'>): ContractOrder {
  return {
    no: `CO${String(overrides.id).padStart(6, '0')}`,
    symbol: 'BTCUSDT',
    direction: 1,
    action: 1,
    orderType: 1,
    marginMode: 1,
    lever: 10,
    quantity: '0.01',
    price: null,
    dealPrice: '60000',
    // A close carries the entry it settled against.
    openPrice: overrides.action === 2 ? '60000' : null,
    earnestMoney: '60',
    fee: '0.3',
    plAmount: null,
    status: 1,
    trigger: 1,
    positionId: 7,
    stopProfitPrice: null,
    stopLossPrice: null,
    createdAt: 1_767_225_600_000,
    dealTime: 1_767_225_600_000,
    ...overrides,
  };
}

export interface RecordedCall {
  path: string;
  body: unknown;
  query: Record<string, string>;
  key: string | null;
}

interface ContractState {
  perpetuals?: MarketListRow[];
  specs?: ContractSpec[];
  positions?: ContractPosition[];
  account?: OrderInfo;
  openOrders?: ContractOrder[];
  history?: ContractOrder[];
  /** Answers a mutation by its path (`create`, `complete`, …); the default is a filled order. */
  answer?: (path: string, call: RecordedCall) => Response | undefined;
}

const BASE = `${API}/pay/order-contract`;

function pageOf(rows: readonly ContractOrder[], query: URLSearchParams) {
  const symbol = query.get('symbol');
  const matching = rows.filter((row) => !symbol || row.symbol === symbol);
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 15);
  return { list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: matching.length };
}

/** The contract API as the screens use it, with every call recorded (reads by path, mutations with body and key). */
export function contractHandlers(state: ContractState = {}) {
  const calls: RecordedCall[] = [];
  const record = async (request: Request, path: string) => {
    const call: RecordedCall = {
      path,
      body: request.method === 'GET' ? null : await request.json(),
      query: Object.fromEntries(new URL(request.url).searchParams),
      key: request.headers.get('idempotency-key'),
    };
    calls.push(call);
    return call;
  };
  const mutation = (method: 'get' | 'post', path: string, fallback: () => unknown) =>
    http[method](`${BASE}/${path}`, async ({ request }) => {
      const call = await record(request, path);
      return state.answer?.(path, call) ?? ok(fallback() as never);
    });
  const handlers = [
    http.get(`${API}/market/list/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const rows =
        Number(query.get('type')) === 2 ? (state.perpetuals ?? [perpetualRow(), ethPerpetual]) : [];
      return ok({ list: rows, total: rows.length });
    }),
    http.get(`${API}/market/mark-price`, ({ request }) => {
      const symbol = new URL(request.url).searchParams.get('symbol') ?? '';
      const markPrice = symbol === 'ETHUSDT' ? '3000' : '59990';
      return ok({
        symbol,
        markPrice,
        indexPrice: markPrice,
        lastPrice: markPrice,
        fundingRate: '0.0001',
        nextFundingTime: 2e12,
        time: 1_767_225_600_000,
      });
    }),
    // The perpetual's order book, beside the ticket on a phone too.
    http.get(`${API}/market/depth`, ({ request }) =>
      ok({
        p: new URL(request.url).searchParams.get('symbol') ?? 'BTCUSDT',
        type: 2,
        a: [['60010', '0.5']],
        b: [['59990', '0.75']],
        t: 1,
      }),
    ),
    http.get(`${BASE}/position-level-map`, () => ok(state.specs ?? [contractSpec(), ethSpec])),
    http.get(`${BASE}/positions`, async ({ request }) => {
      await record(request, 'positions');
      return ok(state.positions ?? []);
    }),
    http.get(`${BASE}/account-info`, () => ok(state.account ?? orderInfo())),
    http.get(`${BASE}/page`, async ({ request }) => {
      const call = await record(request, 'page');
      const query = new URL(request.url).searchParams;
      return ok(
        pageOf(call.query.scope === 'open' ? (state.openOrders ?? []) : (state.history ?? []), query),
      );
    }),
    http.get(`${BASE}/detail`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const order = [...(state.openOrders ?? []), ...(state.history ?? [])].find((row) => row.id === id);
      return order
        ? ok(order)
        : HttpResponse.json({ code: 404, data: null, msg: 'Not found', showType: 2 }, { status: 404 });
    }),
    mutation('post', 'create', () => contractOrder({ id: 900 })),
    mutation('post', 'create-specify', () => contractOrder({ id: 901 })),
    mutation('post', 'complete', () => contractOrder({ id: 902, action: 2 })),
    mutation('post', 'limit-complete', () => contractOrder({ id: 903, action: 2, orderType: 2, status: 0 })),
    mutation('post', 'close-one-click', () => ({
      closed: [contractOrder({ id: 904, action: 2 })],
      skipped: [],
    })),
    mutation('post', 'update-profit-loss', () => contractPosition()),
    mutation('get', 'reverse', () => ({
      closed: contractOrder({ id: 905, action: 2, trigger: 5 }),
      opened: contractOrder({ id: 906, direction: 2, trigger: 5 }),
    })),
    mutation('get', 'revoke', () => contractOrder({ id: 907, status: 2 })),
    mutation('get', 'reverse-all', () => ({
      reversed: [
        {
          closed: contractOrder({ id: 908, action: 2, trigger: 5 }),
          opened: contractOrder({ id: 909, direction: 2 }),
        },
      ],
      skipped: [{ positionId: 8, symbol: 'ETHUSDT', reason: 'priceUnavailable' }],
    })),
  ];
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { handlers, calls, callsTo };
}

/** A refusal as the server sends it: `{code, msg, data: {field}}` with the HTTP status. */
export function refusal(code: number, msg: string, field: string, status = 422) {
  return HttpResponse.json({ code, msg, data: { field }, showType: 1 }, { status });
}
