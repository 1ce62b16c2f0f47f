import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Pages issue 13 measures; the signed-in ones open with the demo account's tokens in the URL (see `runOnce`). */
export const LIGHTHOUSE_PAGES = [
  { path: '/market', isSignedIn: false },
  { path: '/login', isSignedIn: false },
  { path: '/contract', isSignedIn: true },
  { path: '/transaction', isSignedIn: true },
  { path: '/funds', isSignedIn: true },
] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The port the developers' own server uses; the bench never takes it. */
const RESERVED_PORT = 48_080;
const DEMO = { username: 'demo@example.com', password: 'Demo2026' };

export interface LighthouseRun {
  /** Category scores, 0–100 (null when Lighthouse could not score the category). */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  /** Audits of the accessibility category that did not pass, by id, with the number of elements each flagged. */
  failingAccessibility: string[];
  /** The largest contentful paint element (its label and CSS selector). */
  lcpElement: string;
  /** Performance opportunities and diagnostics that failed, most estimated LCP/FCP savings first. */
  blamed: string[];
  finalUrl: string;
  benchmarkIndex: number | null;
  /** The HTML report of this run. */
  report: string;
}

export interface LighthousePageResult {
  path: string;
  isSignedIn: boolean;
  /** The run with the median performance score (for an even count, the lower middle one). */
  median: LighthouseRun;
  /** Every run's performance score, in run order. */
  performanceScores: (number | null)[];
}

const root = join(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on at the moment (never 48080). */
const freePort = async (): Promise<number> => {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 0 && port !== RESERVED_PORT) return port;
  }
};

/** The production server (`apps/server/dist/server.js`) on a fresh data directory with the demo account seeded. */
const startServer = async () => {
  const serverScript = join(root, 'apps/server/dist/server.js');
  for (const required of [
    serverScript,
    join(root, 'apps/web/dist/index.html'),
    join(root, 'apps/admin/dist'),
  ])
    if (!existsSync(required)) throw new Error(`${required} missing: build first (npm run build)`);
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-bench-lighthouse-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverScript], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      DEMO_SEED: 'true',
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
      ADMIN_DIST_DIR: join(root, 'apps/admin/dist'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDirectory, { recursive: true, force: true });
  };
  const waitForHealthy = async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return true;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    return false;
  };
  if (!(await waitForHealthy())) {
    await stop();
    throw new Error(`the server did not answer /healthz within 60 s:\n${stderr}`);
  }
  return { origin, stop };
};

/** Signs the demo account in as the web app does (it also revokes the account's other sessions). */
const signIn = async (origin: string) => {
  const response = await fetch(`${origin}/api/app-api/system/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', userType: 'main', language: 'en' },
    body: JSON.stringify(DEMO),
  });
  const envelope = (await response.json()) as {
    code?: number;
    msg?: string;
    data?: { accessToken?: string; refreshToken?: string };
  };
  const { accessToken, refreshToken } = envelope.data ?? {};
  if (!response.ok || envelope.code !== 0 || !accessToken || !refreshToken)
    throw new Error(`demo login failed: HTTP ${response.status}, ${JSON.stringify(envelope).slice(0, 300)}`);
  return { accessToken, refreshToken };
};

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
type Audit = Result['audits'][string];
const isFailing = (audit: Audit | undefined): audit is Audit =>
  audit !== undefined &&
  audit.score !== null &&
  audit.score < 1 &&
  ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);

/** The DOM nodes an audit's details name (Lighthouse nests them in tables and lists). */
const nodesOf = (details: unknown): { selector?: string; nodeLabel?: string }[] => {
  if (typeof details !== 'object' || details === null) return [];
  if (Array.isArray(details)) return details.flatMap(nodesOf);
  const value = details as Record<string, unknown>;
  if (value.type === 'node') return [value as { selector?: string; nodeLabel?: string }];
  return Object.values(value).flatMap(nodesOf);
};

/** The LCP element and the metrics themselves are reported beside the figures, not as something to fix. */
const NOT_BLAMED = new Set(['largest-contentful-paint-element']);

/**
 * What the performance category holds against the page: its failed opportunities and diagnostics (not the metrics,
 * not the hidden insights that repeat them), largest estimated LCP/FCP/TBT savings first.
 */
const blamedAudits = (lhr: Result) =>
  (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && !NOT_BLAMED.has(ref.id))
    .map((ref) => lhr.audits[ref.id])
    .filter(isFailing)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const savingsMs = Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      return { id: audit.id, savingsMs, text: audit.displayValue ?? '' };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ id, savingsMs, text }) => {
      const detail = [savingsMs > 0 ? `~${Math.round(savingsMs)} ms` : '', text].filter(Boolean).join(', ');
      return detail ? `${id} (${detail})` : id;
    });

/**
 * Throws unless the page really ran signed in: none of its API calls was answered 401, and at least one answered 200
 * that the server answers 401 without a token (checked here by replaying it, as a GET, without one).
 */
const assertSignedIn = async (origin: string, path: string, lhr: Result) => {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const apiCalls = items
    .map((item) => item as { url?: string; statusCode?: number })
    .filter((item) => item.url?.startsWith(`${origin}/api/app-api/`));
  const refused = apiCalls.filter((call) => call.statusCode === 401);
  if (refused.length > 0)
    throw new Error(`${path} signed in: ${refused.map((call) => call.url).join(', ')} answered 401`);
  for (const call of apiCalls) {
    if (call.statusCode !== 200 || !call.url) continue;
    const anonymous = await fetch(call.url, { headers: { userType: 'main', language: 'en' } });
    await anonymous.body?.cancel();
    if (anonymous.status === 401) return;
  }
  throw new Error(`${path} signed in: no API call that needs a session was made (the page ran signed out?)`);
};

/**
 * One Lighthouse run in a fresh Chromium (chrome-launcher gives it a new temporary profile, so localStorage starts
 * empty): the default config (mobile, simulated throttling), which also clears the HTTP cache and service workers. A signed-in page is opened with `?access_token=…&refresh_token=…`, which the
 * web app stores and removes from the address bar before rendering (`consumeUrlTokens` in src/main.tsx).
 */
const runOnce = async (
  origin: string,
  page: { path: string; isSignedIn: boolean },
): Promise<LighthouseRun> => {
  let url = `${origin}${page.path}`;
  const tokens = page.isSignedIn ? await signIn(origin) : null;
  if (tokens)
    url += `?${new URLSearchParams({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken }).toString()}`;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    // A screen that sent the visitor to /login (or anywhere else) was not the screen asked for.
    if (finalUrl.pathname !== page.path)
      throw new Error(`Lighthouse on ${page.path} ended on ${finalUrl.pathname}${finalUrl.search}`);
    if (finalUrl.searchParams.has('access_token'))
      throw new Error(`the web app left the tokens in the address bar of ${page.path}`);
    // /contract and /transaction are public too: the URL alone does not show that the session was used.
    if (page.isSignedIn) await assertSignedIn(origin, page.path, lhr);
    const accessibility = lhr.categories.accessibility?.auditRefs ?? [];
    // The server and its sessions are gone after the bench, but a report need not carry tokens.
    const withoutTokens = (text: string) =>
      tokens ? text.replaceAll(tokens.accessToken, '…').replaceAll(tokens.refreshToken, '…') : text;
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      totalBytes: numeric(lhr, 'total-byte-weight'),
      failingAccessibility: accessibility
        .filter((ref) => isFailing(lhr.audits[ref.id]))
        .map((ref) => {
          const count =
            (lhr.audits[ref.id]?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
          return count > 0 ? `${ref.id} (${count} element${count === 1 ? '' : 's'})` : ref.id;
        }),
      lcpElement: nodesOf(lhr.audits['largest-contentful-paint-element']?.details)
        .slice(0, 1)
        .map((node) => [node.nodeLabel, node.selector && `\`${node.selector}\``].filter(Boolean).join(' '))
        .join(''),
      blamed: blamedAudits(lhr),
      finalUrl: finalUrl.pathname,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      report: withoutTokens(typeof result.report === 'string' ? result.report : (result.report[0] ?? '')),
    };
  } finally {
    chrome.kill();
  }
};

/**
 * Lighthouse (npm) driving Chromium (`/usr/bin/chromium`, or CHROME_PATH) against the production server with the
 * built web app: each page `runs` times (BENCH_LIGHTHOUSE_RUNS, default 3), the median run by performance score.
 */
export const benchLighthouse = async (
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  onRun: (path: string, run: LighthouseRun, index: number) => void = () => {},
): Promise<LighthousePageResult[]> => {
  const server = await startServer();
  try {
    const results: LighthousePageResult[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const pageRuns: LighthouseRun[] = [];
      for (let index = 0; index < Math.max(1, runs); index += 1) {
        const run = await runOnce(server.origin, page);
        onRun(page.path, run, index);
        pageRuns.push(run);
      }
      const ordered = [...pageRuns].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      results.push({
        path: page.path,
        isSignedIn: page.isSignedIn,
        median: ordered[Math.floor((ordered.length - 1) / 2)]!,
        performanceScores: pageRuns.map((run) => run.performance),
      });
    }
    return results;
  } finally {
    await server.stop();
  }
};
