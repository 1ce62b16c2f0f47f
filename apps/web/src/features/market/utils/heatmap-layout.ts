import { hierarchy, treemap, treemapSquarify } from 'd3-hierarchy';
import type { MarketListRow } from '../api/list-market-page';
import { quoteVolume } from '@/lib/market-format';

/** One tile of the heatmap, as fractions (0–1) of the map's width and height. */
export interface HeatmapTile {
  row: MarketListRow;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Node {
  row?: MarketListRow;
  weight?: number;
  children?: Node[];
}

/** Layout units of the map's width; only ratios matter. */
const LAYOUT_WIDTH = 1000;
const GAP = 2;

/**
 * A squarified treemap: each tile's area is proportional to the instrument's 24 h turnover (price × base volume),
 * the largest first. Instruments without a turnover yet (no price, no trades) get the smallest tile there is, so
 * every instrument stays on the map; when none has one, all tiles are equal.
 */
export function layoutHeatmap(rows: readonly MarketListRow[], aspectRatio: number): HeatmapTile[] {
  if (rows.length === 0) return [];
  const weights = rows.map((row) => quoteVolume(row.price, row.volume24h));
  const positive = weights.filter((weight) => weight > 0);
  const floor = positive.length > 0 ? Math.min(...positive) : 1;
  const height = LAYOUT_WIDTH / aspectRatio;
  const root = hierarchy<Node>({
    children: rows.map((row, index) => ({ row, weight: weights[index] || floor })),
  })
    .sum((node) => node.weight ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const laidOut = treemap<Node>().tile(treemapSquarify).size([LAYOUT_WIDTH, height]).paddingInner(GAP)(root);
  return laidOut.leaves().flatMap((leaf) =>
    leaf.data.row
      ? [
          {
            row: leaf.data.row,
            x: leaf.x0 / LAYOUT_WIDTH,
            y: leaf.y0 / height,
            width: (leaf.x1 - leaf.x0) / LAYOUT_WIDTH,
            height: (leaf.y1 - leaf.y0) / height,
          },
        ]
      : [],
  );
}

/** A change this large (in %) or larger gets the strongest colour. */
export const FULL_INTENSITY_RATE = 5;

/** 0 (no change) to 1 (±5 % or more). */
export function changeIntensity(changeRate: string | null): number {
  const rate = Number(changeRate);
  if (changeRate === null || !Number.isFinite(rate)) return 0;
  return Math.min(Math.abs(rate) / FULL_INTENSITY_RATE, 1);
}
