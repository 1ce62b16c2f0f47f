import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { CoinIcon } from '@exchange/ui/coin-icon';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { directionOf, directionTextClass, formatChangeRate, formatQuotePrice } from '@/lib/market-format';
import { SearchField } from './search-field';
import { SheetDialog } from './sheet-dialog';

export interface InstrumentPickerLabels {
  title: string;
  search: string;
  noMatch: (query: string) => string;
  noneListed: string;
}

/**
 * A sheet listing one type's instruments with their last price and change; a search narrows it by symbol or name as
 * you type. Each product's picker (spot pairs, stocks) passes its list query, its words and how a row is named.
 */
export function InstrumentPickerSheet({
  symbol,
  instruments,
  labels,
  isCoin = true,
  nameOf = (row) => row.symbol,
  onChoose,
  onClose,
}: {
  symbol: string;
  instruments: UseQueryResult<MarketListRow[]>;
  labels: InstrumentPickerLabels;
  /** Stocks draw a letter badge rather than a coin's logo. */
  isCoin?: boolean;
  nameOf?: (row: MarketListRow) => ReactNode;
  onChoose: (symbol: string) => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState('');
  const search = query.trim().toUpperCase().replace('/', '');
  const rows = (instruments.data ?? []).filter(
    (row) => search === '' || row.symbol.includes(search) || row.displayName.toUpperCase().includes(search),
  );
  return (
    <SheetDialog
      title={labels.title}
      description={labels.search}
      isDescriptionHidden
      layout="list"
      onClose={onClose}
    >
      <SearchField label={labels.search} value={query} onChange={setQuery} />
      <div className="min-h-40 overflow-y-auto">
        {instruments.isPending ? <LoadingState /> : null}
        {instruments.isError ? <ErrorState onRetry={() => void instruments.refetch()} /> : null}
        {instruments.isSuccess && rows.length === 0 ? (
          <EmptyState message={search ? labels.noMatch(query) : labels.noneListed} />
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
                <CoinIcon
                  symbol={isCoin ? row.baseAsset : row.symbol}
                  logo={row.logo}
                  size={24}
                  isCoin={isCoin}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span dir="ltr" className="font-medium">
                    {nameOf(row)}
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
