import { useId, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import { useInstruments } from '../api/list-market-page';
import type { ChartInstrumentType } from '../hooks/chart-search';
import { quoteOfRow } from '../hooks/market-quote';
import { InstrumentRow } from './instrument-row';

const ROW_HEIGHT_PX = 48;

interface MarketPaneProps {
  type: ChartInstrumentType;
  symbol: string;
  onChoose: (type: ChartInstrumentType, symbol: string) => void;
}

/**
 * The desktop layout's instrument list: instruments of the chart's type with last price and change. Only the rows
 * in view are drawn and followed live (MARKET topics), so a long list costs no more than a screenful.
 */
export function MarketPane({ type, symbol, onChoose }: MarketPaneProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const instruments = useInstruments(type);
  const rows = instruments.data ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions are read fresh on every render here and never passed to memoised children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 2,
  });
  const items = virtualizer.getVirtualItems();
  const visible = items.flatMap((item) => rows[item.index] ?? []);
  const quotes = useFollowedQuotes(visible);

  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-col gap-2">
      <h2 id={titleId} className="text-sm font-semibold">
        {t('chart.markets')}
      </h2>
      {instruments.isPending ? <LoadingState /> : null}
      {instruments.isError ? <ErrorState onRetry={() => void instruments.refetch()} /> : null}
      {instruments.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto">
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <li
                key={row.id}
                className="absolute inset-x-0 top-0"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <InstrumentRow
                  instrument={row}
                  quote={quoteOfRow(row, quotes.get(quoteTopic(row.type, row.symbol)))}
                  isCurrent={row.type === type && row.symbol === symbol}
                  onChoose={() => onChoose(row.type as ChartInstrumentType, row.symbol)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
