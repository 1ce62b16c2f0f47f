import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import type { AssetAmount } from '@exchange/contracts/http/invite/index';
import type { RebateStatistics } from '../api/invite-queries';
import { formatAssetAmount, formatCount } from '../utils/invite-format';

/** Amounts per asset, one a line; "none yet" when there is none. */
function AssetAmounts({ amounts }: { amounts: readonly AssetAmount[] }) {
  const { t } = useTranslation();
  if (amounts.length === 0) return <span className="text-muted">{t('invite.stats.noneYet')}</span>;
  return (
    <span className="flex flex-col items-end" dir="ltr">
      {amounts.map((entry) => (
        <span key={entry.asset}>{formatAssetAmount(entry.amount, entry.asset)}</span>
      ))}
    </span>
  );
}

/** The caller's friends, trading friends, rebates earned and pending per asset, and who invited them. */
export function InviteStatistics({ statistics }: { statistics: RebateStatistics }) {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col gap-1 rounded-2xl bg-surface-raised px-4 pt-4 pb-2"
      aria-label={t('invite.stats.title')}
    >
      <h2 className="text-sm font-semibold">{t('invite.stats.title')}</h2>
      <DetailList
        items={[
          { label: t('invite.stats.friends'), value: formatCount(statistics.friends), isLtr: true },
          {
            label: t('invite.stats.tradingFriends'),
            value: formatCount(statistics.tradingFriends),
            isLtr: true,
          },
          { label: t('invite.stats.earned'), value: <AssetAmounts amounts={statistics.earned} /> },
          { label: t('invite.stats.pending'), value: <AssetAmounts amounts={statistics.pending} /> },
          { label: t('invite.stats.invitedBy'), value: statistics.invitedBy ?? t('invite.stats.nobody') },
        ]}
      />
    </section>
  );
}
