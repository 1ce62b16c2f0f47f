import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { contractHandlers, contractOrder, ethPerpetual, perpetualRow } from '../../test/contract-fixtures';
import { spotHandlers, spotOrder } from '../../test/spot-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

/** The stock and fast-contract lists, empty: their tabs only have to show their panels. */
const otherProducts = () => [
  http.get(`${API}/pay/order-stock/page`, () => ok({ list: [], total: 0 })),
  http.get(`${API}/pay/quick-contract/page`, () => ok({ list: [], total: 0 })),
];

function open(
  path: string,
  state: {
    contract?: Parameters<typeof contractHandlers>[0];
    spot?: Parameters<typeof spotHandlers>[0];
  } = {},
) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const contract = contractHandlers(state.contract);
  // The spot handlers come first: they list the coin pairs and the perpetuals.
  const spot = spotHandlers({ ...state.spot, otherRows: [perpetualRow(), ethPerpetual] });
  server.use(...spot.handlers, ...contract.handlers, ...otherProducts(), ...referenceHandlers());
  return { ...renderApp(path), contract, spot };
}

/** 20 filled contract orders, newest first: two pages of 15. */
const history = Array.from({ length: 20 }, (_, index) =>
  contractOrder({
    id: 100 - index,
    symbol: index % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT',
    action: 2,
    plAmount: index === 0 ? '12.5' : '-1',
  }),
);

beforeEach(() => vi.spyOn(notify, 'success').mockReturnValue(undefined));
afterEach(() => vi.restoreAllMocks());

describe('/order', () => {
  it('opens on coin orders: the history, then the open ones with cancel, the scope in the address', async () => {
    const resting = spotOrder({
      id: 51,
      orderType: 2,
      status: 0,
      price: '60000',
      quantity: '0.01',
      dealTime: null,
    });
    const { spot, router } = open('/order', {
      spot: { openOrders: [resting], history: [spotOrder({ id: 40 })] },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Product' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Coins', 'Contracts', 'Stocks', 'Fast contracts', 'Block trades']);
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(within(history).getByRole('link', { name: 'Details of order SO000040' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fund records' }).getAttribute('href')).toBe(
      '/order/coin/fund_detail',
    );

    await user.click(screen.getByRole('tab', { name: 'Open orders (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=coin&scope=open'));
    const openList = await screen.findByRole('list', { name: 'Open orders' });
    await user.click(within(openList).getByRole('button', { name: 'Cancel order SO000051' }));
    await waitFor(() => expect(spot.callsTo('revoke')[0]?.query).toEqual({ id: '51' }));
    // Every pair's orders: no symbol asked.
    expect(spot.callsTo('order-page').every((call) => call.query.symbol === undefined)).toBe(true);
  });

  it('keeps the contract orders: pages through the history, filters by perpetual and switches to open', async () => {
    const { contract, router } = open('/order?tab=contract', { contract: { history } });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Order history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(within(list).getByText('+12.50 USDT')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Contract' }), 'ETHUSDT');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=contract&scope=history&symbol=ETHUSDT'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem'),
      ).toHaveLength(10),
    );
    expect(contract.callsTo('page').at(-1)?.query).toMatchObject({ scope: 'history', symbol: 'ETHUSDT' });
    await user.click(screen.getByRole('radio', { name: 'Open orders' }));
    expect(await screen.findByText('No open orders.')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=contract&scope=open&symbol=ETHUSDT');
  });

  it('moves between products with the arrow keys, each in the address', async () => {
    const { router } = open('/order?tab=contract', { contract: { history: history.slice(0, 1) } });
    const user = userEvent.setup();
    const contracts = await screen.findByRole('tab', { name: 'Contracts', selected: true });
    contracts.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=stock'));
    expect(await screen.findByRole('tab', { name: 'Stocks', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=fast'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=coin'));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('opens a contract order’s detail from its list', async () => {
    const { router } = open('/order?tab=contract&scope=history', {
      contract: { history: history.slice(0, 1) },
    });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Details of order CO000100' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/detail/100'));
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeTruthy();
  });
});
