import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import {
  directionOf,
  directionTextClass,
  formatChangeRate,
  formatQuotePrice,
  pairName,
} from '@/lib/market-format';
import { usePerpetuals } from '../api/list-perpetuals';
import { useSpotPriceAccuracies } from '../api/list-spot-accuracies';
import { priceDecimalsOf } from '../utils/accuracy';

interface PerpetualPickerProps {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}

/** A sheet listing the perpetuals (market list type 2) with their last price; a search narrows it as you type. */
export function PerpetualPicker({ symbol, onChoose, onClose }: PerpetualPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const perpetuals = usePerpetuals();
  const spot = useSpotPriceAccuracies();
  const search = query.trim().toUpperCase().replace('/', '');
  const rows = (perpetuals.data ?? []).filter(
    (row) => search === '' || row.symbol.includes(search) || row.displayName.toUpperCase().includes(search),
  );
  return (
    <SheetDialog
      title={t('contract.choose')}
      description={t('contract.search')}
      isDescriptionHidden
      layout="list"
      onClose={onClose}
    >
      <SearchField label={t('contract.search')} value={query} onChange={setQuery} />
      <div className="min-h-40 overflow-y-auto">
        {perpetuals.isPending ? <LoadingState /> : null}
        {perpetuals.isError ? <ErrorState onRetry={() => void perpetuals.refetch()} /> : null}
        {perpetuals.isSuccess && rows.length === 0 ? (
          <EmptyState message={search ? t('contract.noMatch', { query }) : t('contract.noneListed')} />
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
                  <span className="text-xs text-muted">{row.displayName}</span>
                </span>
                <span className="flex flex-col items-end tabular-nums" dir="ltr">
                  <span>
                    {formatQuotePrice(row.price, priceDecimalsOf(row.priceAccuracy, spot?.get(row.symbol)))}
                  </span>
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
