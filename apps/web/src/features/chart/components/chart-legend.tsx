import { clsx } from 'clsx';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { directionTextClass, useNumberLocale } from '@exchange/ui/format';
import { legendCells } from '../hooks/chart-legend';
import type { LegendStore } from '../hooks/chart-legend';

/**
 * The OHLC, change, amplitude, volume and candle-pane indicator values of the bar under the crosshair (the newest
 * bar otherwise), as a row of the page above the canvas: never over the candles or the high-price mark. Its rows
 * are a fixed grid, so moving the crosshair never changes its height (the chart below does not jump).
 */
export function ChartLegend({ store, priceAccuracy }: { store: LegendStore; priceAccuracy: number }) {
  const { t } = useTranslation();
  useNumberLocale();
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  const cells = snapshot ? legendCells(snapshot, priceAccuracy) : null;
  const values = [
    { key: 'open', label: t('chart.legend.open'), value: cells?.open },
    { key: 'high', label: t('chart.legend.high'), value: cells?.high },
    { key: 'low', label: t('chart.legend.low'), value: cells?.low },
    { key: 'close', label: t('chart.legend.close'), value: cells?.close },
    {
      key: 'change',
      label: t('chart.legend.change'),
      value: cells?.change,
      className: cells ? directionTextClass[cells.direction] : undefined,
    },
    { key: 'amplitude', label: t('chart.legend.amplitude'), value: cells?.amplitude },
    { key: 'volume', label: t('chart.legend.volume'), value: cells?.volume },
  ];
  return (
    <div
      role="group"
      aria-label={t('chart.legend.label')}
      data-testid="chart-legend"
      data-time={snapshot?.bar.timestamp}
      className="flex min-h-[3.25rem] flex-col gap-0.5 px-1 text-[11px] leading-4 text-muted"
    >
      <dl className="grid grid-cols-4 gap-x-2 sm:flex sm:flex-wrap sm:gap-x-4">
        {values.map((item) => (
          <div key={item.key} className="flex gap-1" data-legend={item.key}>
            <dt className="shrink-0">{item.label}</dt>
            <dd dir="ltr" className={clsx('whitespace-nowrap tabular-nums text-text', item.className)}>
              {item.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      {cells && cells.lines.length > 0 ? (
        <dl
          className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-x-2 sm:flex sm:flex-wrap sm:gap-x-4"
          data-legend="lines"
        >
          {cells.lines.map((line) => (
            <div key={line.name} className="flex gap-1 whitespace-nowrap tabular-nums">
              {/* The line's colour on the canvas names it; the value reads in the text colour. */}
              <dt dir="ltr" style={{ color: line.color }}>
                {line.name}
              </dt>
              <dd dir="ltr" className="text-text">
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
