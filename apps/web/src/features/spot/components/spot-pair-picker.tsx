import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  pairName,
} from '@/lib/market-format';
import { useSpotPairs } from '../api/list-spot-pairs';

/** A sheet listing the coin pairs (market list type 1) with their last price; a search narrows it as you type. */
export function SpotPairPicker({
  symbol,
  onChoose,
  onClose,
}: {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const pairs = useSpotPairs();
  const search = query.trim().toUpperCase().replace('/', '');
  const rows = (pairs.data ?? []).filter(
    (row) => search === '' || row.symbol.includes(search) || row.displayName.toUpperCase().includes(search),
  );
  return (
    <SheetDialog
      title={t('spot.pair.choose')}
      description={t('spot.pair.search')}
      isDescriptionHidden
      layout="list"
      onClose={onClose}
    >
      <SearchField label={t('spot.pair.search')} value={query} onChange={setQuery} />
      <div className="min-h-40 overflow-y-auto">
        {pairs.isPending ? <LoadingState /> : null}
        {pairs.isError ? <ErrorState onRetry={() => void pairs.refetch()} /> : null}
        {pairs.isSuccess && rows.length === 0 ? (
          <EmptyState message={search ? t('spot.pair.noMatch', { query }) : t('spot.pair.noneListed')} />
        ) : null}
        <ul className="flex flex-col">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                aria-current={row.symbol === symbol ? 'true' : undefined}
                onClick={() => {
                  onChoose(row.symbol);
                  onClose();
                }}
                className={clsx(
                  'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-2 text-start hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand',
                  row.symbol === symbol && 'bg-surface-sunken',
                )}
              >
                <CoinIcon symbol={row.baseAsset} logo={row.logo} size={24} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span dir="ltr" className="font-medium">
                    {pairName(row)}
                  </span>
                  <span className="truncate text-xs text-muted" title={row.displayName}>
                    {row.displayName}
                  </span>
                </span>
                <span className="flex flex-col items-end tabular-nums" dir="ltr">
                  <span>{formatQuotePrice(row.price, row.priceAccuracy)}</span>
                  <span className={clsx('text-xs', directionTextClass[directionOf(row.changeRate)])}>
                    {formatChangeRate(row.changeRate)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </SheetDialog>
  );
}
