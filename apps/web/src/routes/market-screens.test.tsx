import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import {
  coinRows,
  fakeDataSocket,
  marketHandlers,
  marketRow,
  resetMarketState,
  stockRow,
} from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => resetMarketState());

function setUp(rowsByType: Parameters<typeof marketHandlers>[0]) {
  const market = marketHandlers(rowsByType);
  const socket = fakeDataSocket();
  server.use(...referenceHandlers());
  server.use(...market.handlers, socket.handler);
  return { requests: market.requests, socket };
}

const rowOf = (symbol: string) => {
  const row = document.querySelector(`[data-symbol="${symbol}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${symbol}`);
  return row;
};

describe('stock', () => {
  it('shows each market session: open, or closed with the next open in the user time zone', async () => {
    setUp({
      3: [
        stockRow({ symbol: 'AAPL', displayName: 'Apple', isOpen: true }),
        stockRow({ symbol: 'MSFT', isOpen: false }),
      ],
    });
    renderApp('/stock');
    expect(await screen.findByRole('heading', { name: 'Stocks' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Stocks' });
    expect(within(rowOf('AAPL')).getByText('Market open')).toBeTruthy();
    // The default time zone is Europe/London, printed as GMT or BST.
    expect(
      within(rowOf('MSFT')).getByText(/^Market closed · opens \w{3},? \d{2}:\d{2} (GMT|BST)/),
    ).toBeTruthy();
  });
});

describe('heatmap', () => {
  it('draws a tile per instrument, sized by turnover and coloured by change, each opening its chart', async () => {
    const { requests, socket } = setUp({ 1: coinRows(), 3: [stockRow()] });
    renderApp('/heatmap');
    const eth = await screen.findByRole('link', { name: 'ETH/USDT -1.30%' });
    const btc = screen.getByRole('link', { name: 'BTC/USDT +1.67%' });
    expect(eth.getAttribute('data-direction')).toBe('down');
    expect(btc.getAttribute('data-direction')).toBe('up');
    expect(btc.getAttribute('href')).toBe('/chart?symbol=BTCUSDT&type=1');
    const area = (tile: HTMLElement) => parseFloat(tile.style.width) * parseFloat(tile.style.height);
    // BTC turned over 91500.12 × 20000 (1.83e9), ETH 3050.5 × 300000 (0.92e9): about twice the area.
    expect(area(btc) / area(eth)).toBeGreaterThan(1.5);
    expect(screen.getByRole('link', { name: 'SOL/USDT —' }).getAttribute('data-direction')).toBe('flat');
    await waitFor(() => expect(socket.subscribed().size).toBe(4));

    socket.push({
      p: 'BTCUSDT',
      type: 1,
      a: '90000',
      b: '20000',
      pe: '-2.00',
      peA: '-1500',
      t: Date.now(),
      st: 1,
    });
    expect(await screen.findByRole('link', { name: 'BTC/USDT -2.00%' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Stocks' }));
    expect(await screen.findByRole('link', { name: 'AAPL +1.00%' })).toBeTruthy();
    expect(requests.lists.at(-1)?.get('type')).toBe('3');
  });
});

describe('home', () => {
  it('shows market highlights, shortcuts to built screens, movers by tab, and no empty content frames', async () => {
    setUp({ 1: [...coinRows(), marketRow({ symbol: 'XRPUSDT', changeRate: '4.2', displayName: 'XRP' })] });
    renderApp('/home');
    const highlights = await screen.findByRole('region', { name: 'Market highlights' });
    expect(within(highlights).getAllByRole('link')).toHaveLength(4);
    expect(within(highlights).getByText('BTC/USDT')).toBeTruthy();
    expect(within(highlights).getByText('Vol 1.83B')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();

    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['Market', 'Search', 'Heatmap', 'Stocks', 'Mine']) {
      expect(within(shortcuts).getByRole('link', { name })).toBeTruthy();
    }

    const movers = screen.getByRole('region', { name: 'Top movers' });
    const tabs = within(movers).getByRole('tablist', { name: 'Top movers' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Gainers', 'Losers', 'Volume', 'New listings']);
    const shown = () =>
      within(movers)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('[data-symbol]')?.getAttribute('data-symbol'));
    // Gainers by change rate, highest first; each row with its icon, pair, price and change.
    await waitFor(() => expect(shown()).toEqual(['XRPUSDT', 'BTCUSDT', 'DOGEUSDT']));
    const btc = within(movers).getByText('BTC/USDT').closest('a')!;
    expect(btc.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(btc).getByTestId('price').textContent).toBe('91,500.12');
    expect(within(btc).getByText('+1.67%')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Losers' }));
    expect(shown()).toEqual(['ETHUSDT']);
    // Volume: 24 h turnover (price × volume), largest first; SOL has no price yet.
    await user.click(within(tabs).getByRole('tab', { name: 'Volume' }));
    expect(shown()).toEqual(['BTCUSDT', 'ETHUSDT', 'XRPUSDT', 'DOGEUSDT']);
    // New listings: the catalogue's creation order (ids), newest first.
    await user.click(within(tabs).getByRole('tab', { name: 'New listings' }));
    expect(shown()).toEqual(['XRPUSDT', 'DOGEUSDT', 'SOLUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect(within(tabs).getByRole('tab', { name: 'New listings' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});

describe('desktop home', () => {
  it('adds highlights, movers and the market table with coin, contract and stock tabs', async () => {
    setUp({ 1: coinRows(), 2: [marketRow({ symbol: 'ETHUSDT', type: 2, displayName: 'Ether perpetual' })] });
    renderApp('/pc_home');
    expect(await screen.findByRole('list', { name: 'Coins' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Market highlights' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Top movers' })).toBeTruthy();
    const markets = screen
      .getAllByRole('tablist')
      .find((list) => list.getAttribute('aria-label') !== 'Top movers')!;
    expect(
      within(markets)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Coins', 'Contracts', 'Stocks']);
    await userEvent.setup().click(within(markets).getByRole('tab', { name: 'Contracts' }));
    expect(await screen.findByText('Ether perpetual')).toBeTruthy();
  });
});
