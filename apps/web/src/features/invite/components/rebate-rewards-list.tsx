import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { LoadMore } from '@/components/ui/load-more';
import { formatDateTime } from '@/lib/format-date-time';
import { useRebateRewards } from '../api/invite-queries';
import type { RebateReward } from '../api/invite-queries';
import { formatAssetAmount, formatCount } from '../utils/invite-format';

function RewardCard({ reward }: { reward: RebateReward }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
      aria-label={t('invite.payouts.rowLabel', { day: reward.day })}
    >
      <header className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{t(`invite.details.role.${reward.role}`)}</span>
        <span dir="ltr" className="text-sm font-semibold text-success">
          {formatAssetAmount(reward.amount, reward.asset)}
        </span>
      </header>
      <DetailList
        items={[
          { label: t('invite.details.day'), value: reward.day, isLtr: true },
          { label: t('invite.payouts.paidAt'), value: formatDateTime(reward.paidAt, i18n.language) },
          { label: t('invite.payouts.fees'), value: formatCount(reward.details), isLtr: true },
          { label: t('invite.payouts.transfer'), value: reward.transferId, isLtr: true },
        ]}
      />
    </article>
  );
}

/** The caller's payouts: one ledger transfer per day, asset and role, each summing that day's details. */
export function RebateRewardsList() {
  const { t } = useTranslation();
  const rewards = useRebateRewards();
  const rows = rewards.data?.pages.flatMap((page) => page.list) ?? [];
  if (rewards.isPending) return <LoadingState />;
  if (rewards.isError) return <ErrorState onRetry={() => void rewards.refetch()} />;
  if (rows.length === 0) return <EmptyState message={t('invite.payouts.empty')} />;
  return (
    <div className="flex flex-col">
      <ul aria-label={t('invite.payouts.listLabel')} className="grid gap-3 sm:grid-cols-2">
        {rows.map((reward) => (
          <li key={reward.transferId}>
            <RewardCard reward={reward} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={rewards.hasNextPage}
        isFetchingNextPage={rewards.isFetchingNextPage}
        fetchNextPage={() => void rewards.fetchNextPage()}
      />
    </div>
  );
}
