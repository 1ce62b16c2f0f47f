import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fail, http, server } from '../../test/msw-server';
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

function setUp() {
  const market = marketHandlers({
    1: coinRows(),
    2: [marketRow({ symbol: 'BTCUSDT', type: 2, displayName: 'Bitcoin perpetual' })],
    3: [stockRow({ symbol: 'AAPL', displayName: 'Apple' })],
  });
  // Opening a result leads to the chart; its data is not what these tests are about.
  server.use(http.get(`${API}/market/*`, () => fail(1_006_000_001, 'Not found', 404, 0)));
  server.use(...referenceHandlers());
  server.use(...market.handlers, fakeDataSocket().handler);
  return market.requests;
}

const searchRequests = (requests: ReturnType<typeof setUp>) =>
  requests.lists
    .filter((query) => query.has('symbol'))
    .map((query) => `${query.get('type')}:${query.get('symbol')}`);

describe('search', () => {
  it('offers the busiest coins by 24 h turnover before anything is typed', async () => {
    setUp();
    renderApp('/search');
    const popular = await screen.findByRole('region', { name: 'Top volume' });
    // BTC 91,500 × 20,000 before ETH 3,050 × 300,000 before DOGE; SOL has no price, so no turnover, and is left out.
    await waitFor(() =>
      expect(
        within(popular)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('[data-symbol]')?.getAttribute('data-symbol')),
      ).toEqual(['BTCUSDT', 'ETHUSDT', 'DOGEUSDT']),
    );
    expect(
      within(popular)
        .getByRole('link', { name: /Bitcoin/ })
        .getAttribute('href'),
    ).toBe('/chart?symbol=BTCUSDT&type=1');
    // The same rows as the market list: the star is there.
    expect(within(popular).getByRole('button', { name: 'Favourite BTC/USDT', pressed: false })).toBeTruthy();
  });

  it('searches every type once typing pauses for 300 ms, grouping the results', async () => {
    const requests = setUp();
    renderApp('/search');
    const user = userEvent.setup();
    expect(await screen.findByText('Search by symbol or name, such as BTC or Apple.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search coins, contracts and stocks' }), 'btc');
    const coins = await screen.findByRole('region', { name: 'Coins' });
    expect(within(coins).getByText('Bitcoin')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Contracts' })).getByText('Bitcoin perpetual'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Stocks' })).toBeNull();
    // One request per type for the settled text, none for "b" or "bt".
    expect(searchRequests(requests).sort()).toEqual(['1:btc', '2:btc', '3:btc']);
  });

  it('says when nothing matches', async () => {
    setUp();
    renderApp('/search');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No results for “zzz”.')).toBeTruthy();
  });

  it('keeps recent searches on this device, reuses one on a tap and clears them', async () => {
    setUp();
    const { router } = renderApp('/search');
    const user = userEvent.setup();
    const field = await screen.findByRole('searchbox');
    await user.type(field, 'apple{Enter}');
    expect(await screen.findByText('Apple')).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'eth');
    await user.click(within(await screen.findByRole('region', { name: 'Coins' })).getByText('Ethereum'));
    await waitFor(() => expect(router.state.location.search).toBe('?symbol=ETHUSDT&type=1'));
    expect(JSON.parse(window.localStorage.getItem('market_recent_searches') ?? '{}').state.terms).toEqual([
      'eth',
      'apple',
    ]);

    await router.navigate('/search');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await user.click(within(recent).getByRole('button', { name: 'apple' }));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('apple');
    await user.clear(screen.getByRole('searchbox'));
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Search by symbol or name, such as BTC or Apple.')).toBeTruthy();
  });
});
