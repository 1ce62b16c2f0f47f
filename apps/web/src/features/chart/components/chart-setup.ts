import type {
  DeepPartial,
  Styles,
  Chart,
  CandleTooltipLegendsCustomCallback,
  IndicatorCreate,
  IndicatorTooltipData,
} from 'klinecharts';
import type * as KLineCharts from 'klinecharts';
import { indexOfBar, indicatorLines } from '../hooks/chart-legend';
import type { LegendStore } from '../hooks/chart-legend';
import { CANDLE_PANE_ID } from '../hooks/indicator-plan';

/** Space after the newest candle: enough for the last-price mark to breathe, not a quarter of a phone's plot. */
export const RIGHT_OFFSET_PX = 16;

/** A sub pane's y-axis gaps: 24 px (values ≥ 1 are pixels to KLineChart) above its bars for its name, 2 px below. */
export const SUB_PANE_GAP = { top: 24, bottom: 2 };

/** Candle width (with its gap) to start at: denser on a phone, so a screen shows about 50 candles. */
export function initialBarSpace(containerWidth: number): number {
  return containerWidth < 640 ? 6 : 8;
}

/**
 * Builds a chart that draws at the device pixel ratio. KLineChart sizes each canvas from the ResizeObserver's
 * `devicePixelContentBoxSize` when the browser reports it, and from `devicePixelRatio` (with a media query that
 * follows a change of it) otherwise. Chromium reports CSS pixels there under an emulated device scale (device mode,
 * a headless phone), which leaves the canvas at 1× on a 2× or 3× page: blurry. The library decides once, with a
 * ResizeObserver it creates synchronously while the first chart is built; during that call only, the observer it
 * gets reports no device-pixel box, so every canvas is sized as CSS size × devicePixelRatio.
 */
export function withPixelRatioSizing<T>(build: () => T): T {
  const Native = typeof window === 'undefined' ? undefined : window.ResizeObserver;
  if (typeof Native !== 'function') return build();
  class CssPixelResizeObserver extends Native {
    constructor(callback: ResizeObserverCallback) {
      super((entries, observer) => callback(entries.map(withoutDevicePixelBox), observer));
    }
  }
  window.ResizeObserver = CssPixelResizeObserver;
  try {
    return build();
  } finally {
    window.ResizeObserver = Native;
  }
}

function withoutDevicePixelBox(entry: ResizeObserverEntry): ResizeObserverEntry {
  return {
    target: entry.target,
    contentRect: entry.contentRect,
    borderBoxSize: entry.borderBoxSize,
    contentBoxSize: entry.contentBoxSize,
    devicePixelContentBoxSize: [],
  };
}

/**
 * The candle tooltip's legend template, used as the legend's feed: KLineChart calls it on every paint of the candle
 * pane's overlay with the bar under the crosshair (the newest bar when the crosshair is hidden, after a tap away, a
 * scroll or a live candle), which no action reports as reliably. It publishes that bar with the candle pane's
 * indicator values to the DOM legend and draws nothing itself.
 */
export function legendFeed(chart: Chart, store: LegendStore): CandleTooltipLegendsCustomCallback {
  return ({ current }) => {
    if (!current) return [];
    const index = indexOfBar(chart.getDataList(), current);
    const colors = chart.getStyles().indicator.lines.map((line) => line.color);
    const lines = indicatorLines(chart.getIndicators({ paneId: CANDLE_PANE_ID }), index, colors);
    store.set({ bar: current, lines });
    return [];
  };
}

type TooltipSource = Pick<IndicatorCreate, 'createTooltipDataSource'>;

/** Candle-pane indicators print their values in the DOM legend, not over the candles. */
export const NO_CANVAS_TOOLTIP: TooltipSource = {
  createTooltipDataSource: () => ({ name: '', calcParamsText: '', legends: [], features: [] }),
};

/**
 * A sub pane (VOL, MACD …) names its indicator at its top, in the gap above its highest bar; the values join the
 * name only while the crosshair is shown, so at rest nothing covers the bars (a phone's row is too narrow for them).
 * Fields left out keep the library's own (KLineChart fills what the source does not give).
 */
export const NAME_UNTIL_CROSSHAIR: TooltipSource = {
  createTooltipDataSource: ({ crosshair }) => {
    const partial: Partial<IndicatorTooltipData> =
      typeof crosshair.paneId === 'string' ? {} : { legends: [] };
    return partial as IndicatorTooltipData;
  },
};

/** The tooltip source of an indicator in `paneId`. */
export function tooltipSourceFor(paneId: string, candlePaneId: string): TooltipSource {
  return paneId === candlePaneId ? NO_CANVAS_TOOLTIP : NAME_UNTIL_CROSSHAIR;
}

/**
 * The first set-up of a new chart: its styles from the start (so not even its first measurement of a label uses the
 * library's default font), the legend feed, the right margin and the candle width.
 */
export function setUpChart(
  library: typeof KLineCharts,
  container: HTMLElement,
  legend: LegendStore,
  styles: DeepPartial<Styles>,
): Chart | null {
  const chart = withPixelRatioSizing(() => library.init(container, { styles }));
  if (!chart) return null;
  chart.setStyles({ candle: { tooltip: { legend: { template: legendFeed(chart, legend) } } } });
  chart.setOffsetRightDistance(RIGHT_OFFSET_PX);
  chart.setBarSpace(initialBarSpace(container.clientWidth));
  return chart;
}
