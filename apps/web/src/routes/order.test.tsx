import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { contractHandlers, contractOrder } from '../../test/contract-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

function open(path: string, state: Parameters<typeof contractHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = contractHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

/** 20 filled orders, newest first: two pages of 15. */
const history = Array.from({ length: 20 }, (_, index) =>
  contractOrder({
    id: 100 - index,
    symbol: index % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT',
    action: 2,
    plAmount: index === 0 ? '12.5' : '-1',
  }),
);

afterEach(() => vi.restoreAllMocks());

describe('/order', () => {
  it('pages through the history, filters by contract and switches to open orders', async () => {
    const { api, router } = open('/order', { history });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Contract orders' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Order history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(within(list).getByText('+12.50 USDT')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByText('No more records')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Contract' }), 'ETHUSDT');
    await waitFor(() => expect(router.state.location.search).toBe('?scope=history&symbol=ETHUSDT'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
      ).toHaveLength(10),
    );
    expect(api.callsTo('page').at(-1)?.query).toMatchObject({
      scope: 'history',
      symbol: 'ETHUSDT',
      pageNo: '1',
    });

    await user.click(screen.getByRole('radio', { name: 'Open orders' }));
    expect(await screen.findByText('No open orders.')).toBeTruthy();
    expect(router.state.location.search).toBe('?scope=open&symbol=ETHUSDT');
  });

  it('opens an order’s detail from the list', async () => {
    const { router } = open('/order?scope=history', { history: history.slice(0, 1) });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Details of order CO000100' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/detail/100'));
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeTruthy();
  });

  it('says when there are no orders yet', async () => {
    open('/order');
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
  });
});
