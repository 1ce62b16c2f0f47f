import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchCurrentMember } from './lib/member-endpoint';
import { measureInitialJs, measureScreensInitialJs } from './lib/initial-js';
import { benchLighthouse } from './lib/lighthouse';
import { lighthouseNotes, lighthouseRows } from './lib/lighthouse-rows';
import { format, kibibytes, milliseconds, seconds, type Row } from './lib/rows';
import { benchColdStart } from './lib/cold-start';
import { createScratchDatabase } from './lib/scratch-database';
import { benchSockets } from './lib/socket-bench';
import { benchMarketList } from './lib/market-list';
import { benchLedgerTransfers, ledgerRows } from './lib/ledger-transfers';
import { benchLiquidationSweep } from './lib/liquidation-sweep';
import { benchRiskLag } from './lib/risk-lag';
import {
  P99_TARGET_MS,
  SEARCH_FRACTIONS,
  benchContractCreate,
  isSustained,
  type ContractCreateBench,
} from './lib/contract-create';
import { benchSpotRows, pgbenchPeerTps } from './lib/spot-rows';

// `npm run bench`: each figure beside a peer measured in the same run, with the issue's target. Never gates CI.

const root = join(import.meta.dirname, '..');
const rows: Row[] = [];
/** Markdown printed (and written) after the table: what does not fit in a row. */
const notes: string[] = [];
const kilobytes = (bytes: number) => `${format(bytes / 1024, 1)} KB`;

const sweepRows = (sizes: Awaited<ReturnType<typeof benchLiquidationSweep>>): Row[] =>
  sizes.map(({ positions, book, peer, found }) => {
    const ratio = book.medianMs / peer.medianMs;
    return {
      name: `liquidation sweep, ${format(positions)} positions (PositionBook.sweep)`,
      measured:
        `median ${milliseconds(book.medianMs)}, p99 ${milliseconds(book.p99Ms)} (${format(book.sweeps)} sweeps; ` +
        `found per sweep: ${format(found.liquidations)} liquidations, ${format(found.stops)} stops, ` +
        `${format(found.crossUsers, 1)} cross accounts)`,
      peer: `bare Float64Array loop: median ${milliseconds(peer.medianMs)}, p99 ${milliseconds(peer.p99Ms)}`,
      ratio: `${format(ratio, 2)}× (median)`,
      target: positions === 100_000 ? '≤ 3× (≈ 2 ms at 100k)' : '≤ 3×',
      isMet: ratio <= 3,
    };
  });

const riskLagRow = (lag: Awaited<ReturnType<typeof benchRiskLag>>): Row => {
  const { engine, baseline, sweeps, calls } = lag;
  return {
    name: `event-loop lag, RiskEngine over ${format(lag.positions)} positions (${format(lag.users)} users), 10 tick batches/s`,
    measured:
      `p99 ${milliseconds(engine.p99Ms)} (p50 ${milliseconds(engine.p50Ms)}, max ${milliseconds(engine.maxMs)}); ` +
      `${format(sweeps.count)} sweeps, mean ${milliseconds(sweeps.meanMs)}, max ${milliseconds(sweeps.maxMs)}; ` +
      `${format(calls.liquidate)} liquidate, ${format(calls.fireStop)} fireStop, ${format(calls.loadUsers)} loadUsers, ` +
      `${format(calls.push)} pushes; start (full load) ${milliseconds(lag.startMs)}, max lag then ${milliseconds(lag.startMaxLagMs)}`,
    peer: `same feed, no engine: p99 ${milliseconds(baseline.p99Ms)} (p50 ${milliseconds(baseline.p50Ms)}, max ${milliseconds(baseline.maxMs)})`,
    ratio: `${format(engine.p99Ms / baseline.p99Ms, 2)}× (p99)`,
    target: 'p99 ≤ 10 ms',
    isMet: engine.p99Ms <= 10,
  };
};

const loadFigures = (run: ContractCreateBench['app']) =>
  `p50 ${milliseconds(run.p50Ms)}, p99 ${milliseconds(run.p99Ms)}, non-2xx ${format(run.non2xx)}, errors ${format(run.errors)}` +
  (run.firstFailure ? `, first failure: ${run.firstFailure.replaceAll('|', '/').slice(0, 120)}` : '');

/** When half the peer's rate was not sustained: the highest rate that was, and every rate tried. */
const sustainedRow = (label: string, { app, search }: ContractCreateBench): Row => {
  const sustained = search.find(isSustained) ?? null;
  const tried = search
    .map(
      (run) =>
        `${format(run.requested ?? 0)} → ${format(run.requestsPerSecond)} req/s, p99 ${milliseconds(run.p99Ms)}` +
        (run.non2xx + run.errors > 0 ? `, ${format(run.non2xx + run.errors)} failed` : ''),
    )
    .join('; ');
  return {
    name: `contract order create at the highest rate sustained (${SEARCH_FRACTIONS.map((fraction) => `${fraction * 100} %`).join(', ')} of closed loop tried), ${label}`,
    measured:
      (sustained
        ? `${format(sustained.requestsPerSecond)} req/s of ${format(sustained.requested ?? 0)} asked (${loadFigures(sustained)})`
        : 'none sustained') + `; tried (asked → delivered): ${tried}`,
    peer: `closed loop: ${format(app.requestsPerSecond)} req/s`,
    ratio: sustained
      ? `${format(sustained.requestsPerSecond / app.requestsPerSecond, 2)}× of closed loop`
      : '—',
    target: `p99 ≤ ${P99_TARGET_MS} ms`,
    isMet: sustained !== null && sustained.p99Ms <= P99_TARGET_MS,
  };
};

const contractCreateRows = (label: string, result: ContractCreateBench): Row[] => {
  const { app, bare, halfPeer, orders } = result;
  const ratio = app.requestsPerSecond / bare.requestsPerSecond;
  const isClean = (run: ContractCreateBench['app']) => run.non2xx === 0 && run.errors === 0;
  const rows: Row[] = [
    {
      name: `contract order create (market, ${result.traders} members round-robin), ${label}`,
      measured:
        `${format(app.requestsPerSecond)} req/s (${loadFigures(app)}; ` +
        `${format(orders.rows)} orders in the database for ${format(orders.answered)} 2xx answers)`,
      peer: `bare Fastify route, same requests: ${format(bare.requestsPerSecond)} req/s (p99 ${milliseconds(bare.p99Ms)}, non-2xx ${format(bare.non2xx)})`,
      ratio: `${format(ratio, 2)}×`,
      target: '≥ 0.3×',
      isMet: ratio >= 0.3 && isClean(app) && orders.rows >= orders.answered,
    },
    {
      name: `contract order create at half the peer's rate (${format(halfPeer.requested ?? 0)} req/s asked), ${label}`,
      measured: `${format(halfPeer.requestsPerSecond)} req/s delivered (${loadFigures(halfPeer)})`,
      peer: '— (rate from the row above)',
      ratio: `${format(halfPeer.requestsPerSecond / (halfPeer.requested ?? 1), 2)}× of the rate asked`,
      target: `p99 ≤ ${P99_TARGET_MS} ms, rate sustained`,
      isMet: isSustained(halfPeer) && halfPeer.p99Ms <= P99_TARGET_MS,
    },
  ];
  if (!isSustained(halfPeer)) rows.push(sustainedRow(label, result));
  return rows;
};

/**
 * Benchmarks by name: `npm run bench -- socket market-list`, `BENCH_ONLY=socket npm run bench`, or `--only a,b`.
 * A unique prefix names one too (`liquidation` is `liquidation-sweep`).
 */
const BENCHMARKS = [
  'member',
  'initial-js',
  'cold-start',
  'socket',
  'market-list',
  'ledger',
  'ledger-growth',
  'liquidation-sweep',
  'risk-lag',
  'contract-create',
  'spot-order',
  'spot-sweep',
  'lighthouse',
] as const;
type Benchmark = (typeof BENCHMARKS)[number];
const benchmarkNamed = (name: string): Benchmark | undefined => {
  const exact = BENCHMARKS.find((benchmark) => benchmark === name);
  if (exact) return exact;
  const prefixed = BENCHMARKS.filter((benchmark) => benchmark.startsWith(name));
  return prefixed.length === 1 ? prefixed[0] : undefined;
};
const selectBenchmarks = (argv: readonly string[], only = ''): Set<Benchmark> => {
  const names: string[] = only.split(',');
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--only') names.push(...(argv[++index] ?? '').split(','));
    else if (argument.startsWith('--only=')) names.push(...argument.slice('--only='.length).split(','));
    else names.push(...argument.split(','));
  }
  const chosen = names.map((name) => name.trim()).filter(Boolean);
  const unknown = chosen.filter((name) => !benchmarkNamed(name));
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}`);
  return new Set(chosen.length > 0 ? chosen.map((name) => benchmarkNamed(name) as Benchmark) : BENCHMARKS);
};

const build = (workspace: string) => {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
};

const main = async () => {
  const selected = selectBenchmarks(process.argv.slice(2), process.env.BENCH_ONLY);
  // Only the bundle measurement, `npm start` and Lighthouse (which also serves the back office) need the built output.
  if (selected.has('initial-js') || selected.has('cold-start') || selected.has('lighthouse')) {
    build('@exchange/web');
    if (selected.has('lighthouse')) build('@exchange/admin');
    build('@exchange/server');
  }

  const memberRow = (label: string, member: Awaited<ReturnType<typeof benchCurrentMember>>): Row => {
    const ratio = member.app.requestsPerSecond / member.bare.requestsPerSecond;
    return {
      name: `get-current-member (auth + 1 DB read, ${label})`,
      measured: `${format(member.app.requestsPerSecond)} req/s (p99 ${member.app.latencyP99Ms} ms, non-2xx ${member.app.non2xx})`,
      peer: `bare Fastify route: ${format(member.bare.requestsPerSecond)} req/s`,
      ratio: `${format(ratio, 2)}×`,
      target: '≥ 0.35×',
      isMet: ratio >= 0.35 && member.app.non2xx === 0,
    };
  };
  if (selected.has('member')) {
    rows.push(memberRow('PGlite', await benchCurrentMember()));
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      try {
        rows.push(memberRow('PostgreSQL', await benchCurrentMember(scratch.url)));
      } finally {
        await scratch.drop();
      }
    }
  }

  if (selected.has('initial-js')) {
    const initial = measureInitialJs(join(root, 'apps/web/dist'));
    rows.push({
      name: 'initial JS for /login (gzipped)',
      measured: `${format(initial.gzipBytes / 1024, 1)} KB in ${initial.files.length} files`,
      peer: '—',
      ratio: '—',
      target: '≤ 170 KB',
      isMet: initial.gzipBytes <= 170 * 1024,
    });
    const { shared, screens } = measureScreensInitialJs(join(root, 'apps/web/dist'));
    rows.push({
      name: 'initial JS of every screen: entry + modulepreloads of index.html (gzipped)',
      measured: `${kilobytes(shared.gzipBytes)} in ${shared.files.length} files`,
      peer: '—',
      ratio: '—',
      target: '≤ 130 KB',
      isMet: shared.gzipBytes <= 130 * 1024,
    });
    const [largest] = screens;
    if (largest)
      rows.push({
        name: `initial JS of the largest screen, ${largest.screen} (+ src/routes/${largest.screen}.tsx and its static imports, gzipped)`,
        measured: `${kilobytes(largest.gzipBytes)} in ${largest.files.length} files (${kilobytes(largest.gzipBytes - shared.gzipBytes)} beyond the shared JS)`,
        peer: '—',
        ratio: '—',
        target: '—',
        isMet: true,
      });
    notes.push(
      `## Initial JS per screen (gzipped: shared ${kilobytes(shared.gzipBytes)} + route module with its static imports)`,
      '',
      screens.map(({ screen, gzipBytes }) => `${screen} ${kilobytes(gzipBytes)}`).join(', '),
      '',
    );
  }

  if (selected.has('cold-start')) {
    const cold = await benchColdStart();
    rows.push({
      name: 'cold npm start → /healthz, existing data dir',
      measured: `${format(cold.medianMs)} ms (median of 3)`,
      peer: `first start on an empty dir: ${format(cold.firstStartMs)} ms`,
      ratio: '—',
      target: '≤ 3,000 ms',
      isMet: cold.medianMs <= 3000,
    });
  }

  if (selected.has('socket')) {
    const sockets = await benchSockets();
    for (const { sockets: count, hub, raw } of sockets.fanout) {
      const ratio = hub.fanout.messagesPerSecond / raw.fanout.messagesPerSecond;
      const isComplete = hub.fanout.delivered === hub.fanout.expected;
      rows.push({
        name: `tick fan-out, ${format(count)} sockets (data-socket route + hub)`,
        measured:
          `${format(hub.fanout.messagesPerSecond)} msg/s delivered ` +
          `(${format(hub.fanout.delivered)} of ${format(hub.fanout.expected)}, ${format(hub.fanout.ticks)} ticks)`,
        peer: `raw ws loop: ${format(raw.fanout.messagesPerSecond)} msg/s`,
        ratio: `${format(ratio, 2)}×`,
        target: '≥ 0.8×',
        isMet: ratio >= 0.8 && isComplete,
      });
    }
    for (const { sockets: count, hub, raw } of sockets.fanout) {
      const ratio = hub.memory.heapPerSocketBytes / raw.memory.heapPerSocketBytes;
      const whole =
        count === sockets.latency.sockets
          ? `; whole server: ${kilobytes(sockets.latency.appMemory.heapPerSocketBytes)}`
          : '';
      rows.push({
        name: `server memory per socket, ${format(count)} sockets (heap + external)`,
        measured: `${kilobytes(hub.memory.heapPerSocketBytes)} (RSS ${kilobytes(hub.memory.rssPerSocketBytes)}${whole})`,
        peer: `raw ws loop: ${kilobytes(raw.memory.heapPerSocketBytes)} (RSS ${kilobytes(raw.memory.rssPerSocketBytes)})`,
        ratio: `${format(ratio, 2)}×`,
        target: '≤ 2×',
        isMet: ratio <= 2,
      });
    }
    const { app, raw } = sockets.latency;
    rows.push({
      name: `tick → client latency, ${format(sockets.latency.sockets)} sockets (whole server, 10 ticks/s via the bus)`,
      measured:
        `p50 ${format(app.p50Ms, 1)} ms, p99 ${format(app.p99Ms, 1)} ms, max ${format(app.maxMs)} ms ` +
        `(${format(app.samples)} of ${format(app.expected)} frames received)`,
      peer: `raw ws loop: p50 ${format(raw.p50Ms, 1)} ms, p99 ${format(raw.p99Ms, 1)} ms`,
      ratio: `${format(app.p99Ms / raw.p99Ms, 2)}× (p99)`,
      target: 'p99 ≤ 50 ms',
      isMet: app.p99Ms <= 50 && app.samples === app.expected,
    });
  }

  if (selected.has('market-list')) {
    const market = await benchMarketList();
    const marketRow = (label: string, result: typeof market.plain, bytes: number): Row => {
      const ratio = result.requestsPerSecond / market.bare.requestsPerSecond;
      return {
        name: `market list page, type=1 pageSize=15${label}`,
        measured: `${format(result.requestsPerSecond)} req/s (p99 ${result.latencyP99Ms} ms, non-2xx ${result.non2xx}, ${kilobytes(bytes)})`,
        peer: `bare Fastify route, same ${kilobytes(market.bodyBytes.bare)} JSON: ${format(market.bare.requestsPerSecond)} req/s`,
        ratio: `${format(ratio, 2)}×`,
        target: '≥ 0.5×',
        isMet: ratio >= 0.5 && result.non2xx === 0 && result.errors === 0,
      };
    };
    rows.push(marketRow('', market.plain, market.bodyBytes.plain));
    rows.push(marketRow(', upDownRangSort=2', market.sorted, market.bodyBytes.sorted));
    if (market.pricedRows === 0) console.warn('market list: no row had a price; the sort compared nothing');
  }

  if (selected.has('ledger')) {
    const ledger = await benchLedgerTransfers(process.env.DATABASE_URL);
    rows.push(...ledgerRows(ledger));
  }

  if (selected.has('ledger-growth')) {
    const { benchLedgerGrowth } = await import('./lib/ledger-growth');
    const { ledgerGrowthNotes, ledgerGrowthRows } = await import('./lib/ledger-growth-rows');
    const growth = await benchLedgerGrowth(process.env.DATABASE_URL);
    if (!growth.postgres)
      notes.push('Ledger growth: DATABASE_URL is unset, so only the PGlite rows were measured.', '');
    for (const run of [growth.postgres, growth.pglite])
      if (run) {
        rows.push(...ledgerGrowthRows(run));
        notes.push(...ledgerGrowthNotes(run));
      }
  }

  if (selected.has('liquidation-sweep')) rows.push(...sweepRows(await benchLiquidationSweep()));
  if (selected.has('risk-lag')) rows.push(riskLagRow(await benchRiskLag()));
  if (selected.has('contract-create')) {
    rows.push(...contractCreateRows('PGlite', await benchContractCreate()));
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      try {
        const label = process.env.REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL';
        const result = await benchContractCreate(scratch.url, process.env.REDIS_URL);
        rows.push(...contractCreateRows(label, result));
        // Issue 14's peer for the order path: pgbench at 32 clients on the same server, right after.
        const peerTps = await pgbenchPeerTps(process.env.DATABASE_URL);
        const ratio = result.app.requestsPerSecond / peerTps;
        rows.push({
          name: `contract order create (market), ${label}, closed loop`,
          measured: `${format(result.app.requestsPerSecond)} orders/s`,
          peer: `pgbench -M prepared (TPC-B-like), 32 clients, same server: ${format(peerTps)} tps`,
          ratio: `${format(ratio, 2)}×`,
          target: '≥ 0.5×',
          isMet: ratio >= 0.5,
        });
      } finally {
        await scratch.drop();
      }
    }
  }

  if (selected.has('spot-sweep') || selected.has('spot-order')) rows.push(...(await benchSpotRows(selected)));

  if (selected.has('lighthouse')) {
    const reportDirectory = join(import.meta.dirname, 'results', 'lighthouse');
    const pages = await benchLighthouse(undefined, (path, run, index) =>
      console.log(
        `lighthouse ${path} run ${index + 1}: performance ${run.performance ?? 'n/a'}, accessibility ` +
          `${run.accessibility ?? 'n/a'}, LCP ${seconds(run.lcpMs)}, TBT ${milliseconds(run.tbtMs)}, ` +
          `${kibibytes(run.totalBytes)}, CPU benchmark index ${run.benchmarkIndex ?? 'n/a'}`,
      ),
    );
    rows.push(...lighthouseRows(pages));
    mkdirSync(reportDirectory, { recursive: true });
    for (const { path, median } of pages)
      writeFileSync(
        join(reportDirectory, `${path.replace(/^\//, '').replaceAll('/', '-')}.html`),
        median.report,
      );
    notes.push(...lighthouseNotes(pages, 'bench/results/lighthouse/*.html'), '');
  }

  const table = [
    '| benchmark | measured | peer (same run) | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.measured} | ${row.peer} | ${row.ratio} | ${row.target} | ${row.isMet ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
  const notesText = notes.length > 0 ? `\n${notes.join('\n')}` : '';
  console.log(`\n${table}\n${notesText}`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'latest.md'),
    `# Benchmarks (${new Date().toISOString()})\n\n${table}\n${notesText}`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
