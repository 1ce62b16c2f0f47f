import { useTranslation } from 'react-i18next';
import { KLINE_INTERVALS } from '@exchange/domain/market/kline-intervals';
import type { KlineInterval } from '@exchange/domain/market/kline-intervals';
import { intervalLabelParts } from '../hooks/kline-bars';
import { Chip } from './chip';

/** Every interval of the spec as a chip (1m … 1Y); on a phone the row scrolls sideways instead of wrapping. */
export function IntervalBar({
  value,
  onChange,
}: {
  value: KlineInterval;
  onChange: (interval: KlineInterval) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('chart.intervals')}
      className="flex min-w-0 flex-1 gap-0.5 overflow-x-auto [scrollbar-width:none]"
    >
      {KLINE_INTERVALS.map((interval) => {
        const { unit, count } = intervalLabelParts(interval);
        return (
          <Chip key={interval} isPressed={interval === value} onClick={() => onChange(interval)}>
            {t(`chart.interval.${unit}`, { n: count })}
          </Chip>
        );
      })}
    </div>
  );
}
