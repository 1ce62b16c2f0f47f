import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketListRow } from '../api/list-market-page';
import { withLiveQuote } from '@/data/quotes/live-quote';
import { useLiveQuote } from '@/data/quotes/use-live-quotes';
import {
  directionOf,
  directionTextClass,
  formatQuotePrice,
  formatSignedChange,
  formatVolume,
  pairName,
} from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';
import { ChangeRatePill } from './change-rate-pill';
import { FavouriteStar } from './favourite-star';
import { InstrumentLogo } from './instrument-logo';
import { columnClasses } from './market-columns';
import { PriceCell } from './price-cell';
import { SessionStatus } from './session-status';

export interface MarketRowProps {
  row: MarketListRow;
  isFavourite: boolean;
  onToggleFavourite: (row: MarketListRow, isFavourite: boolean) => void;
  /** The user's time zone, for a closed stock market's next open. */
  timeZone: string;
}

/** Price (with the change under it on phones), change, change rate and, on wide screens, the 24 h figures. */
function QuoteColumns({ row }: { row: MarketListRow }) {
  const { t } = useTranslation();
  const changeClass = directionTextClass[directionOf(row.change)];
  return (
    <>
      <span className={columnClasses.price}>
        <span className="flex items-center gap-1">
          {row.status === 2 ? (
            <span className="rounded bg-warning/15 px-1 text-[0.625rem] font-semibold text-warning uppercase">
              {t('market.stale')}
            </span>
          ) : null}
          <PriceCell price={row.price} priceAccuracy={row.priceAccuracy} />
        </span>
        <span dir="ltr" className={`px-1 text-xs tabular-nums sm:hidden ${changeClass}`}>
          {formatSignedChange(row.change, row.priceAccuracy)}
        </span>
      </span>
      <span dir="ltr" className={`${columnClasses.change} text-sm tabular-nums ${changeClass}`}>
        {formatSignedChange(row.change, row.priceAccuracy)}
      </span>
      <span className={columnClasses.changeRate}>
        <ChangeRatePill changeRate={row.changeRate} />
      </span>
      <span dir="ltr" className={`${columnClasses.high} text-sm tabular-nums`}>
        {formatQuotePrice(row.high24h, row.priceAccuracy)}
      </span>
      <span dir="ltr" className={`${columnClasses.low} text-sm tabular-nums`}>
        {formatQuotePrice(row.low24h, row.priceAccuracy)}
      </span>
      <span dir="ltr" className={`${columnClasses.volume} text-sm tabular-nums text-muted`}>
        {formatVolume(row.volume24h)}
      </span>
    </>
  );
}

/** One instrument: star, logo and name, live price, change and change rate; the row opens its chart. */
export const MarketRowItem = memo(function MarketRowItem({
  row: listRow,
  isFavourite,
  onToggleFavourite,
  timeZone,
}: MarketRowProps) {
  const row = withLiveQuote(listRow, useLiveQuote(listRow.type, listRow.symbol));
  const name = pairName(row);
  return (
    <div
      className="flex h-full items-center gap-1 border-b border-border px-1 sm:px-2"
      data-symbol={row.symbol}
    >
      <FavouriteStar
        name={name}
        isFavourite={isFavourite}
        onToggle={() => onToggleFavourite(row, isFavourite)}
      />
      <Link
        to={chartHref(row)}
        className="flex h-full min-w-0 flex-1 flex-col justify-center gap-0.5 rounded-lg pe-1 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:pe-2"
      >
        <span className="flex items-center gap-2 sm:gap-3">
          <InstrumentLogo logo={row.logo} baseAsset={row.baseAsset} />
          {/* dir="auto": a Latin name in a right-to-left layout is cut at its end, not its start. */}
          <span className="flex min-w-0 flex-1 flex-col items-start">
            <span dir="auto" className="max-w-full truncate text-sm font-semibold sm:text-base">
              {name}
            </span>
            <span dir="auto" className="max-w-full truncate text-xs text-muted">
              {row.displayName}
            </span>
          </span>
          <QuoteColumns row={row} />
        </span>
        {/* A full-width line: "Market closed · opens Mon, 14:30 GMT" must not be cut on a phone. */}
        {row.tradingHours ? (
          <span className="flex ps-9 sm:ps-11">
            <SessionStatus hours={row.tradingHours} isOpen={row.isOpen} timeZone={timeZone} />
          </span>
        ) : null}
      </Link>
    </div>
  );
});
