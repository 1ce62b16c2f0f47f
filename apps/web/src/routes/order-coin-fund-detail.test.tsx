import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { spotFundRecord, spotHandlers } from '../../test/spot-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

function open(state: Parameters<typeof spotHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = spotHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp('/order/coin/fund_detail'), api };
}

afterEach(() => vi.restoreAllMocks());

/** 18 fills, newest first: a buy's (coin in, USDT out) then sells' (coin out, USDT in). */
const records = Array.from({ length: 18 }, (_, index) =>
  index === 0
    ? spotFundRecord({ id: 100 })
    : spotFundRecord({
        id: 100 - index,
        orderId: 60 - index,
        orderNo: `SO0000${60 - index}`,
        direction: 1,
        role: 'maker',
        fee: '0.08',
        feeAsset: 'USDT',
        baseChange: '-0.0015',
        quoteChange: '95.92',
      }),
);

describe('/order/coin/fund_detail', () => {
  it('lists each fill as what it moved in the spot wallet, paged as it scrolls, each leading to its order', async () => {
    const { api, router } = open({ fundRecords: records });
    const list = await screen.findByRole('list', { name: 'Spot fund records' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    const buy = within(list).getByRole('link', { name: 'Fill of order SO000040' });
    for (const text of ['Buy', 'Taker', '+0.0014985 BTC', '-96.00 USDT', '64,001.00', '0.0000015 BTC'])
      expect(within(buy).getByText(text)).toBeTruthy();
    const sell = within(list).getByRole('link', { name: 'Fill of order SO000059' });
    for (const text of ['Sell', 'Maker', '-0.0015 BTC', '+95.92 USDT', '0.08 USDT'])
      expect(within(sell).getByText(text)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(18));
    expect(api.callsTo('fund-detail').map((call) => call.query.pageNo)).toEqual(['1', '2']);
    await user.click(buy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/detail/40'));
    expect(router.state.location.search).toBe('?kind=coin');
  });

  it('says when there are no fills yet', async () => {
    open();
    expect(await screen.findByText('No fills yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spot fund records' })).toBeTruthy();
  });
});
