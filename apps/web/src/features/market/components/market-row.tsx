import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstrumentType } from '@exchange/contracts/enums';
import type { MarketListRow } from '../api/list-market-page';
import { useSparkline } from '../api/get-sparklines';
import { withLiveQuote } from '@/data/quotes/live-quote';
import { useLiveQuote } from '@/data/quotes/use-live-quotes';
import {
  directionOf,
  directionTextClass,
  formatQuotePrice,
  formatSignedChange,
  pairName,
} from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';
import { withLivePrice } from '../utils/sparkline-points';
import { formatTurnover } from '../utils/turnover';
import { ChangeRatePill } from './change-rate-pill';
import { FavouriteStar } from './favourite-star';
import { InstrumentIcon } from './instrument-icon';
import { columnClasses, ROW_ICON_PX } from './market-columns';
import { PriceCell } from './price-cell';
import { SessionStatus } from './session-status';
import { Sparkline } from './sparkline';

export interface MarketRowProps {
  row: MarketListRow;
  isFavourite: boolean;
  onToggleFavourite: (row: MarketListRow, isFavourite: boolean) => void;
  /** The user's time zone, for a closed stock market's next open. */
  timeZone: string;
}

/** Pair over its 24 h turnover (phones and tablets) or its name (wide screens, which have a volume column). */
function NameColumn({ row, name }: { row: MarketListRow; name: string }) {
  const { t } = useTranslation();
  const volume = t('market.volume', { volume: formatTurnover(row) });
  // A cut text keeps its whole in a title. The pair (BTC in bold, /USDT smaller) reads left to right in any layout;
  // the volume, a phrase of the user's language, follows the page.
  return (
    <span className={columnClasses.name}>
      <span dir="ltr" title={name} className="max-w-full truncate leading-5">
        {row.type === InstrumentType.stock ? (
          <span className="text-sm font-semibold">{name}</span>
        ) : (
          <>
            <span className="text-sm font-semibold">{row.baseAsset}</span>
            <span className="text-xs text-muted">/{row.quoteAsset}</span>
          </>
        )}
      </span>
      <span
        title={volume}
        data-testid="volume"
        className="max-w-full truncate text-xs leading-4 text-muted tabular-nums lg:hidden"
      >
        {volume}
      </span>
      <span
        dir="auto"
        title={row.displayName}
        className="hidden max-w-full truncate text-xs leading-4 text-muted lg:block"
      >
        {row.displayName}
      </span>
    </span>
  );
}

/** Trend, price, change, change rate and, on wide screens, the 24 h high, low and turnover. */
function QuoteColumns({ row }: { row: MarketListRow }) {
  const { t } = useTranslation();
  const closes = useSparkline(row.type, row.symbol);
  const direction = directionOf(row.changeRate);
  return (
    <>
      <span className={columnClasses.trend}>
        <Sparkline closes={closes && withLivePrice(closes, row.price)} direction={direction} />
      </span>
      <span className={columnClasses.price}>
        <span className="flex items-center gap-1">
          {row.status === 2 ? (
            <span className="rounded bg-warning/15 px-1 text-[0.625rem] font-semibold text-warning uppercase">
              {t('market.stale')}
            </span>
          ) : null}
          <PriceCell
            price={row.price}
            priceAccuracy={row.priceAccuracy}
            className="text-[0.8125rem] sm:text-sm"
          />
        </span>
      </span>
      <span
        dir="ltr"
        className={`${columnClasses.change} text-sm tabular-nums ${directionTextClass[directionOf(row.change)]}`}
      >
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
        {formatTurnover(row)}
      </span>
    </>
  );
}

/** One instrument: star, icon and name, trend line, live price and change rate; the row opens its chart. */
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
      className="flex h-full items-center border-b border-border sm:gap-1 sm:px-2"
      data-symbol={row.symbol}
    >
      <FavouriteStar
        name={name}
        isFavourite={isFavourite}
        onToggle={() => onToggleFavourite(row, isFavourite)}
      />
      <Link
        to={chartHref(row)}
        className="flex h-full min-w-0 flex-1 flex-col justify-center gap-0.5 rounded-lg pe-1.5 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:pe-2"
      >
        <span className="flex items-center gap-1.5 sm:gap-3">
          <InstrumentIcon instrument={row} size={ROW_ICON_PX} />
          <NameColumn row={row} name={name} />
          <QuoteColumns row={row} />
        </span>
        {/* A full-width line: "Market closed · opens Mon, 14:30 GMT" must not be cut on a phone. */}
        {row.tradingHours ? (
          <span className="flex ps-[1.875rem] sm:ps-9">
            <SessionStatus hours={row.tradingHours} isOpen={row.isOpen} timeZone={timeZone} />
          </span>
        ) : null}
      </Link>
    </div>
  );
});
