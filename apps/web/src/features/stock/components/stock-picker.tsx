import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SheetDialog } from '@/components/ui/sheet-dialog';
import { directionOf, directionTextClass, formatChangeRate, formatQuotePrice } from '@/lib/market-format';
import { useStocks } from '../hooks/use-stocks';

interface StockPickerProps {
  symbol: string;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}

/** A sheet listing the stocks with their last price and change; a search narrows it by ticker or name. */
export function StockPicker({ symbol, onChoose, onClose }: StockPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const stocks = useStocks();
  const search = query.trim().toUpperCase();
  const rows = (stocks.data ?? []).filter(
    (row) => search === '' || row.symbol.includes(search) || row.displayName.toUpperCase().includes(search),
  );
  return (
    <SheetDialog
      title={t('stockTrade.choose')}
      description={t('stockTrade.search')}
      isDescriptionHidden
      layout="list"
      onClose={onClose}
    >
      <SearchField label={t('stockTrade.search')} value={query} onChange={setQuery} />
      <div className="min-h-40 overflow-y-auto">
        {stocks.isPending ? <LoadingState /> : null}
        {stocks.isError ? <ErrorState onRetry={() => void stocks.refetch()} /> : null}
        {stocks.isSuccess && rows.length === 0 ? (
          <EmptyState message={search ? t('stockTrade.noMatch', { query }) : t('stockTrade.noneListed')} />
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
                <CoinIcon symbol={row.symbol} logo={row.logo} size={24} isCoin={false} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span dir="ltr" className="font-medium">
                    {row.symbol}
                  </span>
                  <span className="truncate text-xs text-muted">{row.displayName}</span>
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
