import { useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { MarketListRow } from '../api/list-market-page';
import { useDocumentOffset } from '../hooks/use-document-offset';
import { quoteTopic } from '@/data/quotes/live-quote';
import { useQuoteTopics } from '@/data/quotes/use-live-quotes';
import { ROW_HEIGHT_PX, SESSION_ROW_HEIGHT_PX } from './market-columns';
import { MarketRowItem } from './market-row';

/** Rows rendered (and followed on the socket) beyond each edge of the screen. */
const OVERSCAN_ROWS = 4;

interface VirtualMarketListProps {
  label: string;
  rows: readonly MarketListRow[];
  favouriteIds: ReadonlySet<number>;
  onToggleFavourite: (row: MarketListRow, isFavourite: boolean) => void;
  timeZone: string;
}

/**
 * The market list, virtualised against the page's own scroll: only the rows on screen (plus a few) are in the DOM
 * and subscribed on the data socket, so a tab of 500 live instruments scrolls smoothly. Rows scrolled away are
 * unsubscribed; so is everything when the list unmounts.
 */
export function VirtualMarketList({
  label,
  rows,
  favouriteIds,
  onToggleFavourite,
  timeZone,
}: VirtualMarketListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.tradingHours ? SESSION_ROW_HEIGHT_PX : ROW_HEIGHT_PX),
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  useQuoteTopics(
    items.flatMap((item) => {
      const row = rows[item.index];
      return row ? [quoteTopic(row.type, row.symbol)] : [];
    }),
  );
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            role="listitem"
            className="absolute inset-x-0 top-0"
            style={{ height: item.size, transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <MarketRowItem
              row={row}
              isFavourite={favouriteIds.has(row.id)}
              onToggleFavourite={onToggleFavourite}
              timeZone={timeZone}
            />
          </div>
        );
      })}
    </div>
  );
}
