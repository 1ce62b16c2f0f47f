import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { FastContractConfig, FastContractOrder } from '@exchange/contracts/http/fast-contract/index';
import type { MarketListRow } from '@exchange/contracts/http/market/market-row';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/lib/query-client';
import { API, HttpResponse, http, ok } from './msw-server';
import { marketHandlers, marketRow } from './market-fixtures';

/** A fixed moment the fast tests read the clock at (2026-07-06 15:00:00 UTC). */
export const NOW_MS = Date.UTC(2026, 6, 6, 15, 0, 0);

/** BTCUSDT as a fast-contract instrument (market list type 5) at 60,000, live. */
export const fastBtc = (overrides: Partial<MarketListRow> = {}) =>
  marketRow({ id: 501, symbol: 'BTCUSDT', displayName: 'Bitcoin', type: 5, price: '60000', ...overrides });
export const fastEth = marketRow({
  id: 502,
  symbol: 'ETHUSDT',
  displayName: 'Ethereum',
  type: 5,
  price: '3000',
});

export const fastConfig = (overrides: Partial<FastContractConfig> = {}): FastContractConfig => ({
  isAvailable: true,
  minStake: '10',
  maxStake: '10000',
  maxOpenStakePerUser: '50000',
  openStake: '0',
  instruments: ['BTCUSDT', 'ETHUSDT'].map((symbol) => ({
    symbol,
    periods: [
      { periodSeconds: 30, payoutRate: '0.85', lossRate: '1', houseEdge: '0.075' },
      { periodSeconds: 60, payoutRate: '0.85', lossRate: '1', houseEdge: '0.075' },
      { periodSeconds: 120, payoutRate: '0.8', lossRate: '1', houseEdge: '0.1' },
      { periodSeconds: 300, payoutRate: '0.75', lossRate: '1', houseEdge: '0.125' },
    ],
  })),
  ...overrides,
});

export function fastOrder(
  overrides: Partial<FastContractOrder> & Pick<FastContractOrder, 'id'>,
): FastContractOrder {
  return {
    no: `FC${String(overrides.id).padStart(6, '0')}`,
    symbol: 'BTCUSDT',
    direction: 0,
    amount: '100',
    periodSeconds: 60,
    payoutRate: '0.85',
    status: 0,
    openPrice: '60000',
    openPriceAt: NOW_MS - 15_400,
    openedAt: NOW_MS - 15_000,
    expiresAt: NOW_MS + 45_000,
    closePrice: null,
    closePriceAt: null,
    payout: null,
    profit: null,
    settledAt: null,
    ...overrides,
  };
}

export interface FastCall {
  body: unknown;
  key: string | null;
}

interface FastApiState {
  config?: FastContractConfig;
  walletBalance?: string;
  open?: FastContractOrder[];
  settled?: FastContractOrder[];
  /** Answers a buy; the default is an open contract. */
  answer?: (call: FastCall) => Response | undefined;
}

const BASE = `${API}/pay/quick-contract`;

/** The fast-contract API (and the type-5 market list) as the screens use it, with every buy recorded. */
export function fastHandlers(state: FastApiState = {}) {
  const buys: FastCall[] = [];
  const pageOf = (rows: FastContractOrder[]) => ok({ list: rows, total: rows.length });
  const handlers = [
    ...marketHandlers({ 5: [fastBtc(), fastEth] }).handlers,
    http.get(`${BASE}/config`, () => ok(state.config ?? fastConfig())),
    http.get(`${API}/wallet/quick-contract`, () =>
      ok({
        total: state.walletBalance ?? '500',
        walletBalance: state.walletBalance ?? '500',
        positionAmount: '0',
      }),
    ),
    http.get(`${BASE}/page`, ({ request }) =>
      pageOf(
        new URL(request.url).searchParams.get('scope') === 'open'
          ? (state.open ?? [])
          : (state.settled ?? []),
      ),
    ),
    http.get(`${BASE}/detail`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const order = [...(state.open ?? []), ...(state.settled ?? [])].find((row) => row.id === id);
      return order
        ? ok(order)
        : HttpResponse.json(
            { code: 1_012_000_007, data: null, msg: 'Not found', showType: 2 },
            { status: 404 },
          );
    }),
    http.post(`${BASE}/buy`, async ({ request }) => {
      const call = { body: await request.json(), key: request.headers.get('idempotency-key') };
      buys.push(call);
      return state.answer?.(call) ?? ok(fastOrder({ id: 900, openedAt: NOW_MS, expiresAt: NOW_MS + 60_000 }));
    }),
  ];
  return { handlers, buys };
}

/** Renders a component the way the app does (providers, a router at `path`), without a screen around it. */
export function renderInApp(node: ReactNode, path = '/') {
  queryClient.clear();
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </AppProviders>,
  );
}
