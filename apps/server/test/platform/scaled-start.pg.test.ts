import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BigNumber } from 'bignumber.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../src/modules/auth/demo-seed';
import { DEMO_FUNDS_USDT } from '../../src/modules/wallet/seed-demo-funds';
import { MARKET_TICKS_CHANNEL } from '../../src/engines/price-feed/market-batch';
import { PRICE_FEED_LOCK_KEY } from '../../src/engines/price-feed/price-feed-engine';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { openPostgres, queryRows, type Database } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import {
  ChildServer,
  buildServerBundle,
  childServerEnv,
  freePort,
  sleep,
  tearDownCrashTest,
  type HttpAnswer,
} from '../support/child-server';
import { createTestDatabaseUrl } from '../support/test-app';
import { testConfig } from '../support/test-config';

/*
 * The README's scaled set-up in CI (PostgreSQL and Redis): two instances of the built server start at the same moment
 * on an EMPTY database (both migrate and seed; the startup lock takes them in turn) with one Redis and one signing
 * secret. The demo user sends keyed wallet transfers to both, some keys to both at once; the instance leading the
 * price feed is SIGKILLed mid-load and what it left unanswered is sent again, same key, to the survivor. In the end
 * every key moved money exactly once, nothing is lost, the ledger auditor is clean, and the survivor runs the feed.
 */
const OPERATIONS = 60;
const CLIENTS = 4;
/** Kill the feed's leader once this many operations are answered: the rest runs against the survivor. */
const KILL_AFTER = 24;
const SETTLE_TIMEOUT_MS = 20_000;
/** Leader election retries every 2 s (platform/leader-election.ts); the survivor must lead well within this. */
const TAKEOVER_TIMEOUT_MS = 10_000;
const NAMES = ['scaled-a', 'scaled-b'] as const;
type Name = (typeof NAMES)[number];

interface Operation {
  key: string;
  body: { fromWallet: 'spot'; toWallet: 'contract' | 'fast_contract'; coin: 'USDT'; amount: string };
  /** Where it is sent first; two names: sent to both instances at once. */
  targets: Name[];
}

let bundleDirectory: string;
let databaseUrl: string;
let database: Database | undefined;
let feedBus: Bus | undefined;
const directories: string[] = [];
const servers = new Map<Name, ChildServer>();
const batchTimes: number[] = [];
let startMs = 0;

const server = (name: Name) => servers.get(name) as ChildServer;

beforeAll(async () => {
  bundleDirectory = await buildServerBundle();
  databaseUrl = await createTestDatabaseUrl({ isEmpty: true });
  const prefix = `scaled:${randomBytes(4).toString('hex')}:`;
  const jwtSecret = testConfig('.').JWT_SECRET ?? '';
  for (const name of NAMES) {
    const dataDirectory = mkdtempSync(join(tmpdir(), `exchange-${name}-`));
    directories.push(dataDirectory);
    // The application name tells the instances' database sessions apart (pg_stat_activity), as an operator would.
    const url = new URL(databaseUrl);
    url.searchParams.set('application_name', name);
    const env = childServerEnv({
      databaseUrl: url.toString(),
      dataDirectory,
      jwtSecret,
      redisKeyPrefix: prefix,
      extra: { PRICE_FEED_ENABLED: 'true', PRICE_SOURCE: 'simulated', DEMO_SEED: 'true' },
    });
    servers.set(name, new ChildServer({ bundleDirectory, dataDirectory, port: await freePort(), env }));
  }
  feedBus = createBus(process.env.REDIS_URL, prefix);
  await feedBus.subscribe(MARKET_TICKS_CHANNEL, () => batchTimes.push(Date.now()));
  database = await openPostgres(databaseUrl, 2);
  startMs = Date.now();
  // Both at once on the empty database: ChildServer.start throws if its instance exits before it is ready.
  await Promise.all(NAMES.map((name) => server(name).start()));
  startMs = Date.now() - startMs;
}, 90_000);

afterAll(() =>
  tearDownCrashTest({
    server: servers.get(NAMES[0]),
    databaseUrl,
    directories: [bundleDirectory, ...directories],
    close: [() => servers.get(NAMES[1])?.tearDown(), () => feedBus?.close(), () => database?.close()],
  }),
);

const rowsOf = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database?.db as Database['db'], query);

/** The instance whose database session holds the price feed's advisory lock (the lock IS the leadership). */
const feedLeader = async () => {
  const [row] = await rowsOf<{ name: string }>(
    sql`select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.locktype = 'advisory' and l.granted and l.classid::bigint = 0 and l.objsubid = 1
           and l.objid::bigint = ${PRICE_FEED_LOCK_KEY}
           and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return (row?.name ?? null) as Name | null;
};

const waitFor = async <T>(probe: () => Promise<T> | T, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

describe('scaled start: two instances, one PostgreSQL, one Redis', () => {
  it('both start on an empty database, every key moves money once across a leader kill, the feed moves over', async () => {
    const leader = await waitFor(feedLeader, TAKEOVER_TIMEOUT_MS, 'a price-feed leader');
    const survivor = NAMES.find((name) => name !== leader) as Name;
    await waitFor(() => batchTimes.length > 0, 5_000, 'price batches before the kill');

    const login = await server(survivor).send('POST', '/api/app-api/system/auth/login', {
      body: { username: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const token = (login.body.data as { accessToken?: string } | undefined)?.accessToken;
    if (!token) throw new Error(`demo login failed: ${JSON.stringify(login.body)}`);

    const operations: Operation[] = Array.from({ length: OPERATIONS }, (_, index) => ({
      key: `scaled-${index}-${randomBytes(6).toString('hex')}`,
      body: {
        fromWallet: 'spot',
        toWallet: index % 3 === 0 ? 'fast_contract' : 'contract',
        coin: 'USDT',
        amount: new BigNumber(randomInt(100, 2001)).dividedBy(100).toFixed(),
      },
      targets: index % 4 === 3 ? [...NAMES] : [NAMES[index % 2] as Name],
    }));
    let isKilled = false;
    const stats = { networkErrors: 0, serverErrors: 0, retriedOnSurvivor: 0, killedAtMs: 0, takeoverMs: 0 };

    /** Sends until a definitive answer (not 5xx, not a dropped connection); after a failure, to the survivor. */
    const settle = async (operation: Operation, first: Name): Promise<HttpAnswer> => {
      const giveUpAt = Date.now() + SETTLE_TIMEOUT_MS;
      for (let target = first; ; target = isKilled ? survivor : target) {
        const answer = await server(target)
          .send('POST', '/api/app-api/wallet/any-transfer', {
            token,
            key: operation.key,
            body: operation.body,
          })
          .catch(() => null);
        if (answer && answer.status < 500) {
          if (target !== first) stats.retriedOnSurvivor += 1;
          return answer;
        }
        if (answer) stats.serverErrors += 1;
        else stats.networkErrors += 1;
        if (Date.now() > giveUpAt) throw new Error(`no answer for ${operation.key}`);
        await sleep(25);
      }
    };

    const answers = new Map<string, HttpAnswer[]>();
    const queue = [...operations];
    const client = async () => {
      for (let operation = queue.shift(); operation; operation = queue.shift()) {
        const current = operation;
        answers.set(current.key, await Promise.all(current.targets.map((name) => settle(current, name))));
      }
    };
    const killer = async () => {
      await waitFor(() => answers.size >= KILL_AFTER, SETTLE_TIMEOUT_MS, 'the first answers');
      isKilled = true;
      const killedAt = Date.now();
      stats.killedAtMs = killedAt - loadStart;
      await server(leader).kill();
      // The survivor takes the feed over while the load goes on.
      await waitFor(
        async () => (await feedLeader()) === survivor,
        TAKEOVER_TIMEOUT_MS,
        'the survivor to lead',
      );
      stats.takeoverMs = Date.now() - killedAt;
    };
    const loadStart = Date.now();
    await Promise.all([killer(), ...Array.from({ length: CLIENTS }, client)]);
    const loadMs = Date.now() - loadStart;

    // New batches come from the survivor (the killed leader can publish nothing).
    const ledAt = Date.now();
    await waitFor(() => batchTimes.some((time) => time > ledAt), 5_000, 'price batches from the survivor');
    expect((await server(survivor).send('GET', '/readyz')).status).toBe(200);

    // Every key answered 200 (both answers alike when sent to both instances) and stored exactly once.
    const problems: string[] = [];
    for (const operation of operations) {
      const got = answers.get(operation.key) ?? [];
      if (got.length !== operation.targets.length || got.some((answer) => answer.status !== 200))
        problems.push(`${operation.key}: ${JSON.stringify(got.map((answer) => answer.body))}`);
      else if (got.length === 2 && JSON.stringify(got[0]?.body.data) !== JSON.stringify(got[1]?.body.data))
        problems.push(`${operation.key}: the two instances answered differently`);
    }
    const [demo] = await rowsOf<{ id: string }>(
      sql`select id from users where email = ${DEMO_ACCOUNT.email}`,
    );
    const transfers = await rowsOf<{ id: string; amount: string; requests: number }>(
      sql`select t.id, t.amount::text, (select count(*)::int from money_requests m
                 where m.user_id = ${demo?.id} and 'transfer:' || m.user_id || ':' || m.request_key = t.id) as requests
            from ledger_transfers t where t.id like ${`transfer:${demo?.id}:scaled-%`}`,
    );
    const byId = new Map(transfers.map((row) => [row.id, row]));
    for (const operation of operations) {
      const row = byId.get(`transfer:${demo?.id}:${operation.key}`);
      if (!row || row.requests !== 1 || !new BigNumber(row.amount).isEqualTo(operation.body.amount))
        problems.push(`${operation.key}: stored ${JSON.stringify(row ?? null)}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(transfers).toHaveLength(OPERATIONS);

    // The balances are the demo funds (seeded once by the two starts) less exactly what the keys moved.
    const moved = (wallet: string) =>
      operations
        .filter((operation) => wallet === 'spot' || operation.body.toWallet === wallet)
        .reduce((sum, operation) => sum.plus(operation.body.amount), new BigNumber(0));
    const balances = await rowsOf<{ wallet: string; available: string }>(
      sql`select wallet, available::text from ledger_accounts
           where user_id = ${demo?.id} and asset = 'USDT'`,
    );
    const balanceOf = (wallet: string) =>
      new BigNumber(balances.find((row) => row.wallet === wallet)?.available ?? 0);
    expect(balanceOf('spot').toFixed()).toBe(new BigNumber(DEMO_FUNDS_USDT).minus(moved('spot')).toFixed());
    expect(balanceOf('contract').toFixed()).toBe(moved('contract').toFixed());
    expect(balanceOf('fast_contract').toFixed()).toBe(moved('fast_contract').toFixed());
    await expectCleanLedger(database?.db as Database['db']);

    // One super admin, and its one-time password printed by exactly the instance that created it.
    const [staff] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from staff_accounts`);
    expect(staff?.count).toBe(1);
    const logs = NAMES.map((name) => server(name).log.join(''));
    expect(logs.filter((log) => log.includes('one-time password'))).toHaveLength(1);
    // No instance printed an unhandled Redis error (the subscriber's ready check, issue 15).
    expect(logs.filter((log) => /\[ioredis\]|subscriber mode/.test(log))).toEqual([]);

    expect(stats.networkErrors).toBeGreaterThan(0);
    expect(stats.retriedOnSurvivor).toBeGreaterThan(0);
    console.warn(`scaled start: ${JSON.stringify({ startMs, loadMs, leader, survivor, ...stats })}`);
  }, 60_000);
});
