import { join } from 'node:path';
import { PositionBook } from '@exchange/server/engines/risk/position-book';
import { ChildRpc } from './child-rpc';
import { bookPosition, jitteredMarks, randomSource, syntheticBook, type SyntheticBook } from './risk-data';
import { peerBook, sweepPeer } from './sweep-peer';

/** Book sizes swept (positions). */
export const SWEEP_SIZES = [10_000, 100_000, 1_000_000] as const;
/** Measuring time per implementation and size (seconds), after the warm-up. */
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 2.5);
/** Distinct mark sets cycled through, one per sweep; each moves every symbol by at most ±0.8 % (see jitteredMarks). */
const MARK_SETS = 32;
const JITTER = 0.008;
/** Target length of one round of one implementation; rounds alternate book and peer. */
const ROUND_MS = 100;

export interface SweepTiming {
  medianMs: number;
  p99Ms: number;
  sweeps: number;
}

export interface SweepSize {
  positions: number;
  book: SweepTiming;
  peer: SweepTiming;
  /** Mean found per sweep over the mark sets (the same for both: checked before timing). */
  found: { liquidations: number; stops: number; crossUsers: number };
}

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

const timing = (samples: number[]): SweepTiming => {
  const sorted = Float64Array.from(samples).sort();
  return { medianMs: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), sweeps: sorted.length };
};

const loadBook = (data: SyntheticBook) => {
  const book = new PositionBook();
  for (const { symbol, brackets } of data.symbols) book.setBrackets(symbol, brackets);
  for (let slot = 0; slot < data.count; slot += 1) book.upsert(bookPosition(data, slot));
  data.userIds.forEach((userId, user) => book.setCrossWallet(userId, data.crossWallets[user] as number));
  return book;
};

/**
 * Sweeps once at every mark set with both implementations and fails unless they find the same number of
 * liquidations, stops and cross accounts (so the peer does the book's work, no less); doubles as the warm-up.
 */
const checkAgreement = (data: SyntheticBook, book: PositionBook, markSets: Float64Array[]) => {
  const peer = peerBook(data);
  const totals = { liquidations: 0, stops: 0, crossUsers: 0 };
  for (const marks of markSets) {
    data.symbols.forEach(({ symbol }, index) => book.setMark(symbol, marks[index] as number, true));
    const ours = book.sweep();
    const theirs = sweepPeer(peer, marks);
    const isSame =
      ours.liquidations.length === theirs.liquidations &&
      ours.stops.length === theirs.stops &&
      ours.crossUsers.length === theirs.crossUsers;
    if (!isSame) throw new Error(`book and peer disagree: ${JSON.stringify({ ours: ours.swept, theirs })}`);
    totals.liquidations += theirs.liquidations;
    totals.stops += theirs.stops;
    totals.crossUsers += theirs.crossUsers;
  }
  const mean = (total: number) => total / markSets.length;
  return {
    peer,
    found: {
      liquidations: mean(totals.liquidations),
      stops: mean(totals.stops),
      crossUsers: mean(totals.crossUsers),
    },
  };
};

/** One size: build both, check they agree, then alternate ~100 ms rounds of each until each had SWEEP_SECONDS. */
const measureSize = (positions: number): SweepSize => {
  const data = syntheticBook(positions, 7);
  const book = loadBook(data);
  const random = randomSource(11);
  const markSets = Array.from({ length: MARK_SETS }, () => jitteredMarks(data.symbols, random, JITTER));
  const { peer, found } = checkAgreement(data, book, markSets);
  globalThis.gc?.();
  const samples = { book: [] as number[], peer: [] as number[] };
  let sink = 0;
  let next = 0;
  const runBook = () => {
    const marks = markSets[next++ % MARK_SETS]!;
    data.symbols.forEach(({ symbol }, index) => book.setMark(symbol, marks[index] as number, true));
    const startedAt = process.hrtime.bigint();
    sink += book.sweep().stops.length;
    samples.book.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
  };
  const runPeer = () => {
    const marks = markSets[next++ % MARK_SETS]!;
    const startedAt = process.hrtime.bigint();
    sink += sweepPeer(peer, marks).stops;
    samples.peer.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
  };
  const budgetMs = SWEEP_SECONDS * 1000;
  let spentMs = 0;
  while (spentMs < budgetMs) {
    for (const [run, taken] of [
      [runBook, samples.book],
      [runPeer, samples.peer],
    ] as const) {
      const last = taken.at(-1) ?? 1;
      const perRound = Math.max(1, Math.round(ROUND_MS / Math.max(last, 0.001)));
      for (let index = 0; index < perRound; index += 1) run();
    }
    spentMs = Math.min(
      samples.book.reduce((total, value) => total + value, 0),
      samples.peer.reduce((total, value) => total + value, 0),
    );
  }
  if (sink < 0) console.warn('unreachable');
  return { positions, book: timing(samples.book), peer: timing(samples.peer), found };
};

/** In the child: every size in turn (largest last), collecting garbage between them. */
export const measureSweeps = (sizes: readonly number[] = SWEEP_SIZES): SweepSize[] =>
  sizes.map((positions) => {
    globalThis.gc?.();
    return measureSize(positions);
  });

/**
 * PositionBook.sweep() against a bare typed-array loop over the same positions and marks, at 10k, 100k and 1M
 * positions, in a fresh process (nothing else on its event loop or heap).
 */
export const benchLiquidationSweep = async (): Promise<SweepSize[]> => {
  const child = new ChildRpc(join(import.meta.dirname, 'risk-child.ts'), {
    fileDescriptors: 256,
    label: 'liquidation sweep',
  });
  try {
    return await child.call<SweepSize[]>('sweep', { sizes: SWEEP_SIZES });
  } finally {
    await child.stop();
  }
};
