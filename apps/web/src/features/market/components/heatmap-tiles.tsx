import { useMemo } from 'react';
import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { MarketListRow } from '../api/list-market-page';
import { quoteTopic, withLiveQuote } from '@/data/quotes/live-quote';
import { useFollowedQuotes } from '@/data/quotes/use-live-quotes';
import { changeIntensity, layoutHeatmap } from '../utils/heatmap-layout';
import type { HeatmapTile } from '../utils/heatmap-layout';
import { directionOf, formatChangeRate, formatQuotePrice, pairName } from '@/lib/market-format';
import { chartHref } from '../utils/chart-href';

/** Tiles from this share of the map show the price too; below the next, only the symbol. */
const LARGE_TILE_AREA = 0.04;
const MEDIUM_TILE_AREA = 0.008;
/** Narrower tiles (share of the map's width) show only the symbol: a rate would not fit. */
const MIN_RATE_WIDTH = 0.1;

/** Changes from this intensity fill their tile with the full up/down colour, under white text. */
const STRONG_INTENSITY = 0.5;

/**
 * Background of a tile: the up or down fill colour of the user's preference. A smaller change mixes it with the
 * sunken surface, more for a larger change, up to 80 % (the theme's text colour stays at 4.5:1 or more on it); a
 * strong change is the full fill colour, which carries white text at 4.5:1 or more (index.css).
 */
function tileStyle(tile: HeatmapTile, changeRate: string | null): CSSProperties {
  const direction = directionOf(changeRate);
  const intensity = changeIntensity(changeRate);
  const colour = direction === 'up' ? 'var(--color-up-fill)' : 'var(--color-down-fill)';
  const share = intensity >= STRONG_INTENSITY ? 100 : Math.round(25 + 55 * (intensity / STRONG_INTENSITY));
  return {
    insetInlineStart: `${tile.x * 100}%`,
    top: `${tile.y * 100}%`,
    width: `${tile.width * 100}%`,
    height: `${tile.height * 100}%`,
    background:
      direction === 'flat'
        ? 'var(--color-surface-sunken)'
        : `color-mix(in oklab, ${colour} ${share}%, var(--color-surface-sunken))`,
  };
}

function Tile({ tile, row }: { tile: HeatmapTile; row: MarketListRow }) {
  const area = tile.width * tile.height;
  const showsRate = area >= MEDIUM_TILE_AREA && tile.width >= MIN_RATE_WIDTH;
  const rate = formatChangeRate(row.changeRate);
  const isStrong = changeIntensity(row.changeRate) >= STRONG_INTENSITY;
  const symbol = row.type === 3 ? row.symbol : row.baseAsset;
  return (
    <Link
      to={chartHref(row)}
      aria-label={`${pairName(row)} ${rate}`}
      data-direction={directionOf(row.changeRate)}
      className={clsx(
        'absolute flex flex-col items-center justify-center overflow-hidden rounded-md p-1 text-center leading-tight focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand',
        isStrong ? 'text-white' : 'text-text',
      )}
      style={tileStyle(tile, row.changeRate)}
    >
      <span
        className={clsx('max-w-full truncate font-semibold', area >= LARGE_TILE_AREA ? 'text-lg' : 'text-xs')}
      >
        {symbol}
      </span>
      {showsRate ? (
        <span
          dir="ltr"
          className={clsx(
            'max-w-full truncate tabular-nums',
            area >= LARGE_TILE_AREA ? 'text-sm' : 'text-[0.625rem]',
          )}
        >
          {rate}
        </span>
      ) : null}
      {area >= LARGE_TILE_AREA ? (
        <span dir="ltr" className="text-xs tabular-nums">
          {formatQuotePrice(row.price, row.priceAccuracy)}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The heatmap of one instrument type. Tile sizes follow the list (refreshed every 10 s) so tiles do not jump with
 * every tick; colours and numbers follow the live pushes of every tile.
 */
export function HeatmapTiles({ rows, aspectRatio }: { rows: readonly MarketListRow[]; aspectRatio: number }) {
  const tiles = useMemo(() => layoutHeatmap(rows, aspectRatio), [rows, aspectRatio]);
  const quotes = useFollowedQuotes(rows);
  return (
    <div className="relative w-full" style={{ aspectRatio }}>
      {tiles.map((tile) => (
        <Tile
          key={tile.row.id}
          tile={tile}
          row={withLiveQuote(tile.row, quotes.get(quoteTopic(tile.row.type, tile.row.symbol)))}
        />
      ))}
    </div>
  );
}
