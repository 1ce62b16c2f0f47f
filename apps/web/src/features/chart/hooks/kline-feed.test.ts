import { describe, expect, it, vi } from 'vitest';
import type { DataLoaderGetBarsParams, KLineData } from 'klinecharts';
import { KlineFeed } from './kline-feed';
import type { FeedSeries, OlderPage } from './kline-feed';

type Params = { symbol: string };
const bar = (timestamp: number, close = 1): KLineData => ({
  timestamp,
  open: 1,
  high: 2,
  low: 0.5,
  close,
  volume: 3,
});
const series = (key: string, times: number[], hasOlder = true): FeedSeries<Params> => ({
  key,
  params: { symbol: key },
  bars: times.map((time) => bar(time)),
  hasOlder,
});

/** Asks the feed for bars the way KLineChart does, returning what the callback received. */
function getBars(
  feed: KlineFeed<Params>,
  type: DataLoaderGetBarsParams['type'],
  timestamp: number | null = null,
) {
  const callback = vi.fn();
  void feed.getBars({
    type,
    timestamp,
    symbol: { ticker: 'X', pricePrecision: 2, volumePrecision: 2 },
    period: { type: 'minute', span: 30 },
    callback,
  });
  return callback;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('KlineFeed (the chart’s data loader)', () => {
  it('opens a series with its history and says whether older candles may exist', () => {
    const feed = new KlineFeed<Params>(vi.fn());
    expect(getBars(feed, 'init')).toHaveBeenCalledWith([], false);
    expect(feed.setSeries(series('A', [1000, 2000]))).toBe(true);
    const callback = getBars(feed, 'init');
    expect(callback).toHaveBeenCalledWith([bar(1000), bar(2000)], { forward: true, backward: false });
  });

  it('merges the latest live candle into the history it opens with', () => {
    const feed = new KlineFeed<Params>(vi.fn());
    feed.setSeries(series('A', [1000, 2000]));
    feed.pushLive('A', bar(2000, 9));
    feed.pushLive('A', bar(3000, 10));
    const [bars] = getBars(feed, 'init').mock.calls[0] as [KLineData[]];
    expect(bars.map((b) => [b.timestamp, b.close])).toEqual([
      [1000, 1],
      [2000, 9],
      [3000, 10],
    ]);
  });

  it('passes live candles of the shown series to the chart, and drops others', () => {
    const feed = new KlineFeed<Params>(vi.fn());
    feed.setSeries(series('A', [1000]));
    getBars(feed, 'init');
    const onBar = vi.fn();
    feed.subscribeBar({
      symbol: { ticker: 'X', pricePrecision: 2, volumePrecision: 2 },
      period: { type: 'minute', span: 30 },
      callback: onBar,
    });
    feed.pushLive('B', bar(5000));
    feed.pushLive('A', bar(1000, 4));
    feed.pushLive('A', bar(2000, 5));
    feed.pushLive('A', bar(1000, 6));
    expect(onBar.mock.calls.map(([b]) => [(b as KLineData).timestamp, (b as KLineData).close])).toEqual([
      [1000, 4],
      [2000, 5],
    ]);
    feed.unsubscribeBar();
    feed.pushLive('A', bar(2000, 7));
    expect(onBar).toHaveBeenCalledTimes(2);
  });

  it('loads older pages with endTime = the first bar, and stops when a page comes back short', async () => {
    const loadOlder = vi.fn(async (_params: Params, endTime: number): Promise<OlderPage> => ({
      bars: [bar(endTime - 2000), bar(endTime - 1000)],
      hasOlder: endTime > 5000,
    }));
    const feed = new KlineFeed<Params>(loadOlder);
    feed.setSeries(series('A', [10_000, 11_000]));
    getBars(feed, 'init');
    const callback = getBars(feed, 'forward', 10_000);
    await flush();
    expect(loadOlder).toHaveBeenCalledWith({ symbol: 'A' }, 10_000);
    expect(callback).toHaveBeenCalledWith([bar(8000), bar(9000)], { forward: true });
    const last = getBars(feed, 'forward', 4000);
    await flush();
    expect(last).toHaveBeenCalledWith([bar(2000), bar(3000)], { forward: false });
  });

  it('drops an older page that arrives after the series changed', async () => {
    let resolve: (page: OlderPage) => void = () => undefined;
    const feed = new KlineFeed<Params>(() => new Promise((done) => (resolve = done)));
    feed.setSeries(series('A', [10_000]));
    const callback = getBars(feed, 'forward', 10_000);
    feed.setSeries(series('B', [20_000]));
    resolve({ bars: [bar(9000)], hasOlder: true });
    await flush();
    expect(callback).not.toHaveBeenCalled();
  });

  it('keeps "more to load" when an older page fails, so the next scroll retries', async () => {
    const feed = new KlineFeed<Params>(() => Promise.reject(new Error('offline')));
    feed.setSeries(series('A', [10_000]));
    const callback = getBars(feed, 'forward', 10_000);
    await flush();
    expect(callback).toHaveBeenCalledWith([], { forward: true });
  });

  it('applies a refetched history of the same series as updates from the last bar shown', () => {
    const feed = new KlineFeed<Params>(vi.fn());
    feed.setSeries(series('A', [1000, 2000]));
    getBars(feed, 'init');
    const onBar = vi.fn();
    feed.subscribeBar({
      symbol: { ticker: 'X', pricePrecision: 2, volumePrecision: 2 },
      period: { type: 'minute', span: 30 },
      callback: onBar,
    });
    expect(feed.setSeries(series('A', [1000, 2000, 3000, 4000]))).toBe(false);
    expect(onBar.mock.calls.map(([b]) => (b as KLineData).timestamp)).toEqual([2000, 3000, 4000]);
  });

  it('answers a request for newer pages with nothing: new candles come from the socket', () => {
    const feed = new KlineFeed<Params>(vi.fn());
    feed.setSeries(series('A', [1000], false));
    expect(getBars(feed, 'backward', 1000)).toHaveBeenCalledWith([], { backward: false, forward: false });
  });
});
