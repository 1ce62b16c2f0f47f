import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { paths } from '@/config/paths';
import { useRebateConfig, useRebateStatistics } from '../api/invite-queries';
import { formatAssetAmount, formatCount, formatRate } from '../utils/invite-format';

/**
 * `/mine/social`: the "invite friends" entry of the Mine screen: the level-1 rate in force, the caller's friends and
 * what they earned, and the way to the invite screen.
 */
export function InviteSocialCard() {
  const { t } = useTranslation();
  const statistics = useRebateStatistics();
  const config = useRebateConfig();
  if (statistics.isPending || config.isPending) return <LoadingState />;
  if (statistics.isError || config.isError)
    return (
      <ErrorState
        onRetry={() => {
          void statistics.refetch();
          void config.refetch();
        }}
      />
    );
  const earned = statistics.data.earned;
  return (
    <section
      className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4"
      aria-label={t('invite.social.title')}
    >
      <p className="text-base font-semibold">
        {t('invite.social.headline', { rate: formatRate(config.data.level1Rate) })}
      </p>
      <DetailList
        items={[
          { label: t('invite.stats.friends'), value: formatCount(statistics.data.friends), isLtr: true },
          {
            label: t('invite.stats.earned'),
            value:
              earned.length === 0
                ? t('invite.stats.noneYet')
                : earned.map((entry) => formatAssetAmount(entry.amount, entry.asset)).join(' · '),
            isLtr: earned.length > 0,
          },
        ]}
      />
      <Link to={paths.invite.path} className={buttonClasses('primary', true)}>
        {t('invite.social.cta')}
      </Link>
    </section>
  );
}
