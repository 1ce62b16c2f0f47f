import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MarketTab } from '@exchange/contracts/enums';
import { useInstrument } from '@/data/instruments/get-instrument';
import { quoteKeys } from '@/data/quotes/quote-keys';
import { useLiveQuote } from '@/data/quotes/use-live-quotes';
import { useInstruments } from '@/features/chart/api/list-market-page';
import { usePerpetuals } from '@/features/contract/api/list-perpetuals';
import { useContractQuotes } from '@/features/contract/hooks/use-contract-quotes';
import { useMarketPage } from '@/features/market/api/list-market-page';
import { useMarketViewStore } from '@/features/market/stores/market-view-store';
import { getDataSocket } from '@/lib/data-socket';
import { queryClient } from '@/lib/query-client';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { chartHandlers } from '../../test/chart-fixtures';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import { contractHandlers, ethPerpetual, perpetualRow } from '../../test/contract-fixtures';
import { marketHandlers, resetMarketState } from '../../test/market-fixtures';
import { renderApp } from '../../test/render-app';

// The data layer (src/data) gives the market, chart and contract features one cache entry per shared resource
// (issue 16): these tests read it through each feature's own hooks and screens and count the requests.
vi.mock('klinecharts', async () => (await import('../../test/chart-fixtures')).fakeKlineChartsModule);
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;

/** Every server read the three screens make; the market list's requests are recorded. */
function setUp() {
  const market = marketHandlers({ 2: [perpetualRow(), ethPerpetual] });
  server.use(...referenceHandlers());
  server.use(...chartHandlers().handlers);
  server.use(...contractHandlers().handlers);
  // Last in, first asked: the recording market-list handler answers every list request.
  server.use(...market.handlers);
  const perpetualPages = () => market.requests.lists.filter((query) => query.get('type') === '2');
  return { perpetualPages };
}

beforeEach(() => {
  resetMarketState();
  socket.reset();
});

describe('one market list for the market, chart and contract screens', () => {
  it('navigating market → chart → contract asks for the perpetuals once', async () => {
    const { perpetualPages } = setUp();
    useMarketViewStore.setState({ tab: MarketTab.contract });
    const { router } = renderApp('/market');
    expect(await screen.findByRole('list', { name: 'Contracts' })).toBeTruthy();

    await router.navigate('/chart?symbol=BTCUSDT&type=2');
    expect(await screen.findByRole('button', { name: 'Switch instrument, now BTC/USDT' })).toBeTruthy();

    await router.navigate('/contract?symbol=BTCUSDT');
    expect(await screen.findByRole('button', { name: 'Switch contract, now BTC/USDT' })).toBeTruthy();

    expect(perpetualPages().map((query) => query.toString())).toEqual(['pageNo=1&pageSize=200&type=2']);
  });

  it('hooks of the three features read one entry, and one tick updates the quote each of them shows', async () => {
    const { perpetualPages } = setUp();
    function Consumers() {
      const marketRows = useMarketPage({ type: 2 }).data;
      const chartRows = useInstruments(2).data;
      const contractRows = usePerpetuals().data;
      const chartInstrument = useInstrument(2, 'ETHUSDT').data;
      const contractQuote = useContractQuotes(['BTCUSDT']).get('BTCUSDT');
      const marketQuote = useLiveQuote(2, 'BTCUSDT');
      const seen = [marketRows, chartRows, contractRows].map((rows) => rows?.length ?? '-');
      return (
        <p data-testid="seen">
          {[
            ...seen,
            chartInstrument?.symbol ?? '-',
            contractQuote?.price ?? '-',
            marketQuote?.price ?? '-',
          ].join(' ')}
        </p>
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Consumers />
      </QueryClientProvider>,
    );
    const seen = screen.getByTestId('seen');
    await waitFor(() => expect(seen.textContent).toBe('2 2 2 ETHUSDT - -'));
    expect(perpetualPages()).toHaveLength(1);

    // The contract hook follows the topic; the market row reads the same entry without a subscription of its own.
    await waitFor(() => expect(socket.topics.has('2:BTCUSDT')).toBe(true));
    expect(socket.frames.filter((frame) => frame.data.includes('2:BTCUSDT'))).toHaveLength(1);
    socket.push('MARKET', { p: 'BTCUSDT', type: 2, a: '60100.5', b: '1', pe: '1', peA: '10', t: 5, st: 1 });
    await waitFor(() => expect(seen.textContent).toBe('2 2 2 ETHUSDT 60100.5 60100.5'));
    expect(queryClient.getQueryData(quoteKeys.quote(2, 'BTCUSDT'))).toMatchObject({ price: '60100.5' });
    expect(perpetualPages()).toHaveLength(1);
  });
});
