import { NO_VALUE, formatVolume, quoteVolume } from '@/lib/market-format';

interface Quoted {
  price: string | null;
  volume24h: string | null;
}

/** 24 h turnover in the quote asset (price × base volume), or null while either is missing. Screening only. */
export function turnoverOf(row: Quoted): number | null {
  if (row.price === null || row.volume24h === null) return null;
  return quoteVolume(row.price, row.volume24h);
}

/** The 24 h turnover in the locale's compact form (1.23B), or "—". */
export function formatTurnover(row: Quoted): string {
  const turnover = turnoverOf(row);
  return turnover === null ? NO_VALUE : formatVolume(turnover);
}
