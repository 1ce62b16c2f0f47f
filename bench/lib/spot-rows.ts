import { P99_TARGET_MS, isSustained } from './contract-create';
import { pgbenchTps } from './ledger-transfers';
import { createScratchDatabase } from './scratch-database';
import { benchSpotOrder } from './spot-order';
import { benchSpotSweep } from './spot-sweep';
import { format, milliseconds, type Row } from './rows';
import type { SpotOrderBench } from './spot-order';
import type { SpotSweepResult } from './spot-sweep';

const figures = (run: SpotOrderBench['app']) =>
  `p50 ${milliseconds(run.p50Ms)}, p99 ${milliseconds(run.p99Ms)}, non-2xx ${format(run.non2xx)}, errors ${format(run.errors)}` +
  (run.firstFailure ? `, first failure: ${run.firstFailure.replaceAll('|', '/').slice(0, 120)}` : '');

/**
 * The spot market order's rows: closed loop against pgbench on the same server (the contract order's peer, the same
 * run; null on PGlite, which has none), and the p99 at half the closed-loop rate.
 */
export const spotOrderRows = (label: string, result: SpotOrderBench, pgbenchTps: number | null): Row[] => {
  const { app, half, orders } = result;
  const isClean = app.non2xx === 0 && app.errors === 0 && orders.rows >= orders.answered;
  const ratio = pgbenchTps ? app.requestsPerSecond / pgbenchTps : null;
  return [
    {
      name: `spot market order (book walk, ${result.traders} members round-robin), ${label}, closed loop`,
      measured:
        `${format(app.requestsPerSecond)} orders/s (${figures(app)}; ` +
        `${format(orders.rows)} orders in the database for ${format(orders.answered)} 2xx answers)`,
      peer: pgbenchTps
        ? `pgbench -M prepared (TPC-B-like), 32 clients, same server: ${format(pgbenchTps)} tps`
        : '— (no pgbench on PGlite)',
      ratio: ratio === null ? '—' : `${format(ratio, 2)}×`,
      target: ratio === null ? 'clean run' : '≥ 0.5×',
      isMet: isClean && (ratio === null || ratio >= 0.5),
    },
    {
      name: `spot market order at half the closed-loop rate (${format(half.requested ?? 0)} req/s asked), ${label}`,
      measured: `${format(half.requestsPerSecond)} req/s delivered (${figures(half)})`,
      peer: '— (rate from the row above)',
      ratio: `${format(half.requestsPerSecond / (half.requested ?? 1), 2)}× of the rate asked`,
      target: `p99 ≤ ${P99_TARGET_MS} ms, rate sustained`,
      isMet: isSustained(half) && half.p99Ms <= P99_TARGET_MS,
    },
  ];
};

export const spotSweepRow = (result: SpotSweepResult): Row => {
  const ratio = result.book.medianMs / result.peer.medianMs;
  return {
    name: `spot limit-order screen, ${format(result.orders)} resting orders on ${result.pairs} pairs (RestingBook.screen)`,
    measured:
      `median ${milliseconds(result.book.medianMs)}, p99 ${milliseconds(result.book.p99Ms)} ` +
      `(${format(result.book.sweeps)} sweeps; ${format(result.reached, 1)} orders reached per sweep)`,
    peer: `bare typed-array loop: median ${milliseconds(result.peer.medianMs)}, p99 ${milliseconds(result.peer.p99Ms)}`,
    ratio: `${format(ratio, 2)}× (median)`,
    target: '≤ 3×',
    isMet: ratio <= 3,
  };
};

/** pgbench at 32 clients on the order benchmarks' server, measured once per run and shared by them (issue 18). */
let pgbenchMeasured: Promise<number> | null = null;
export const pgbenchPeerTps = (databaseUrl: string) => (pgbenchMeasured ??= pgbenchTps(databaseUrl, 32));

/**
 * The spot benchmarks: `spot-sweep` (the matcher's screen at 100k resting orders) and `spot-order` (a market order on
 * PGlite, then on a scratch PostgreSQL database beside the same pgbench run as the contract order's).
 */
export const benchSpotRows = async (selected: { has(name: string): boolean }): Promise<Row[]> => {
  const rows: Row[] = [];
  if (selected.has('spot-sweep')) rows.push(spotSweepRow(await benchSpotSweep()));
  if (!selected.has('spot-order')) return rows;
  rows.push(...spotOrderRows('PGlite', await benchSpotOrder(), null));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return rows;
  const scratch = await createScratchDatabase(databaseUrl);
  try {
    const label = process.env.REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL';
    const result = await benchSpotOrder(scratch.url, process.env.REDIS_URL);
    rows.push(...spotOrderRows(label, result, await pgbenchPeerTps(databaseUrl)));
  } finally {
    await scratch.drop();
  }
  return rows;
};
