import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@exchange/ui/format';
import { en } from '../../test/english';
import { getDataSocket } from '@/lib/data-socket';
import { DEFAULT_CHART_SETTINGS, useChartSettingsStore } from '@/features/chart/stores/chart-settings-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import {
  FAKE_LINE_COLORS,
  chartHandlers,
  ethRow,
  fakeCharts,
  instrumentRow,
} from '../../test/chart-fixtures';
import type { FakeDataSocket } from '../../test/chart-fixtures';

// The chart screen's finish: the legend row fed by the chart's paint, the chart's set-up, the interval toolbar's
// keyboard and the Buy / Sell bar. jsdom has no canvas: the library is the fake of chart-fixtures.
vi.mock('klinecharts', async () => (await import('../../test/chart-fixtures')).fakeKlineChartsModule);
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const latestChart = () => {
  const chart = fakeCharts.at(-1);
  if (!chart) throw new Error('no chart was created');
  return chart;
};
const btcPerpetual = instrumentRow({ id: 3, type: 2, displayName: 'Bitcoin perpetual' });

function open(path: string, rows = [instrumentRow(), ethRow, btcPerpetual]) {
  const { handlers } = chartHandlers({ rows });
  server.use(...handlers, ...referenceHandlers());
  return renderApp(path);
}

/** The legend's value for one figure (open, close, change …). */
const legendValue = (key: string) =>
  screen.getByTestId('chart-legend').querySelector(`[data-legend="${key}"] dd`)?.textContent;

beforeEach(() => {
  socket.reset();
  fakeCharts.length = 0;
  useChartSettingsStore.setState(DEFAULT_CHART_SETTINGS);
});

describe('chart legend and set-up', () => {
  it('shows the newest bar, follows the crosshair, and keeps indicator values out of the canvas', async () => {
    open('/chart?symbol=BTCUSDT&type=1');
    await waitFor(() => expect(latestChart().bars).toHaveLength(3));
    const chart = latestChart();
    // The newest candle near the right edge, a phone's denser candles.
    expect(chart.offsetRightDistance).toBe(16);
    expect(chart.barSpace).toBe(6);
    // Candle-pane indicators print in the legend; a sub pane names its indicator (values with the crosshair).
    const ma = chart.indicators.find((indicator) => indicator.id === 'main_MA');
    expect(typeof ma?.createTooltipDataSource).toBe('function');
    expect(
      typeof chart.indicators.find((indicator) => indicator.id === 'sub_VOL')?.createTooltipDataSource,
    ).toBe('function');

    chart.paint();
    const legend = screen.getByRole('group', { name: en.chart.legend.label });
    expect(legend.getAttribute('data-time')).toBe(String(chart.bars[2]?.timestamp));
    const newest = chart.bars[2];
    if (!newest) throw new Error('no bar');
    expect(legendValue('close')).toBe(formatPrice(newest.close, 2));
    const line = within(legend).getByText('MA5');
    expect(line.style.color).toBe('rgb(255, 150, 0)');
    expect(FAKE_LINE_COLORS[0]).toBe('#FF9600');

    // The crosshair on the first bar: the legend follows it.
    chart.paint(0);
    expect(legend.getAttribute('data-time')).toBe(String(chart.bars[0]?.timestamp));
    expect(legendValue('open')).toBe('64,000.00');
    expect(legendValue('high')).toBe('64,005.00');
    expect(legendValue('low')).toBe('63,995.00');
    expect(legendValue('close')).toBe('64,001.00');
    // +0.0016 %, cut to two decimals.
    expect(legendValue('change')).toBe('0.00%');
    expect(legendValue('volume')).toBe('1.5');
    expect(within(legend).getByText('64,001.00', { selector: '[data-legend="lines"] dd' })).toBeTruthy();
  });

  it('moves between intervals with the arrow keys, Home and End, one tab stop for the whole strip', async () => {
    open('/chart?symbol=BTCUSDT&type=1');
    const user = userEvent.setup();
    const toolbar = await screen.findByRole('toolbar', { name: en.chart.intervals });
    const chosen = within(toolbar).getByRole('button', { name: '30m' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([chosen]);
    chosen.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: '1H' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: '1Y' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(useChartSettingsStore.getState().interval).toBe('12M'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(toolbar).getByRole('button', { name: '1m' }));
  });
});

describe('Buy and Sell under the chart', () => {
  it("open a coin's spot ticket with the side chosen", async () => {
    const { router } = open('/chart?symbol=BTCUSDT&type=1');
    const bar = await screen.findByRole('region', { name: 'Trade BTC/USDT' });
    const buy = await within(bar).findByRole('link', { name: 'Buy' });
    expect(buy.getAttribute('href')).toBe('/transaction?kind=spot&symbol=BTCUSDT&side=buy');
    expect(within(bar).getByRole('link', { name: 'Sell' }).getAttribute('href')).toBe(
      '/transaction?kind=spot&symbol=BTCUSDT&side=sell',
    );
    expect(buy.className).toContain('bg-up-fill');
    await userEvent.setup().click(within(bar).getByRole('link', { name: 'Sell' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transaction'));
    expect(router.state.location.search).toBe('?kind=spot&symbol=BTCUSDT&side=sell');
  });

  it("lead a stock to its ticket and a fast contract to the trade tab's fast product", async () => {
    const stock = instrumentRow({ id: 9, symbol: 'AAPL', baseAsset: 'AAPL', quoteAsset: 'USD', type: 3 });
    const first = open('/chart?symbol=AAPL&type=3', [stock]);
    const stockBar = await screen.findByRole('region', { name: 'Trade AAPL' });
    expect(within(stockBar).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(
      '/stock?symbol=AAPL',
    );
    first.unmount();

    const fast = instrumentRow({ id: 10, type: 5, displayName: 'Bitcoin fast' });
    open('/chart?symbol=BTCUSDT&type=5', [fast]);
    const fastBar = await screen.findByRole('region', { name: 'Trade BTC/USDT' });
    expect(within(fastBar).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(
      '/transaction?kind=fast&symbol=BTCUSDT&side=buy',
    );
  });

  it('lead a perpetual straight to its own ticket', async () => {
    open('/chart?symbol=BTCUSDT&type=2');
    const bar = await screen.findByRole('region', { name: 'Trade BTC/USDT' });
    expect(within(bar).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(
      '/contract?symbol=BTCUSDT&side=buy',
    );
  });
});
