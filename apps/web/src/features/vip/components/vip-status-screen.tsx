import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { useVipConfig, useVipDetail } from '../api/vip-queries';
import { VipApplyForm } from './vip-apply-form';
import { VipBenefitLines } from './vip-benefit-lines';
import { VipProgress } from './vip-progress';

/**
 * `/mine/vip`: the caller's level and why (qualified, bought until a date, approved), the benefits in effect, the
 * progress to the next level, and the application with its status. Two columns on a wide screen.
 */
export function VipStatusScreen() {
  const { t, i18n } = useTranslation();
  const detail = useVipDetail();
  const config = useVipConfig();
  if (detail.isPending || config.isPending) return <LoadingState />;
  if (detail.isError || config.isError)
    return (
      <ErrorState
        onRetry={() => {
          void detail.refetch();
          void config.refetch();
        }}
      />
    );
  const data = detail.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-4">
        <section
          className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
          aria-label={t('vip.status.title')}
        >
          <p className="text-xs text-muted">{t('vip.status.current')}</p>
          <p className="text-3xl font-bold">{data.name}</p>
          <p className="text-sm text-muted">{t(`vip.source.${data.source}`)}</p>
          {data.purchaseEndsAt !== null ? (
            <p className="text-sm">
              {t('vip.status.termEnds', {
                level: data.purchasedLevel,
                date: formatDateTime(data.purchaseEndsAt, i18n.language),
              })}
            </p>
          ) : null}
          <p className="text-xs text-muted">
            {t('vip.status.evaluated', { date: formatDateTime(data.evaluatedAt, i18n.language) })}
          </p>
        </section>
        <section className="rounded-2xl bg-surface-raised px-4 py-2" aria-label={t('vip.status.benefits')}>
          <h2 className="pt-2 text-sm font-semibold">{t('vip.status.benefits')}</h2>
          <VipBenefitLines benefits={data.benefits} />
        </section>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.mineUpgradePlan.path} className={buttonClasses('primary')}>
            {t('vip.status.upgrade')}
          </Link>
          <Link to={paths.vip.path} className={buttonClasses('secondary')}>
            {t('vip.status.allLevels')}
          </Link>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <VipProgress detail={data} />
        <VipApplyForm detail={data} levels={config.data} />
      </div>
    </div>
  );
}
