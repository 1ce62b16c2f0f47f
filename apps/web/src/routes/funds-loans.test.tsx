import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Loan, LoanEvent, LoanInfo } from '@exchange/contracts/http/loan/index';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { formatDateTime } from '@/lib/format-date-time';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const HOUR = 3_600_000;

const info = (overrides: Partial<LoanInfo['offers'][number]> = {}): LoanInfo => ({
  loanCoin: 'USDT',
  usdtAvailable: '100',
  offers: [
    {
      collateralCoin: 'BTC',
      isActive: true,
      hourlyRate: '0.0000095',
      initialLtv: '0.65',
      marginCallLtv: '0.8',
      liquidationLtv: '0.9',
      liquidationFeeRate: '0.02',
      termDays: [7, 30, 90],
      minLoan: '10',
      maxLoan: '500000',
      price: '60000',
      available: '2',
      ...overrides,
    },
  ],
});

const loan = (overrides: Partial<Loan> = {}): Loan => ({
  id: 3,
  no: 'L1',
  status: 0,
  collateralCoin: 'BTC',
  collateralAmount: '1',
  loanCoin: 'USDT',
  borrowedAmount: '30000',
  principal: '30000',
  accruedInterest: '0.285',
  totalInterest: '0.285',
  debt: '30000.285',
  hourlyRate: '0.0000095',
  termDays: 30,
  initialLtv: '0.65',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  liquidationFeeRate: '0.02',
  price: '60000',
  ltv: '0.500005',
  liquidationPrice: '33333.65',
  isMarginCalled: false,
  borrowedAt: NOW,
  dueAt: NOW + 30 * 86_400_000,
  overdueLiquidationAt: NOW + 30 * 86_400_000 + 72 * HOUR,
  closedAt: null,
  liquidation: null,
  ...overrides,
});

function open(path: string, state: { loans?: Loan[]; events?: LoanEvent[] } = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const sent: { path: string; body: unknown }[] = [];
  const loans = state.loans ?? [];
  server.use(
    http.get(`${API}/pay/loan/info`, () => ok(info())),
    http.get(`${API}/pay/loan/page`, () => ok({ list: loans, total: loans.length })),
    http.get(`${API}/pay/loan/log`, () => ok({ list: state.events ?? [], total: state.events?.length ?? 0 })),
    http.get(`${API}/wallet/get-by-coin`, () =>
      ok({
        wallet: 'spot',
        coin: 'USDT',
        available: '50000',
        frozen: '0',
        total: '50000',
        price: '1',
        priceStatus: 1,
        valueUsdt: '50000',
      }),
    ),
    http.post(`${API}/pay/loan/:op`, async ({ request, params }) => {
      sent.push({ path: String(params.op), body: await request.json() });
      return ok(loan());
    }),
    http.post(`${API}/pay/loan/:op/:id`, async ({ request, params }) => {
      sent.push({ path: `${String(params.op)}/${String(params.id)}`, body: await request.json() });
      return ok(loan());
    }),
    ...referenceHandlers(),
  );
  return { ...renderApp(path), sent };
}

afterEach(() => vi.restoreAllMocks());

describe('/funds/LOANS', () => {
  it('discloses rate, interest, LTVs and liquidation price, then sends the rate the user saw', async () => {
    const { sent } = open('/funds/LOANS');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Borrow USDT' });
    await user.type(within(form).getByLabelText('Collateral (BTC)'), '1');
    await user.type(within(form).getByLabelText('Loan amount (USDT)'), '30000');
    await user.selectOptions(within(form).getByLabelText('Term'), '30');
    expect(within(form).getByTestId('total-interest').textContent).toBe('205.2 USDT');
    expect(within(form).getByTestId('liquidation-price').textContent).toBe('33333.33333334 USDT');
    expect(within(form).getByText('90%')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Borrow' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: 'loan',
      body: {
        collateralCoin: 'BTC',
        collateralAmount: '1',
        loanAmount: '30000',
        termDays: 30,
        hourlyRate: '0.0000095',
      },
    });
  });

  it('tells before confirming the date to repay by and that an unpaid loan is liquidated after the grace', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    open('/funds/LOANS');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Borrow USDT' });
    await user.selectOptions(within(form).getByLabelText('Term'), '30');
    expect(within(form).getByTestId('overdue-rule').textContent).toBe(
      `Repay by ${formatDateTime(NOW + 30 * 24 * HOUR, 'en')}. After a 72 h grace, an unpaid loan is ` +
        'liquidated with the 2% liquidation fee.',
    );
  });

  it('shows a loan past its due time as overdue with the time it is liquidated', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const dueAt = NOW - HOUR;
    open('/funds/LOANS', { loans: [loan({ dueAt, overdueLiquidationAt: dueAt + 72 * HOUR })] });
    const card = await screen.findByRole('article', { name: 'L1' });
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByTestId('loan-overdue').textContent).toBe(
      `This loan is overdue. If it is not repaid by ${formatDateTime(dueAt + 72 * HOUR, 'en')}, it is ` +
        'liquidated with the 2% liquidation fee.',
    );
  });

  it('refuses a loan above initial LTV before sending anything', async () => {
    const { sent } = open('/funds/LOANS');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Borrow USDT' });
    await user.type(within(form).getByLabelText('Collateral (BTC)'), '1');
    await user.type(within(form).getByLabelText('Loan amount (USDT)'), '40000');
    expect(within(form).getByText('At most 39000 USDT against this collateral.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Borrow' }));
    expect(sent).toHaveLength(0);
  });

  it('shows an open loan with its LTV and repays from a sheet', async () => {
    const { sent } = open('/funds/LOANS', { loans: [loan({ isMarginCalled: true })] });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'L1' });
    expect(within(card).getByTestId('loan-ltv').textContent).toBe('50.0005%');
    expect(within(card).getByText('Margin call')).toBeTruthy();
    expect(within(card).queryByText('Overdue')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Repay' }));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Amount (USDT)'), '100');
    expect(within(sheet).getByTestId('repay-split').textContent).toContain('0.285');
    await user.click(within(sheet).getByRole('button', { name: 'Repay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ path: 'repay/3', body: { amount: '100' } });
  });

  it('says when there are no open loans', async () => {
    open('/funds/LOANS');
    expect(await screen.findByText('You have no open loans.')).toBeTruthy();
  });
});

describe('/funds/loans/log', () => {
  it('lists the history', async () => {
    open('/funds/loans/log', {
      events: [
        {
          id: 1,
          loanId: 3,
          loanNo: 'L1',
          kind: 2,
          coin: 'USDT',
          amount: '0.285',
          principalAfter: '30000',
          interestAfter: '0.57',
          collateralAfter: '1',
          price: null,
          createdAt: NOW,
        },
      ],
    });
    expect(await screen.findByText('Hourly interest')).toBeTruthy();
    expect(screen.getByText('0.285 USDT')).toBeTruthy();
  });

  it('shows an overdue liquidation as such', async () => {
    open('/funds/loans/log', {
      events: [
        {
          id: 2,
          loanId: 3,
          loanNo: 'L1',
          kind: 7,
          coin: 'BTC',
          amount: '1',
          principalAfter: '0',
          interestAfter: '0',
          collateralAfter: '0',
          price: '60000',
          createdAt: NOW,
        },
      ],
    });
    expect(await screen.findByText('Liquidated (overdue)')).toBeTruthy();
  });
});
