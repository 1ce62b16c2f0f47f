import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@exchange/ui/badge';
import type { BadgeTone } from '@exchange/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { instrumentTypeLabel } from './market-labels';
import { usePriceSourceRows, usePriceSources } from './market-queries';
import type { PriceSourceRow, PriceSources } from './market-queries';

const STATE_TONES: Record<PriceSourceRow['state'], BadgeTone> = {
  live: 'success',
  stale: 'danger',
  none: 'neutral',
};

type Leader = PriceSources['priceFeed'];

// `TFunction`, not `ReturnType<typeof useTranslation>['t']`: the latter's inference goes too deep once the catalogue
// passes ~730 keys (TS2589).
function leaderText(leader: Leader, t: TFunction): string {
  if (leader.isThisInstance) return t('markets.leaderHere');
  if (!leader.holder) return t('markets.leaderUnknown');
  const { backendPid, clientAddress, connectedAt } = leader.holder;
  return t('markets.leaderHolder', {
    pid: backendPid,
    address: clientAddress ?? '—',
    since: formatDateTime(connectedAt),
  });
}

/** The feed's health as this instance sees it, per instrument, and who leads feed and risk engine; polled. */
export function PriceSourcesPanel() {
  const { t } = useTranslation();
  const sources = usePriceSources();
  const data = sources.data;
  const rows = usePriceSourceRows();
  const columns: Column<PriceSourceRow>[] = [
    { key: 'symbol', header: t('markets.symbol'), cell: (row) => row.symbol },
    { key: 'type', header: t('markets.type'), cell: (row) => instrumentTypeLabel(row.type) },
    {
      key: 'listed',
      header: t('columns.status'),
      cell: (row) => t(row.isListed ? 'markets.listed' : 'markets.unlisted'),
    },
    {
      key: 'state',
      header: t('markets.feedState'),
      cell: (row) => <Badge tone={STATE_TONES[row.state]}>{t(`markets.sourceState.${row.state}`)}</Badge>,
    },
    { key: 'tick', header: t('markets.lastTick'), cell: (row) => formatDateTime(row.lastTickTime) },
  ];
  return (
    <section aria-labelledby="price-sources" className="flex flex-col gap-3">
      <h2 id="price-sources" className="text-lg font-semibold">
        {t('markets.priceSourcesTitle')}
      </h2>
      <p className="text-sm text-muted">{t('markets.priceSourcesIntro')}</p>
      {sources.isPending ? <LoadingState /> : null}
      {sources.isError && !data ? <ErrorState onRetry={() => void sources.refetch()} /> : null}
      {data ? (
        <>
          <DetailList
            items={[
              {
                label: t('markets.source'),
                value: data.isDemo ? t('markets.sourceDemo', { source: data.source }) : data.source,
              },
              { label: t('markets.lastBatch'), value: formatDateTime(data.lastBatchTime) },
              {
                label: t('markets.staleAfter'),
                value: t('markets.seconds', { count: data.staleAfterMs / 1000 }),
              },
              {
                label: t('markets.instance'),
                value: `${data.instance.host} (pid ${data.instance.pid}, ${data.instance.database})`,
              },
              { label: t('markets.priceFeedLeader'), value: leaderText(data.priceFeed, t) },
              { label: t('markets.riskEngineLeader'), value: leaderText(data.riskEngine, t) },
            ]}
          />
          <DataTable
            caption={t('markets.priceSourcesTitle')}
            columns={columns}
            query={rows}
            rowKey={(row) => row.id}
          />
        </>
      ) : null}
    </section>
  );
}
