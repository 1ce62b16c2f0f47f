import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RechargeOrder } from '@exchange/contracts/http/wallet/recharge';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { fundRecord, walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;

afterEach(() => vi.restoreAllMocks());

function recordsSetUp(total = 20) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const queries: URLSearchParams[] = [];
  const records = Array.from({ length: total }, (_, index) =>
    fundRecord({
      id: `transfer:1:k${index}#out`,
      amount: `-${index + 1}`,
      createdAt: 1_767_225_600_000 - index,
    }),
  );
  server.use(
    ...referenceHandlers(),
    ...walletHandlers(),
    http.get(`${API}/wallet/fund-record/page`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const pageNo = Number(query.get('pageNo'));
      const pageSize = Number(query.get('pageSize'));
      return ok({ list: records.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: records.length });
    }),
    http.get(`${API}/wallet/fund-record/detail-list`, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return ok(records.filter((record) => ids.includes(record.id)));
    }),
  );
  return queries;
}

describe('fund records', () => {
  it(
    'pages 15 at a time, filters by type and coin, and opens a record',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      const queries = recordsSetUp();
      const { router } = renderApp('/funds/financeListView');
      const user = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'Fund records' }, LOAD);
      expect(within(list).getAllByRole('listitem')).toHaveLength(15);
      expect(queries[0]?.toString()).toBe('pageNo=1&pageSize=15&type=3');
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
      expect(screen.getByText('No more records')).toBeTruthy();

      await user.click(screen.getByRole('radio', { name: 'Transfer' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Coin' }), 'BTC');
      await waitFor(() => expect(queries.at(-1)?.toString()).toBe('pageNo=1&pageSize=15&type=5&coin=BTC'));
      expect(router.state.location.search).toBe('?type=5&coin=BTC');

      const first = (await screen.findAllByRole('link', { name: /Transfer/ }))[0] as HTMLElement;
      expect(within(first).getByTestId('record-amount').textContent).toBe('-1.00 USDT');
      expect(first.getAttribute('href')).toBe('/funds/tradingHistoryDetail?id=transfer%3A1%3Ak0%23out');
      await user.click(first);
      expect(await screen.findByRole('heading', { name: 'Record details' })).toBeTruthy();
      expect(screen.getByText('transfer:1:k0#out')).toBeTruthy();
    },
  );

  it('names the business type of a record opened directly', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    recordsSetUp();
    server.use(
      http.get(`${API}/wallet/fund-record/detail-list`, () =>
        ok([fundRecord({ id: 'fx:9#in', type: 4, businessType: 26, coin: 'BTC', amount: '0.000998' })]),
      ),
    );
    renderApp('/funds/tradingHistoryDetail?id=fx%3A9%23in');
    expect(await screen.findByTestId('record-amount', {}, LOAD)).toHaveProperty(
      'textContent',
      '+0.000998 BTC',
    );
    expect(screen.getAllByText('Flash exchange').length).toBeGreaterThan(0);
    expect(screen.getByText('Swap')).toBeTruthy();
  });

  it(
    'names the position margin wallet of a contract record, in the list and opened',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setTokens({ accessToken: 'a', refreshToken: 'r' });
      const margin = fundRecord({
        id: 'contract-open:7#in',
        type: 1,
        businessType: 5,
        wallet: 'contract_margin',
        amount: '600',
      });
      server.use(
        ...referenceHandlers(),
        ...walletHandlers(),
        http.get(`${API}/wallet/fund-record/page`, () => ok({ list: [margin], total: 1 })),
        http.get(`${API}/wallet/fund-record/detail-list`, () => ok([margin])),
      );
      renderApp('/funds/financeListView');
      const user = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'Fund records' }, LOAD);
      expect(within(list).getByText(/Position margin/)).toBeTruthy();
      await user.click(within(list).getByRole('link'));
      expect(await screen.findByRole('heading', { name: 'Record details' })).toBeTruthy();
      expect(screen.getByText('Position margin')).toBeTruthy();
    },
  );
});

const recharge = (overrides: Partial<RechargeOrder>): RechargeOrder => ({
  id: 5,
  no: 'RC000005',
  userId: 1,
  channelId: 1,
  channelName: 'USDT (TRC20)',
  methodType: 4,
  coin: 'USDT',
  chain: 'TRC20',
  amount: '100',
  status: 2,
  remark: null,
  proofUrl: null,
  txId: null,
  createdAt: 1_767_225_600_000,
  reviewedAt: null,
  ...overrides,
});

const withdrawal = (overrides: Partial<WithdrawalOrder>): WithdrawalOrder => ({
  id: 7,
  no: 'WD000007',
  userId: 1,
  channelId: 2,
  channelName: 'Bank transfer',
  methodType: 0,
  coin: 'USDT',
  chain: '',
  amount: '50',
  fee: '1',
  arrivalAmount: '49',
  destination: { bankName: 'Demo Bank' },
  status: 2,
  remark: null,
  payoutRef: null,
  createdAt: 1_767_225_600_000,
  reviewedAt: null,
  ...overrides,
});

function historySetUp() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  let current = withdrawal({});
  const cancelled: string[] = [];
  server.use(
    ...referenceHandlers(),
    http.get(`${API}/recharge/page`, () =>
      ok({
        list: [recharge({ status: -1, remark: 'Proof unreadable', reviewedAt: 1_767_229_200_000 })],
        total: 1,
      }),
    ),
    http.get(`${API}/recharge/detail-list`, () => ok([recharge({ status: -1, remark: 'Proof unreadable' })])),
    http.get(`${API}/withdrawal/page`, () => ok({ list: [current], total: 1 })),
    http.get(`${API}/withdrawal/detail-list`, () => ok([current])),
    http.put(`${API}/withdrawal/cancel/:id`, ({ params }) => {
      cancelled.push(String(params.id));
      current = withdrawal({ status: -2 });
      return ok(current);
    }),
  );
  return cancelled;
}

describe('deposit and withdrawal history', () => {
  it(
    'lists both kinds with status chips and shows a rejected deposit’s remark',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      historySetUp();
      const { router } = renderApp('/funds/order_history');
      const user = userEvent.setup();
      const deposits = await screen.findByRole('list', { name: 'Deposits' }, LOAD);
      expect(within(deposits).getByText('Rejected')).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: 'Withdrawals' }));
      const withdrawals = await screen.findByRole('list', { name: 'Withdrawals' });
      expect(within(withdrawals).getByText('Waiting for review')).toBeTruthy();
      expect(router.state.location.search).toBe('?kind=withdrawal');

      await user.click(screen.getByRole('radio', { name: 'Deposits' }));
      await user.click(await screen.findByRole('link', { name: /100\.00 USDT/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/funds/orderHistoryDetail/5'));
      expect(await screen.findByText('Proof unreadable')).toBeTruthy();
    },
  );

  it('cancels a waiting withdrawal after confirmation', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const cancelled = historySetUp();
    renderApp('/funds/orderHistoryDetail/7?kind=withdrawal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }, LOAD));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(cancelled).toEqual(['7']));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel withdrawal' })).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Withdrawal cancelled');
  });
});
