import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@exchange/ui/format';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useRebateRank } from '../api/invite-queries';
import { formatCount } from '../utils/invite-format';

/**
 * `/rebateRanking`: the users paid the most rebates over the window the server names (USDT value at the live price,
 * names masked), with the caller's own row marked when they are in it.
 */
export function RebateRankingScreen() {
  const { t } = useTranslation();
  const rank = useRebateRank();
  if (rank.isPending) return <LoadingState />;
  if (rank.isError) return <ErrorState onRetry={() => void rank.refetch()} />;
  const { list, days } = rank.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('invite.ranking.window', { days: formatCount(days) })}</p>
      {list.length === 0 ? (
        <EmptyState message={t('invite.ranking.empty')} />
      ) : (
        <div className="overflow-hidden rounded-2xl bg-surface-raised">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('invite.ranking.title')}</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('invite.ranking.rank')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  {t('invite.ranking.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-end font-medium">
                  {t('invite.ranking.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {list.map((entry) => (
                <tr
                  key={entry.rank}
                  aria-current={entry.isCaller ? 'true' : undefined}
                  className={clsx(entry.isCaller && 'bg-brand/10 font-semibold')}
                >
                  <td className="px-4 py-3 text-start">
                    <span dir="ltr">{formatCount(entry.rank)}</span>
                  </td>
                  <th scope="row" className="px-4 py-3 text-start font-medium">
                    {entry.name}
                    {entry.isCaller ? (
                      <span className="ms-2 text-xs text-brand">{t('invite.ranking.you')}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-end">
                    <span dir="ltr">{formatAmount(entry.amountUsdt)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
