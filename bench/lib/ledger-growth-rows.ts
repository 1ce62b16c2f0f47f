import { CLIENTS, PAGE_SIZE, PAGES, type GrowthRun } from './ledger-growth';
import { CHOSEN_TRANSFERS } from './ledger-growth-seed';
import { format, milliseconds, type Row } from './rows';

// The table rows and notes of ledger-growth.ts.

/** Target: the grown ledger at most 1.2× slower. */
const SLOWDOWN = 1.2;

export const ledgerGrowthRows = (run: GrowthRun): Row[] => {
  const label =
    `${run.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${format(run.transfers.grown)} transfers / ` +
    `${format(run.users)} users vs empty (${format(run.transfers.empty)})`;
  const tpsRatio = run.tps.grown / run.tps.empty;
  return [
    {
      name: `ledger transfer rate as the ledger grows (createTransfer, 1 transaction each, ${CLIENTS} clients), ${label}`,
      measured: `${format(run.tps.grown)} tps`,
      peer: `empty ledger: ${format(run.tps.empty)} tps`,
      ratio: `${format(tpsRatio, 2)}×`,
      target: `≥ ${format(1 / SLOWDOWN, 2)}× (≤ ${SLOWDOWN}× slower)`,
      isMet: tpsRatio >= 1 / SLOWDOWN,
    },
    ...run.pages.map(({ pageNo, empty, grown }): Row => {
      const ratio = grown.p99Ms / empty.p99Ms;
      return {
        name: `GET wallet/fund-record/page, page ${pageNo} (pageSize ${PAGE_SIZE}, user with ${CHOSEN_TRANSFERS} transfers), ${label}`,
        measured: `p99 ${milliseconds(grown.p99Ms)} (p50 ${milliseconds(grown.p50Ms)})`,
        peer: `empty ledger: p99 ${milliseconds(empty.p99Ms)} (p50 ${milliseconds(empty.p50Ms)})`,
        ratio: `${format(ratio, 2)}× (p99)`,
        target: `≤ ${SLOWDOWN}×`,
        isMet: ratio <= SLOWDOWN,
      };
    }),
  ];
};

/** Seed times, sizes, the audit and the plans (the grown ledger's scan lines; both timings), for after the table. */
export const ledgerGrowthNotes = (run: GrowthRun): string[] => {
  const summary = (plan: string[]) =>
    plan.filter((line) => /Scan|Join|Nested Loop|Sort Method/.test(line)).map((line) => `    ${line.trim()}`);
  /** Execution time and the top node's buffers. */
  const cost = (plan: string[]) =>
    [
      plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?',
      plan.find((line) => line.trim().startsWith('Buffers'))?.trim() ?? '',
    ]
      .filter(Boolean)
      .join(', ');
  const lastPage = PAGES[PAGES.length - 1]!;
  return [
    `## Ledger growth, ${run.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    '',
    `- seed: grown ${format(run.seedMs.grown / 1000, 1)} s (${format(run.transfers.grown)} transfers, ` +
      `ledger_transfers ${format(run.tableBytes.grown / 2 ** 20)} MiB with indexes); empty ` +
      `${format(run.seedMs.empty / 1000, 1)} s (${format(run.transfers.empty)} transfers, ` +
      `${format(run.tableBytes.empty / 2 ** 20)} MiB)`,
    `- ledger audit of the grown ledger after the runs: ${run.audit}`,
    `- page ${lastPage} query (EXPLAIN ANALYZE, BUFFERS): grown ${cost(run.plans.grown.page)}; empty ${cost(run.plans.empty.page)}`,
    `- count query: grown ${cost(run.plans.grown.count)}; empty ${cost(run.plans.empty.count)}`,
    `- grown ledger, page ${lastPage} plan:`,
    '',
    ...summary(run.plans.grown.page),
    '',
    '- grown ledger, count plan:',
    '',
    ...summary(run.plans.grown.count),
    '',
  ];
};
