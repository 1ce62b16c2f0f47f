import { join } from 'node:path';
import { RestingBook, RestingList } from '@exchange/server/modules/spot/index';
import { ChildRpc } from './child-rpc';
import { randomSource } from './risk-data';

/** Resting orders screened. */
export const SPOT_SWEEP_ORDERS = 100_000;
/** Pairs they rest on (the listed spot pairs are about this many). */
const PAIRS = 20;
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 2.5);
/** Last-price sets cycled through, one per sweep; each moves every pair by at most ±0.8 %. */
const PRICE_SETS = 32;
const ROUND_MS = 100;

export interface SpotSweepResult {
  orders: number;
  pairs: number;
  book: { medianMs: number; p99Ms: number; sweeps: number };
  peer: { medianMs: number; p99Ms: number; sweeps: number };
  /** Orders reached per sweep (mean), the same for both: checked before timing. */
  reached: number;
}

/** Synthetic resting orders: limits and stops within ±5 % of each pair's price, a quarter of each kind. */
const syntheticOrders = (count: number) => {
  const random = randomSource(17);
  const references = Array.from({ length: PAIRS }, (_, pair) => 10 ** (pair % 5) * (1 + random()));
  const pair = new Int32Array(count);
  const list = new Int32Array(count);
  const price = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    pair[index] = Math.floor(random() * PAIRS);
    list[index] = Math.floor(random() * 4);
    const reference = references[pair[index] as number] as number;
    const away = (0.001 + random() * 0.05) * reference;
    // Limit buys and falling stops sit below the price, limit sells and rising stops above: resting, not crossed.
    const isBelow = list[index] === RestingList.buys || list[index] === RestingList.falls;
    price[index] = Math.round((isBelow ? reference - away : reference + away) * 100) / 100;
  }
  const priceSets = Array.from({ length: PRICE_SETS }, () => {
    const market = (random() * 2 - 1) * 0.004;
    return Float64Array.from(
      references,
      (reference) => reference * (1 + market + (random() * 2 - 1) * 0.004),
    );
  });
  return { pair, list, price, priceSets };
};
type Synthetic = ReturnType<typeof syntheticOrders>;

/** The peer: one bare loop over the orders' typed arrays, the same four comparisons as the matcher's screen. */
const sweepPeer = (data: Synthetic, lasts: Float64Array) => {
  let reached = 0;
  const { pair, list, price } = data;
  for (let index = 0; index < price.length; index += 1) {
    const last = lasts[pair[index] as number] as number;
    const at = price[index] as number;
    const kind = list[index];
    if (kind === RestingList.buys || kind === RestingList.falls ? last <= at : last >= at) reached += 1;
  }
  return reached;
};

const sweepBooks = (books: RestingBook[], lasts: Float64Array) => {
  let reached = 0;
  const visit = () => {
    reached += 1;
  };
  books.forEach((book, index) => book.screen(lasts[index] as number, visit));
  return reached;
};

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
const timing = (samples: number[]) => {
  const sorted = Float64Array.from(samples).sort();
  return { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), sweeps: sorted.length };
};

/** In the child: build the books, check both find the same orders at every price set, then alternate timed rounds. */
export const measureSpotSweep = (orders = SPOT_SWEEP_ORDERS): SpotSweepResult => {
  const data = syntheticOrders(orders);
  const books = Array.from({ length: PAIRS }, () => new RestingBook());
  for (let index = 0; index < orders; index += 1)
    books[data.pair[index] as number]?.add(
      data.list[index] as RestingList,
      data.price[index] as number,
      index + 1,
    );
  let reachedTotal = 0;
  for (const lasts of data.priceSets) {
    const ours = sweepBooks(books, lasts);
    const theirs = sweepPeer(data, lasts);
    if (ours !== theirs) throw new Error(`resting book and peer disagree: ${ours} vs ${theirs}`);
    reachedTotal += ours;
  }
  globalThis.gc?.();
  const samples = { book: [] as number[], peer: [] as number[] };
  let next = 0;
  let sink = 0;
  const runs = [
    [() => sweepBooks(books, data.priceSets[next++ % PRICE_SETS] as Float64Array), samples.book],
    [() => sweepPeer(data, data.priceSets[next++ % PRICE_SETS] as Float64Array), samples.peer],
  ] as const;
  let spentMs = 0;
  while (spentMs < SWEEP_SECONDS * 1000) {
    for (const [run, taken] of runs) {
      const perRound = Math.max(1, Math.round(ROUND_MS / Math.max(taken.at(-1) ?? 1, 0.001)));
      for (let index = 0; index < perRound; index += 1) {
        const startedAt = process.hrtime.bigint();
        sink += run();
        taken.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
      }
    }
    spentMs = Math.min(
      ...[samples.book, samples.peer].map((taken) => taken.reduce((sum, value) => sum + value, 0)),
    );
  }
  if (sink < 0) console.warn('unreachable');
  return {
    orders,
    pairs: PAIRS,
    book: timing(samples.book),
    peer: timing(samples.peer),
    reached: reachedTotal / PRICE_SETS,
  };
};

/** The spot matcher's screen (RestingBook, sorted typed arrays per pair) at 100k resting orders, in a fresh process. */
export const benchSpotSweep = async (): Promise<SpotSweepResult> => {
  const child = new ChildRpc(join(import.meta.dirname, 'spot-child.ts'), {
    fileDescriptors: 256,
    label: 'spot sweep',
  });
  try {
    return await child.call<SpotSweepResult>('sweep', { orders: SPOT_SWEEP_ORDERS });
  } finally {
    await child.stop();
  }
};
