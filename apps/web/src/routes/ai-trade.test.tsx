import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiChildOrder, AiOrder, AiProduct } from '@exchange/contracts/http/ai/index';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const terms = {
  kind: 0 as const,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  termSeconds: 604_800,
  managementFeeRate: '0.1',
  earlyExitFeeRate: '0.005',
  grid: { low: '85000', high: '100000', gridCount: 30 },
  dca: null,
};

const product = (overrides: Partial<AiProduct> = {}): AiProduct => ({
  id: 1,
  name: 'BTC grid',
  description: 'A grid on BTC',
  status: 1,
  version: 3,
  minAmount: '150',
  maxAmount: '50000',
  riskLevel: 3,
  terms,
  spotFeeRate: '0.001',
  gridProfit: { min: '0.0031', max: '0.0038' },
  backtest: {
    fromMs: NOW - 30 * 86_400_000,
    toMs: NOW - 3_600_000,
    interval: '60',
    candleCount: 719,
    childOrderCount: 42,
    startValue: '150',
    endValue: '153.2',
    returnRate: '0.021333',
  },
  ...overrides,
});

const order = (overrides: Partial<AiOrder> = {}): AiOrder => ({
  id: 7,
  no: 'AI20261128',
  productId: 1,
  productName: 'BTC grid',
  status: 0,
  amount: '200',
  terms,
  startedAt: NOW,
  endsAt: NOW + 604_800_000,
  holdings: [
    { asset: 'BTC', amount: '0.001' },
    { asset: 'USDT', amount: '110' },
  ],
  markPrice: '95000',
  value: '204',
  profit: '4',
  managementFee: '1',
  earlyExitFee: null,
  payout: null,
  childOrderCount: 1,
  settledAt: null,
  ...overrides,
});

const child: AiChildOrder = {
  id: 11,
  orderId: 7,
  no: 'AI20261128-1',
  symbol: 'BTCUSDT',
  direction: 0,
  reason: 'grid-buy',
  price: '94500',
  quantity: '0.001',
  quoteAmount: '94.5',
  fee: '0.000001',
  feeAsset: 'BTC',
  feeRate: '0.001',
  sourcePrice: '94500',
  sourceTime: NOW,
  createdAt: NOW,
};

function open(path: string, state: { usdt?: string } = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const sent: { buys: unknown[]; settles: string[] } = { buys: [], settles: [] };
  server.use(
    http.get(`${API}/pay/ai-trade/config-page`, () => ok({ list: [product()], total: 1 })),
    http.get(`${API}/pay/ai-trade/order-page`, ({ request }) =>
      new URL(request.url).searchParams.get('scope') === 'running'
        ? ok({ list: [order()], total: 1 })
        : ok({ list: [], total: 0 }),
    ),
    http.get(`${API}/pay/ai-trade/order-detail`, ({ request }) =>
      new URL(request.url).searchParams.get('id') === '7'
        ? ok(order())
        : HttpResponse.json(
            { code: 1_013_000_005, data: { field: 'id' }, msg: 'AI order not found.' },
            { status: 404 },
          ),
    ),
    http.get(`${API}/pay/ai-trade/sub-page`, () => ok({ list: [child], total: 1 })),
    http.post(`${API}/pay/ai-trade/buy`, async ({ request }) => {
      sent.buys.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return ok(order());
    }),
    http.put(`${API}/pay/ai-trade/early-settlement/:id`, ({ params }) => {
      sent.settles.push(String(params.id));
      return ok(order({ status: 2, earlyExitFee: '1.02', payout: '201.98', value: '201.98' }));
    }),
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
    ...referenceHandlers(),
  );
  return { ...renderApp(path), sent };
}

afterEach(() => vi.restoreAllMocks());

describe('/mine/aItrade', () => {
  it('shows each strategy with its rules, fees, limits, risk and a labelled backtest', async () => {
    open('/mine/aItrade');
    const card = await screen.findByRole('article', { name: 'BTC grid' });
    expect(within(card).getByText('Backtest (past performance)')).toBeTruthy();
    expect(within(card).getByTestId('backtest-return').textContent).toBe('+2.13%');
    for (const text of [
      '10.00% of the profit, none on a loss',
      '0.50% of the value when you stop early',
      '3 of 5',
      '7 d',
    ])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Start this strategy' }).getAttribute('href')).toBe(
      '/funds/buyai?id=1',
    );
  });
});

describe('/funds/buyai', () => {
  it('repeats the rules, needs "I agree", checks the amount, and sends the version the user saw', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const { sent, router } = open('/funds/buyai?id=1', { usdt: '300' });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Amount (USDT)');
    expect(screen.getByText('10.00% of the profit, none on a loss')).toBeTruthy();
    const submit = screen.getByRole('button', { name: /^Start with/ });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByText('Between 150 and 50000 USDT')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '400');
    expect(await screen.findByText('Not enough USDT in your spot wallet (300 available)')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: 'Start with 200.00 USDT' }));
    await waitFor(() => expect(sent.buys).toHaveLength(1));
    expect(sent.buys[0]).toMatchObject({
      body: { productId: 1, amount: '200', productVersion: 3, agreed: true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/ai_order_detail'));
  });
});

describe('AI orders', () => {
  it('lists running orders with value and return', async () => {
    open('/mine/ai_order');
    const list = await screen.findByRole('list', { name: 'My AI orders' });
    expect(within(list).getByText('204.00 USDT')).toBeTruthy();
    expect(within(list).getByText('4.00 USDT')).toBeTruthy();
  });

  it('shows the early-exit fee and payout before stopping early', async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const { sent } = open('/mine/ai_order_detail?id=7');
    const user = userEvent.setup();
    expect((await screen.findByTestId('ai-value')).textContent).toBe('204.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Stop early' }));
    const dialog = await screen.findByRole('alertdialog');
    // (204 + 1) × 0.5 % = 1.025 → 1.02 shown; payout 204 − 1.025.
    expect(within(dialog).getByText(/Early-exit fee about 1.02 USDT/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stop and pay out' }));
    await waitFor(() => expect(sent.settles).toEqual(['7']));
  });

  it('says so for a missing order', async () => {
    open('/mine/ai_order_detail?id=8');
    expect(await screen.findByText('AI order not found.')).toBeTruthy();
  });

  it('lists the child orders with their market price and fee', async () => {
    open('/mine/ai_child_Order?orderId=7');
    const row = await screen.findByRole('article', { name: 'AI20261128-1' });
    expect(within(row).getByText('Buy · grid')).toBeTruthy();
    expect(within(row).getByText('0.000001 BTC')).toBeTruthy();
  });
});
