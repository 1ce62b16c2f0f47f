import type { DataLoader, DataLoaderGetBarsParams, DataLoaderSubscribeBarParams } from 'klinecharts';
import { barsSince, mergeBar } from './kline-bars';
import type { ChartBar } from './kline-bars';

/** One series of candles: an instrument at an interval, with the history page it opened with. */
export interface FeedSeries<P> {
  /** `type:symbol:interval`; a new key means a new series (the chart resets). */
  key: string;
  params: P;
  bars: readonly ChartBar[];
  /** Whether older candles may exist (the first page came back full). */
  hasOlder: boolean;
}

export interface OlderPage {
  bars: ChartBar[];
  hasOlder: boolean;
}

export type LoadOlder<P> = (params: P, endTime: number) => Promise<OlderPage>;

/** Live candles kept for a (re)opening of the series: a chart is reset on every instrument or interval switch. */
const MAX_LIVE_BARS = 200;

/**
 * The chart's data loader (KLineChart v10 `DataLoader`), fed from outside React's render: history comes in
 * through {@link setSeries}, live candles through {@link pushLive}, and older pages are fetched when the user
 * scrolls to the left edge. Answers for a series the chart no longer shows are dropped, so switching instrument
 * mid-request never mixes two series.
 */
export class KlineFeed<P> implements DataLoader {
  private series: FeedSeries<P> | null = null;
  private live: { key: string; bars: ChartBar[] } | null = null;
  private onBar: ((bar: ChartBar) => void) | null = null;
  private lastShownTime: number | null = null;

  constructor(private readonly loadOlder: LoadOlder<P>) {}

  get seriesKey(): string | null {
    return this.series?.key ?? null;
  }

  /**
   * Sets the series to draw. Returns true for a new series (the caller resets the chart, which asks for the bars
   * again). The same series with fresh history (a refetch) is applied as updates from the chart's last bar on.
   */
  setSeries(series: FeedSeries<P>): boolean {
    const isNew = this.series?.key !== series.key;
    this.series = series;
    if (isNew) {
      this.lastShownTime = null;
      if (this.live?.key !== series.key) this.live = null;
      return true;
    }
    for (const bar of barsSince(series.bars, this.lastShownTime)) this.emit(bar);
    return false;
  }

  /** A live candle of series `key`; ignored unless that series is shown. */
  pushLive(key: string, bar: ChartBar): void {
    const kept = this.live?.key === key ? this.live.bars : [];
    const last = kept.at(-1);
    if (last && bar.timestamp < last.timestamp) return;
    this.live = { key, bars: mergeBar(kept, bar).slice(-MAX_LIVE_BARS) };
    if (this.series?.key === key) this.emit(bar);
  }

  getBars = ({ type, timestamp, callback }: DataLoaderGetBarsParams): void => {
    const series = this.series;
    if (!series) {
      callback([], false);
      return;
    }
    if (type === 'init') {
      const live = this.live?.key === series.key ? this.live.bars : [];
      const bars = live.reduce<ChartBar[]>((merged, bar) => mergeBar(merged, bar), [...series.bars]);
      this.lastShownTime = bars.at(-1)?.timestamp ?? null;
      callback(bars, { forward: series.hasOlder, backward: false });
      return;
    }
    if (type === 'forward' && timestamp !== null) {
      void this.loadOlder(series.params, timestamp).then(
        (page) => {
          if (this.series?.key === series.key) callback(page.bars, { forward: page.hasOlder });
        },
        // Failed: nothing added, still more to load; the next scroll to the edge tries again.
        () => {
          if (this.series?.key === series.key) callback([], { forward: true });
        },
      );
      return;
    }
    // 'backward' (newer than the last bar) comes from the socket, not from pages.
    callback([], { backward: false, forward: series.hasOlder });
  };

  subscribeBar = ({ callback }: DataLoaderSubscribeBarParams): void => {
    this.onBar = callback;
  };

  unsubscribeBar = (): void => {
    this.onBar = null;
  };

  private emit(bar: ChartBar): void {
    if (this.lastShownTime !== null && bar.timestamp < this.lastShownTime) return;
    this.lastShownTime = bar.timestamp;
    this.onBar?.(bar);
  }
}
