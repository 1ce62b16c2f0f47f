import { parseDecimal } from '@exchange/domain/decimal';
import type { MarketListRow } from '@/data/instruments/instrument-types';
import { turnoverOf } from './turnover';

/**
 * Home's movers: the biggest 24 h rises and falls, the largest 24 h turnover, and the newest listings. "New" is
 * the catalogue's creation order: an instrument's id grows with each one added (the market row carries no listing
 * date), so the highest ids were listed last.
 */
export const MOVER_KINDS = ['gainers', 'losers', 'volume', 'new'] as const;
export type MoverKind = (typeof MOVER_KINDS)[number];

const rateOf = (row: MarketListRow) => parseDecimal(row.changeRate ?? '');

/** Up to `count` rows of a kind, best first; rows without the figure a kind ranks by are skipped. */
export function moversOf(rows: readonly MarketListRow[], kind: MoverKind, count: number): MarketListRow[] {
  switch (kind) {
    case 'gainers':
    case 'losers': {
      const sign = kind === 'gainers' ? 1 : -1;
      return rows
        .flatMap((row) => {
          const rate = rateOf(row);
          return rate !== null && rate.times(sign).isPositive() && !rate.isZero() ? [{ row, rate }] : [];
        })
        .sort((first, second) => second.rate.minus(first.rate).times(sign).comparedTo(0) ?? 0)
        .slice(0, count)
        .map((entry) => entry.row);
    }
    case 'volume':
      return rows
        .flatMap((row) => {
          const turnover = turnoverOf(row);
          return turnover !== null && turnover > 0 ? [{ row, turnover }] : [];
        })
        .sort((first, second) => second.turnover - first.turnover)
        .slice(0, count)
        .map((entry) => entry.row);
    case 'new':
      return [...rows].sort((first, second) => second.id - first.id).slice(0, count);
  }
}
