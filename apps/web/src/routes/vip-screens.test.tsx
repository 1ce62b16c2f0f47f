import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VipDetail, VipLevel } from '@exchange/contracts/http/vip/index';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const level = (overrides: Partial<VipLevel>): VipLevel => ({
  level: 0,
  name: 'VIP0',
  makerFeeDiscount: '0',
  takerFeeDiscount: '0',
  withdrawalLimitMultiplier: '1',
  hasPrioritySupport: false,
  minVolume30d: null,
  minHoldings: null,
  price: null,
  termDays: null,
  isPurchasable: false,
  isApplicable: false,
  ...overrides,
});

const LEVELS: VipLevel[] = [
  level({}),
  level({
    level: 1,
    name: 'VIP1',
    makerFeeDiscount: '0.1',
    takerFeeDiscount: '0.1',
    withdrawalLimitMultiplier: '1.5',
    minVolume30d: '100000',
    minHoldings: '10000',
    price: '50',
    termDays: 30,
    isPurchasable: true,
    isApplicable: true,
  }),
  level({
    level: 2,
    name: 'VIP2',
    makerFeeDiscount: '0.2',
    takerFeeDiscount: '0.15',
    withdrawalLimitMultiplier: '2',
    hasPrioritySupport: true,
    minVolume30d: '1000000',
    minHoldings: '50000',
    price: '200',
    termDays: 30,
    isPurchasable: true,
    isApplicable: true,
  }),
];

const DETAIL: VipDetail = {
  level: 0,
  name: 'VIP0',
  source: 'base',
  benefits: {
    makerFeeDiscount: '0',
    takerFeeDiscount: '0',
    withdrawalLimitMultiplier: '1',
    hasPrioritySupport: false,
  },
  qualifiedLevel: 0,
  purchasedLevel: null,
  purchaseEndsAt: null,
  approvedLevel: null,
  volume30d: '25000',
  holdings: '5000',
  isPriceComplete: true,
  evaluatedAt: Date.UTC(2026, 10, 28, 2),
  next: { level: 1, name: 'VIP1', minVolume30d: '100000', minHoldings: '10000' },
  application: null,
};

const vipHandlers = (detail: VipDetail = DETAIL) => [
  ...referenceHandlers(),
  http.get(`${API}/vip/config/list`, () => ok(LEVELS)),
  http.get(`${API}/vip/detail`, () => ok(detail)),
];

describe('/vip', () => {
  it('shows every level with its benefits and how it is reached, without a session', async () => {
    server.use(...vipHandlers());
    renderApp('/vip');
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP levels' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /VIP2/ });
    expect(within(row).getByText('20%')).toBeTruthy();
    expect(within(row).getByText('15%')).toBeTruthy();
    expect(within(row).getByText('×2')).toBeTruthy();
    expect(
      within(row).getByText(/30-day spot volume ≥ 1,000,000 USDT or holdings ≥ 50,000 USDT/),
    ).toBeTruthy();
    expect(within(row).getByText('200 USDT for 30 days')).toBeTruthy();
  });

  it('shows an error with a retry when the levels cannot be loaded', async () => {
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/vip/config/list`, () => HttpResponse.error()),
    );
    renderApp('/vip');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('/mine/vip', () => {
  it('shows my level, the progress by volume and holdings, and applies for a level', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    let sent: unknown = null;
    server.use(
      ...vipHandlers(),
      http.post(`${API}/member/vip/create`, async ({ request }) => {
        sent = await request.json();
        return ok({ id: 7, level: 2, note: 'desk', status: 0, remark: null, createdAt: 1, reviewedAt: null });
      }),
    );
    renderApp('/mine/vip');
    expect(await screen.findByText('Base level')).toBeTruthy();
    const volume = screen.getByRole('progressbar', { name: '30-day spot volume' });
    expect(volume.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('progressbar', { name: 'Holdings' }).getAttribute('aria-valuenow')).toBe('50');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'VIP2');
    await user.type(screen.getByRole('textbox', { name: 'Note for the reviewer' }), 'desk');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent).toEqual({ level: 2, note: 'desk' }));
  });

  it('shows a pending application instead of the form, and a bought term', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...vipHandlers({
        ...DETAIL,
        level: 1,
        name: 'VIP1',
        source: 'purchased',
        purchasedLevel: 1,
        purchaseEndsAt: Date.UTC(2026, 11, 28),
        application: { id: 3, level: 2, note: '', status: 0, remark: null, createdAt: 1, reviewedAt: null },
      }),
    );
    renderApp('/mine/vip');
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(screen.getByText('Bought for a term')).toBeTruthy();
    expect(screen.getByText(/Bought VIP1 until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});

describe('/mine/upgradeplan', () => {
  it('buys a level after confirming exactly what is paid, with an Idempotency-Key', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      ...vipHandlers(),
      http.post(`${API}/vip/purchase/buy`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return ok({
          id: 1,
          no: 'V1',
          level: 2,
          price: '200',
          termDays: 30,
          startsAt: 1,
          endsAt: Date.UTC(2026, 11, 28),
          createdAt: 1,
        });
      }),
    );
    renderApp('/mine/upgradeplan');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy VIP2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm purchase' });
    expect(within(dialog).getByText('200 USDT')).toBeTruthy();
    expect(within(dialog).getByText('15%')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay 200 USDT' }));
    await waitFor(() => expect(sent[0]?.body).toEqual({ level: 2, price: '200', termDays: 30 }));
    expect(sent[0]?.key).toBeTruthy();
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    server.use(
      ...vipHandlers(),
      http.post(`${API}/vip/purchase/buy`, () =>
        HttpResponse.json({
          code: 1_007_000_001,
          msg: 'Not enough balance',
          showType: 1,
          data: { field: 'price' },
        }),
      ),
    );
    renderApp('/mine/upgradeplan');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy VIP1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay 50 USDT' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not enough balance');
  });
});
