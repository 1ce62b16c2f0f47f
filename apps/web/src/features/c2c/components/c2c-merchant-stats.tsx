import { useTranslation } from 'react-i18next';
import { NO_VALUE, formatDecimal } from '@exchange/ui/format';
import type { Merchant } from '../api/c2c-queries';
import { formatCompletionRate, releaseTimeLabel } from '../utils/c2c-format';

/** A merchant's 30-day figures: orders, completion rate and mean release time, as one muted line. */
export function C2cMerchantStats({ stats }: { stats: Merchant['stats'] }) {
  const { t } = useTranslation();
  const release = stats.avgReleaseSeconds === null ? null : releaseTimeLabel(stats.avgReleaseSeconds);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted">
      <span>{t('c2c.merchant.orders30d', { orders: formatDecimal(stats.orders30d, { decimals: 0 }) })}</span>
      <span>{t('c2c.merchant.completion', { rate: formatCompletionRate(stats.completionRate) })}</span>
      <span>
        {t('c2c.merchant.avgRelease', {
          time: release === null ? NO_VALUE : t(release.key, { value: release.value }),
        })}
      </span>
    </p>
  );
}
