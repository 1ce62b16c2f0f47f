import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { usePreferencesStore } from '@/data/preferences/preferences-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import {
  coinRows,
  fakeDataSocket,
  favouriteHandlers,
  marketHandlers,
  marketRow,
  resetMarketState,
} from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => resetMarketState());

function setUp(rowsByType: Parameters<typeof marketHandlers>[0], options: { isDemo?: boolean } = {}) {
  const market = marketHandlers(rowsByType, options);
  const favourites = favouriteHandlers(rowsByType);
  const socket = fakeDataSocket();
  server.use(...referenceHandlers());
  server.use(...market.handlers, ...favourites.handlers, socket.handler);
  return { requests: market.requests, favourites, socket };
}

const rowOf = (symbol: string) => {
  const row = document.querySelector(`[data-symbol="${symbol}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${symbol}`);
  return row;
};

describe('market tab', () => {
  it('lists the coins densely: icon, pair, 24 h turnover, trend line, price, change rate, stale and missing quotes', async () => {
    const { requests } = setUp({ 1: [...coinRows(), marketRow({ symbol: 'NEWUSDT', price: '2.5' })] });
    renderApp('/market');
    const list = await screen.findByRole('list', { name: 'Coins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const btc = rowOf('BTCUSDT');
    expect(within(btc).getByTitle('BTC/USDT').textContent).toBe('BTC/USDT');
    expect(within(btc).getByText('Bitcoin')).toBeTruthy();
    // 91500.12 × 20000 traded over 24 h, in compact form.
    expect(within(btc).getByTestId('volume').textContent).toBe('Vol 1.83B');
    expect(within(rowOf('SOLUSDT')).getByTestId('volume').textContent).toBe('Vol —');
    expect(within(btc).getByTestId('price').textContent).toBe('91,500.12');
    expect(within(btc).getByText('+1.67%').getAttribute('data-direction')).toBe('up');
    expect(within(btc).getByText('+1.67%').className).toContain('bg-up');
    // The bundled logo for a known coin, the letter for one the set lacks; both decorative.
    expect(btc.querySelector('img')?.getAttribute('src')).toMatch(/\/assets\/coins-\w+\/BTC\.svg$/);
    expect(btc.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(rowOf('NEWUSDT')).getByText('N').getAttribute('aria-hidden')).toBe('true');
    // One sparkline request for the whole type; each row draws its 24 closes in its direction's colour.
    await waitFor(() => expect(within(btc).getByTestId('sparkline').getAttribute('data-points')).toBe('24'));
    expect(requests.sparklines.map((query) => query.get('type'))).toEqual(['1']);
    expect(within(btc).getByTestId('sparkline').getAttribute('class')).toContain('text-up');
    expect(within(rowOf('ETHUSDT')).getByTestId('sparkline').getAttribute('class')).toContain('text-down');
    expect(within(rowOf('SOLUSDT')).getByTestId('sparkline').getAttribute('data-points')).toBe('0');
    expect(within(rowOf('ETHUSDT')).getByText('-1.30%').className).toContain('bg-down');
    expect(within(rowOf('SOLUSDT')).getByTestId('price').textContent).toBe('—');
    expect(within(rowOf('DOGEUSDT')).getByTestId('price').textContent).toBe('0.15234');
    expect(within(rowOf('DOGEUSDT')).getByText('Stale')).toBeTruthy();
    expect(within(btc).getByRole('link').getAttribute('href')).toBe('/chart?symbol=BTCUSDT&type=1');
  });

  it('follows the red-up colour preference', async () => {
    usePreferencesStore.getState().setUpDownColor('upRed');
    setUp({ 1: coinRows() });
    renderApp('/market');
    await screen.findByRole('list', { name: 'Coins' });
    // Up keeps its meaning (bg-up); the document switches what colour "up" is.
    expect(within(rowOf('BTCUSDT')).getByText('+1.67%').className).toContain('bg-up');
    expect(document.documentElement.dataset.upDown).toBe('upRed');
  });

  it('switches tabs: contracts by type, IEO and favourites empty states, the heatmap', async () => {
    const { requests } = setUp({
      1: coinRows(),
      2: [marketRow({ symbol: 'BTCUSDT', type: 2, displayName: 'Bitcoin perpetual', price: '91480.5' })],
    });
    renderApp('/market');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Coins' });
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    expect(await screen.findByText('Bitcoin perpetual')).toBeTruthy();
    expect(requests.lists.at(-1)?.get('type')).toBe('2');
    expect(screen.getByRole('tab', { name: 'Contracts' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'IEO' }));
    expect(await screen.findByText('No subscription projects yet.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(screen.getByText('Log in to see your favourites')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');

    await user.click(screen.getByRole('tab', { name: 'Heatmap' }));
    expect(await screen.findByRole('link', { name: 'BTC/USDT +1.67%' })).toBeTruthy();
  });

  it('filters by plate and sorts by one column at a time: none → descending → ascending → none', async () => {
    const { requests } = setUp({ 1: coinRows() });
    renderApp('/market');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Coins' });
    await user.click(await screen.findByRole('radio', { name: 'Layer 1' }));
    await waitFor(() => expect(requests.lists.at(-1)?.get('plate')).toBe('layer1'));
    expect(await screen.findByText('Solana')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bitcoin')).toBeNull());
    await user.click(screen.getByRole('radio', { name: 'All' }));

    const sortQuery = () => {
      const query = requests.lists.at(-1);
      return ['priceSort', 'upDownSort', 'upDownRangSort'].flatMap((field) =>
        query?.has(field) ? [`${field}=${query.get(field)}`] : [],
      );
    };
    await user.click(screen.getByRole('button', { name: /^Change %/ }));
    await waitFor(() => expect(sortQuery()).toEqual(['upDownRangSort=2']));
    expect(screen.getByRole('button', { name: 'Change %, sorted descending' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Change %/ }));
    await waitFor(() => expect(sortQuery()).toEqual(['upDownRangSort=1']));
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(sortQuery()).toEqual(['priceSort=2']));
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await user.click(screen.getByRole('button', { name: /^Price/ }));
    // Back to no sort: the unsorted list is still cached, so the header is what changes.
    expect(await screen.findByRole('button', { name: 'Price' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change %' })).toBeTruthy();
  });

  it('sends a visitor who taps a star to /login', async () => {
    setUp({ 1: coinRows() });
    const { router } = renderApp('/market');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Favourite BTC/USDT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('favourites a coin with the star and lists it under favourites; unstarring removes it', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    const rows = coinRows();
    const { favourites } = setUp({ 1: rows });
    renderApp('/market');
    const user = userEvent.setup();
    const star = await screen.findByRole('button', { name: 'Favourite ETH/USDT', pressed: false });
    await user.click(star);
    expect(await screen.findByRole('button', { name: 'Favourite ETH/USDT', pressed: true })).toBeTruthy();
    expect(favourites.calls).toEqual([{ path: 'add', body: { category: 1, instrumentId: rows[1]?.id } }]);

    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'Favourite Coins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Ethereum')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Favourite ETH/USDT', pressed: true }));
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(favourites.calls.at(-1)).toEqual({
      path: 'delete',
      body: { category: 1, instrumentId: rows[1]?.id },
    });
  });

  it('shows "Demo market" while the simulator is the price source', async () => {
    setUp({ 1: coinRows() }, { isDemo: true });
    renderApp('/market');
    expect(await screen.findByText('Demo market')).toBeTruthy();
  });
});

describe('live prices', () => {
  it('subscribes the visible rows only, updates and flashes a pushed price, and unsubscribes on leaving', async () => {
    const rows = Array.from({ length: 120 }, (_, index) =>
      marketRow({ symbol: `C${index}USDT`, displayName: `Coin ${index}`, price: '10.00' }),
    );
    const { socket } = setUp({ 1: rows });
    const { router } = renderApp('/market');
    await screen.findByRole('list', { name: 'Coins' });
    await waitFor(() => expect(socket.subscribed().has('1:C0USDT')).toBe(true));
    const topics = socket.subscribed();
    expect(topics.size).toBeGreaterThan(5);
    expect(topics.size).toBeLessThan(40);
    expect(topics.has('1:C119USDT')).toBe(false);

    socket.push({ p: 'C0USDT', type: 1, a: '10.5', b: '2000', pe: '5.00', peA: '0.5', t: Date.now(), st: 1 });
    const price = within(rowOf('C0USDT')).getByTestId('price');
    await waitFor(() => expect(price.textContent).toBe('10.50'));
    expect(price.dataset.flash).toBe('up');
    expect(within(rowOf('C0USDT')).getByText('+5.00%')).toBeTruthy();
    await waitFor(() => expect(price.dataset.flash).toBeUndefined());

    socket.push({
      p: 'C1USDT',
      type: 1,
      a: '9.9',
      b: '2000',
      pe: '-1.00',
      peA: '-0.1',
      t: Date.now(),
      st: 2,
    });
    await waitFor(() => expect(within(rowOf('C1USDT')).getByText('Stale')).toBeTruthy());

    await router.navigate('/mine/settings');
    await waitFor(() => expect(socket.subscribed().size).toBe(0));
  });
});
