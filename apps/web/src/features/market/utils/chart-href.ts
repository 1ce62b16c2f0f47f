import { paths } from '@/config/paths';

/** The chart of an instrument: `/chart?symbol=BTCUSDT&type=1`. */
export function chartHref({ symbol, type }: { symbol: string; type: number }): string {
  const query = new URLSearchParams({ symbol, type: String(type) });
  return `${paths.chart.path}?${query.toString()}`;
}
