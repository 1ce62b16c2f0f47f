import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { Instrument } from '../api/list-market-page';
import { seriesKey } from '../api/query-keys';
import { createLegendStore } from '../hooks/chart-legend';
import { intervalPeriod } from '../hooks/kline-bars';
import { timeZoneLabel } from '../hooks/time-zone-label';
import { useKlineFeed } from '../hooks/use-kline-feed';
import { useChartSettingsStore } from '../stores/chart-settings-store';
import { ChartLegend } from './chart-legend';
import { IndicatorMenu } from './indicator-menu';
import { pairName } from '@/lib/market-format';
import { IntervalBar } from './interval-bar';
import { KlineChart } from './kline-chart';

export interface ChartAppearance {
  timeZone: string;
  theme: 'light' | 'dark';
  upDownColor: string;
}

/**
 * The chart with its toolbar: intervals (the last one is remembered), indicators, the legend of the bar under the
 * crosshair and the time zone of the axis (a link to the time-zone setting). Loading, error and empty states cover
 * the canvas; the canvas itself stays mounted across instruments and intervals so switching never re-creates it.
 */
export function ChartPanel({
  instrument,
  appearance,
}: {
  instrument: Instrument;
  appearance: ChartAppearance;
}) {
  const { t, i18n } = useTranslation();
  const interval = useChartSettingsStore((state) => state.interval);
  const setInterval = useChartSettingsStore((state) => state.setInterval);
  const mainIndicators = useChartSettingsStore((state) => state.mainIndicators);
  const subIndicators = useChartSettingsStore((state) => state.subIndicators);
  const { type, symbol } = instrument;
  const { feed, series, history } = useKlineFeed({ type, symbol, interval });
  const isCurrent = series?.key === seriesKey({ type, symbol, interval });
  const isEmpty = history.isSuccess && history.data.length === 0;
  const [legend] = useState(createLegendStore);

  let overlay = null;
  if (history.isError) overlay = <ErrorState onRetry={() => void history.refetch()} />;
  else if (history.isPending || !isCurrent) overlay = <LoadingState />;
  else if (isEmpty)
    overlay = <EmptyState message={instrument.isOpen ? t('chart.noCandles') : t('chart.marketClosed')} />;

  return (
    <section aria-label={t('chart.title')} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-center gap-1">
        <IntervalBar value={interval} onChange={setInterval} />
        <IndicatorMenu />
      </div>
      <ChartLegend store={legend} priceAccuracy={instrument.priceAccuracy} />
      <div className="relative h-[clamp(16rem,min(50dvh,calc(100dvh_-_26.5rem)),26rem)] sm:h-[30rem]">
        <KlineChart
          feed={feed}
          series={series}
          period={intervalPeriod(series?.params.interval ?? interval)}
          ticker={pairName(instrument)}
          pricePrecision={instrument.priceAccuracy}
          volumePrecision={instrument.transactionAccuracy}
          timeZone={appearance.timeZone}
          theme={appearance.theme}
          upDownColor={appearance.upDownColor}
          mainIndicators={mainIndicators}
          subIndicators={subIndicators}
          label={t('chart.chartLabel', { symbol: pairName(instrument) })}
          legend={legend}
        />
        {overlay ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/80">{overlay}</div>
        ) : null}
      </div>
      <Link
        to={paths.timezoneSelector.path}
        className="self-end rounded-lg px-1 text-xs text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand"
        data-testid="chart-time-zone"
      >
        {t('chart.timeZone', { zone: timeZoneLabel(appearance.timeZone, i18n.language) })}
      </Link>
    </section>
  );
}
