import { useEffect, useRef, useState } from 'react';
import type { Chart, Period } from 'klinecharts';
import type * as KLineCharts from 'klinecharts';
import { useTranslation } from 'react-i18next';
import type { KlineParams } from '../api/query-keys';
import type { LegendStore } from '../hooks/chart-legend';
import { CANDLE_PANE_ID, indicatorPlan, wantedIndicators } from '../hooks/indicator-plan';
import type { KlineFeed, FeedSeries } from '../hooks/kline-feed';
import { RIGHT_OFFSET_PX, SUB_PANE_GAP, setUpChart, tooltipSourceFor } from './chart-setup';
import { chartStyles, readFontFamily, readPalette } from './chart-styles';

interface KlineChartProps {
  feed: KlineFeed<KlineParams>;
  /** The series to draw; null while the first one loads. */
  series: FeedSeries<KlineParams> | null;
  period: Period;
  /** The instrument as the chart's legend names it (BTC/USDT). */
  ticker: string;
  pricePrecision: number;
  volumePrecision: number;
  /** IANA zone of the time axis (the user's chart time zone preference). */
  timeZone: string;
  /** Re-read the palette when the theme or the up/down colours change. */
  theme: 'light' | 'dark';
  upDownColor: string;
  mainIndicators: readonly string[];
  subIndicators: readonly string[];
  label: string;
  /** Where the chart publishes the bar under the crosshair (or the newest) for the legend row above it. */
  legend: LegendStore;
}

interface Loaded {
  chart: Chart;
  library: typeof KLineCharts;
}

/**
 * The canvas (KLineChart v10), kept behind this one component: it loads the library on demand (so it stays out of
 * every chunk but this one's), hands the chart the feed as its data loader, and applies props as chart calls. It
 * draws at the device pixel ratio in the app's font; touch shows the crosshair (tap, long press) and zooms (pinch),
 * and the page neither scrolls nor zooms under the finger (`touch-action: none`).
 * jsdom has no canvas, so tests cover the data logic (kline-feed, kline-bars) rather than this wrapper.
 */
export function KlineChart(props: KlineChartProps) {
  const { feed, series, period, ticker, pricePrecision, volumePrecision, timeZone, theme, upDownColor } =
    props;
  const { legend } = props;
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [hasFailed, setHasFailed] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isActive = true;
    let teardown = () => undefined as void;
    void import('klinecharts').then(
      (library) => {
        if (!isActive) return;
        const chart = setUpChart(library, container, legend, chartStyles(readPalette(), readFontFamily()));
        if (!chart) return;
        chart.setDataLoader(feed);
        // The candle width as zoomed, for the page (and its tests) to read without a render.
        const showBarSpace = () => {
          container.dataset.barSpace = String(chart.getBarSpace().bar);
        };
        showBarSpace();
        chart.subscribeAction('onZoom', showBarSpace);
        // Window resizes, the sidebar layout and a hidden tab shown again all change the container's size.
        const observer =
          typeof ResizeObserver === 'function' ? new ResizeObserver(() => chart.resize()) : null;
        observer?.observe(container);
        teardown = () => {
          observer?.disconnect();
          library.dispose(chart);
        };
        setLoaded({ chart, library });
      },
      (error: unknown) => {
        // The chunk did not load (offline, a deploy replaced it): say so instead of an empty box.
        console.warn('[chart] the chart library could not be loaded', error);
        if (isActive) setHasFailed(true);
      },
    );
    return () => {
      isActive = false;
      teardown();
    };
  }, [feed, legend]);

  const chart = loaded?.chart ?? null;

  useEffect(() => {
    chart?.setTimezone(timeZone);
  }, [chart, timeZone]);

  useEffect(() => {
    if (!chart) return;
    // After paint: the shell applies the theme and colour classes to <html> in its own (later) effect.
    const frame = requestAnimationFrame(() => {
      chart.setStyles(theme);
      chart.setStyles(chartStyles(readPalette(), readFontFamily()));
    });
    return () => cancelAnimationFrame(frame);
    // The language: its script font is part of the page's font stack.
  }, [chart, theme, upDownColor, i18n.language]);

  const language = i18n.language;
  useEffect(() => {
    if (!loaded) return;
    const locale = `app-${language}`;
    loaded.library.registerLocale(locale, {
      time: t('chart.ohlc.time'),
      open: t('chart.ohlc.open'),
      high: t('chart.ohlc.high'),
      low: t('chart.ohlc.low'),
      close: t('chart.ohlc.close'),
      volume: t('chart.ohlc.volume'),
      change: t('chart.ohlc.change'),
      turnover: t('chart.ohlc.turnover'),
      second: '',
      minute: t('chart.interval.minutes', { n: '' }),
      hour: t('chart.interval.hours', { n: '' }),
      day: t('chart.interval.days', { n: '' }),
      week: t('chart.interval.weeks', { n: '' }),
      month: t('chart.interval.months', { n: '' }),
      year: t('chart.interval.years', { n: '' }),
    });
    loaded.chart.setLocale(locale);
  }, [loaded, language, t]);

  useEffect(() => {
    if (!chart || !series) return;
    if (feed.setSeries(series)) {
      legend.set(null);
      // Each call resets the chart, which then asks the feed for the new series' bars (and puts the newest at
      // the offset at the newest candle again).
      chart.setSymbol({ ticker, pricePrecision, volumePrecision, seriesKey: series.key });
      chart.setPeriod(period);
      chart.setOffsetRightDistance(RIGHT_OFFSET_PX);
    }
  }, [chart, feed, legend, series, period, ticker, pricePrecision, volumePrecision]);

  const { mainIndicators, subIndicators } = props;
  useEffect(() => {
    if (!chart) return;
    const wanted = wantedIndicators(mainIndicators, subIndicators);
    const shown = chart.getIndicators().map((indicator) => indicator.id);
    const plan = indicatorPlan(shown, wanted);
    for (const id of plan.remove) chart.removeIndicator({ id });
    for (const spec of plan.create) {
      const tooltip = tooltipSourceFor(spec.paneId, CANDLE_PANE_ID);
      chart.createIndicator(
        { id: spec.id, name: spec.name, paneId: spec.paneId, ...tooltip },
        spec.isStacked,
      );
      // Room above a sub pane's highest bar for the indicator's name.
      if (spec.paneId !== CANDLE_PANE_ID) chart.overrideYAxis({ paneId: spec.paneId, gap: SUB_PANE_GAP });
    }
  }, [chart, mainIndicators, subIndicators]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={props.label}
      dir="ltr"
      data-series={series?.key}
      data-time-zone={timeZone}
      data-testid="kline-chart"
      className="size-full min-h-0 touch-none overscroll-contain select-none"
    >
      {hasFailed ? <p className="p-4 text-center text-sm text-muted">{t('common.loadFailed')}</p> : null}
    </div>
  );
}
