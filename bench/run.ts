import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { benchCurrentMember } from './lib/member-endpoint';
import { measureInitialJs } from './lib/initial-js';
import { benchColdStart } from './lib/cold-start';
import { createScratchDatabase } from './lib/scratch-database';

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

const build = (workspace: string) => {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
};

const main = async () => {
  build('@exchange/web');
  build('@exchange/server');

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
  rows.push(memberRow('PGlite', await benchCurrentMember()));
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    try {
      rows.push(memberRow('PostgreSQL', await benchCurrentMember(scratch.url)));
    } finally {
      await scratch.drop();
    }
  }

  const initial = measureInitialJs(join(root, 'apps/web/dist'));
  rows.push({
    name: 'initial JS for /login (gzipped)',
    measured: `${format(initial.gzipBytes / 1024, 1)} KB in ${initial.files.length} files`,
    peer: '—',
    ratio: '—',
    target: '≤ 170 KB',
    isMet: initial.gzipBytes <= 170 * 1024,
  });

  const cold = await benchColdStart();
  rows.push({
    name: 'cold npm start → /healthz, existing data dir',
    measured: `${format(cold.medianMs)} ms (median of 3)`,
    peer: `first start on an empty dir: ${format(cold.firstStartMs)} ms`,
    ratio: '—',
    target: '≤ 3,000 ms',
    isMet: cold.medianMs <= 3000,
  });

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
