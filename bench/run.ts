import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchCurrentMember } from './lib/member-endpoint';
import { measureInitialJs } from './lib/initial-js';
import { benchColdStart } from './lib/cold-start';
import { createScratchDatabase } from './lib/scratch-database';
import { benchSockets } from './lib/socket-bench';
import { benchMarketList } from './lib/market-list';
import { benchLedgerTransfers } from './lib/ledger-transfers';

// `npm run bench`: each figure beside a peer measured in the same run, with the target. Never gates CI.
interface Row {
  name: string;
  measured: string;
  peer: string;
  ratio: string;
  target: string;
  isMet: boolean;
}

const root = join(import.meta.dirname, '..');
const rows: Row[] = [];
const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const kilobytes = (bytes: number) => `${format(bytes / 1024, 1)} KB`;

/** Benchmarks by name: `npm run bench -- socket market-list`, `BENCH_ONLY=socket npm run bench`, or `--only a,b`. */
const BENCHMARKS = ['member', 'initial-js', 'cold-start', 'socket', 'market-list', 'ledger'] as const;
type Benchmark = (typeof BENCHMARKS)[number];
const selectBenchmarks = (argv: readonly string[], only = ''): Set<Benchmark> => {
  const names: string[] = only.split(',');
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--only') names.push(...(argv[++index] ?? '').split(','));
    else if (argument.startsWith('--only=')) names.push(...argument.slice('--only='.length).split(','));
    else names.push(...argument.split(','));
  }
  const chosen = names.map((name) => name.trim()).filter(Boolean);
  const unknown = chosen.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}`);
  return new Set(chosen.length > 0 ? (chosen as Benchmark[]) : BENCHMARKS);
};

const build = (workspace: string) => {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
};

const main = async () => {
  const selected = selectBenchmarks(process.argv.slice(2), process.env.BENCH_ONLY);
  // Only the bundle measurement and `npm start` need the built output.
  if (selected.has('initial-js') || selected.has('cold-start')) {
    build('@exchange/web');
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
    for (const { clients, ledgerTps, pgbenchTps } of ledger.postgres) {
      const ratio = ledgerTps / pgbenchTps;
      rows.push({
        name: `ledger transfer (2 postings, guarded updates, 1 transaction), PostgreSQL, ${clients} client(s)`,
        measured: `${format(ledgerTps)} tps`,
        peer: `pgbench -M prepared (TPC-B-like), same server: ${format(pgbenchTps)} tps`,
        ratio: `${format(ratio, 2)}×`,
        target: '≥ 0.7×',
        isMet: ratio >= 0.7,
      });
    }
    for (const { clients, ledgerTps } of ledger.pglite)
      rows.push({
        name: `ledger transfer, PGlite (one connection), ${clients} client(s)`,
        measured: `${format(ledgerTps)} tps`,
        peer: '— (reported beside PostgreSQL)',
        ratio: '—',
        target: '—',
        isMet: true,
      });
  }

  const table = [
    '| benchmark | measured | peer (same run) | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.measured} | ${row.peer} | ${row.ratio} | ${row.target} | ${row.isMet ? 'yes' : 'NO'} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'latest.md'),
    `# Benchmarks (${new Date().toISOString()})\n\n${table}\n`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
