import { useTranslation } from 'react-i18next';
import type { VipDetail } from '@exchange/contracts/http/vip/index';
import { formatUsdt, progressOf } from '../utils/vip-format';

function Bar({ label, value, target }: { label: string; value: string; target: string | null }) {
  const percent = progressOf(value, target);
  if (target === null || percent === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span dir="ltr" className="text-xs text-muted">
          {formatUsdt(value)} / {formatUsdt(target)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** Progress to the next level by 30-day spot volume and by holdings (either reaches it). */
export function VipProgress({ detail }: { detail: VipDetail }) {
  const { t } = useTranslation();
  const next = detail.next;
  if (!next) return <p className="text-sm text-muted">{t('vip.progress.top')}</p>;
  const hasThreshold = next.minVolume30d !== null || next.minHoldings !== null;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      aria-label={t('vip.progress.title')}
    >
      <h2 className="text-sm font-semibold">{t('vip.progress.toNext', { name: next.name })}</h2>
      {hasThreshold ? (
        <>
          <Bar label={t('vip.progress.volume')} value={detail.volume30d} target={next.minVolume30d} />
          <Bar label={t('vip.progress.holdings')} value={detail.holdings} target={next.minHoldings} />
          <p className="text-xs text-muted">{t('vip.progress.either')}</p>
        </>
      ) : (
        <p className="text-sm text-muted">{t('vip.requirement.none')}</p>
      )}
      {!detail.isPriceComplete ? (
        <p className="text-xs text-warning">{t('vip.progress.priceIncomplete')}</p>
      ) : null}
    </section>
  );
}
