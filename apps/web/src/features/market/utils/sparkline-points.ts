import { isDecimalString } from '@exchange/domain/decimal';

export interface SparklineBox {
  width: number;
  height: number;
  /** Kept free at the top and bottom, so the stroke is not cut at the extremes. */
  padding: number;
}

/**
 * The polyline of a sparkline: the closes (oldest first) spread evenly across the width, the highest at the top.
 * A flat line sits in the middle. Drawing only: the values are read as floating point numbers, never shown.
 * Values that are not decimals are skipped; fewer than two leave nothing to draw ('').
 */
export function sparklinePoints(closes: readonly string[], box: SparklineBox): string {
  const values = closes.filter((close) => isDecimalString(close)).map(Number);
  if (values.length < 2) return '';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const drawable = box.height - 2 * box.padding;
  const step = box.width / (values.length - 1);
  const round = (value: number) => Math.round(value * 100) / 100;
  return values
    .map((value, index) => {
      const y = span === 0 ? box.height / 2 : box.padding + ((high - value) / span) * drawable;
      return `${round(index * step)},${round(y)}`;
    })
    .join(' ');
}

/** The closes with the live price as the last point (the open hour's close, as of now). */
export function withLivePrice(closes: readonly string[], price: string | null): readonly string[] {
  if (closes.length === 0 || price === null || !isDecimalString(price)) return closes;
  return [...closes.slice(0, -1), price];
}
