import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { count } from 'drizzle-orm';
import { UserKind } from '@exchange/contracts';
import { buildApp } from '@exchange/server';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
import { REFRESH_TOKEN_TTL_MS } from '@exchange/server/platform/auth/tokens';
import type { AppContext } from '@exchange/server/platform/context';
import { contractOrders, sessions, users } from '@exchange/server/platform/db/index';
import {
  HouseAccount,
  Wallet,
  createTransfer,
  houseAccountId,
  userAccountId,
} from '@exchange/server/modules/ledger/index';
import { contractPriceOf } from '@exchange/server/modules/market/index';
import { benchConfig } from './bench-config';
import { ChildRpc } from './child-rpc';
import type { LoadPlan, LoadRun } from './keyed-load';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** The rated runs that look for the highest rate the app sustains are shorter. */
const SEARCH_SECONDS = Math.max(3, Math.round(DURATION_SECONDS / 2));
const CONNECTIONS = 16;
const TRADERS = 200;
const TRADER_USDT = '1000000';
export const CREATE_PATH = '/api/app-api/pay/order-contract/create';
/** A market long of 0.001 BTC at 60,000: 60 USDT notional (the minimum is 5), 10× isolated. */
const ORDER = { symbol: 'BTCUSDT', direction: 1, orderType: 1, marginMode: 2, lever: 10, quantity: '0.001' };
const PRICE = '60000';
/** The issue's latency target for the rated run. */
export const P99_TARGET_MS = 20;
/** Fractions of the app's closed-loop rate tried, highest first, when it cannot sustain half the peer's. */
export const SEARCH_FRACTIONS = [0.9, 0.75, 0.5, 0.25];

export interface ContractCreateBench {
  /** Closed loop, CONNECTIONS connections. */
  app: LoadRun;
  bare: LoadRun;
  /** At half the bare route's requests/s. */
  halfPeer: LoadRun;
  /**
   * When halfPeer was not sustained: rated runs at SEARCH_FRACTIONS of the closed-loop rate, highest first, up to the
   * first that was sustained with p99 ≤ P99_TARGET_MS. Empty when halfPeer was sustained.
   */
  search: LoadRun[];
  /** Orders in the database after every run, against the 2xx answers the app gave (warm-up included). */
  orders: { rows: number; answered: number };
  traders: number;
}

/** A run is sustained when it delivered ≥ 95 % of the rate asked for, every answer 2xx, no errors. */
export const isSustained = (run: LoadRun) =>
  run.requested !== null &&
  run.requestsPerSecond >= 0.95 * run.requested &&
  run.non2xx === 0 &&
  run.errors === 0;

/**
 * The price feed's leader, played by the bench (the app's own feed is off): BTCUSDT's last price and mark as a
 * contract (type 2), published on the app's bus every second with a fresh time, so the price stays live.
 */
const publishPrices = (context: AppContext) => {
  const publish = () => {
    const now = context.clock.nowMs();
    const batch = emptyBatch('simulated', now);
    batch.ticks.push({
      type: 2,
      tick: {
        symbol: ORDER.symbol,
        price: PRICE,
        bid: null,
        ask: null,
        open24h: PRICE,
        high24h: PRICE,
        low24h: PRICE,
        volume24h: '0',
        time: now,
      },
    });
    batch.marks.push({
      type: 2,
      mark: {
        symbol: ORDER.symbol,
        markPrice: PRICE,
        indexPrice: PRICE,
        fundingRate: '0.0001',
        nextFundingTime: now + 8 * 3_600_000,
        time: now,
      },
    });
    context.bus.publish(MARKET_TICKS_CHANNEL, batch).catch((error: unknown) => console.warn(error));
  };
  publish();
  const timer = setInterval(publish, 1000);
  return () => clearInterval(timer);
};

const waitForLivePrice = async (context: AppContext) => {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (contractPriceOf(context, ORDER.symbol)?.isLive) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${ORDER.symbol} never had a live contract price`);
};

/**
 * TRADERS members, each with a live session, an access token and TRADER_USDT in the contract wallet: a deposit
 * credited to spot (as an approved deposit is) and the member's own transfer to contract through the API.
 */
const createTraders = async (app: Awaited<ReturnType<typeof buildApp>>['app'], context: AppContext) => {
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let index = 0; index < TRADERS; index += 1) {
    const [user] = await context.db
      .insert(users)
      .values({
        kind: UserKind.real,
        email: `trader.${run}.${index}@example.com`,
        nickname: `trader${index}`,
        inviteCode: `T${run}${index}`,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const now = new Date(context.clock.nowMs());
    const sessionId = context.ids.uuid();
    await context.db.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      userKind: UserKind.real,
      createdAt: now,
      lastSeenAt: now,
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    const access = await context.tokens.issue({
      userId: user.id,
      sessionId,
      userKind: UserKind.real,
      type: 'access',
      audience: 'app',
    });
    await context.db.transaction(async (tx) =>
      createTransfer(tx, {
        id: `bench-deposit-${run}-${index}`,
        debitAccountId: await houseAccountId(tx, HouseAccount.depositClearing, 'USDT'),
        creditAccountId: await userAccountId(tx, user.id, Wallet.spot, 'USDT'),
        asset: 'USDT',
        amount: TRADER_USDT,
        businessType: 105,
        actor: 'system:bench',
      }),
    );
    const moved = await app.inject({
      method: 'POST',
      url: '/api/app-api/wallet/any-transfer',
      // One address per member: the wallet's per-IP limit is not what this measures.
      remoteAddress: `127.1.${index >> 8}.${index & 255}`,
      headers: { authorization: `Bearer ${access.token}`, 'idempotency-key': `bench-fund-${run}-${index}` },
      payload: { fromWallet: 'spot', toWallet: 'contract', coin: 'USDT', amount: TRADER_USDT },
    });
    if (moved.statusCode !== 200 || moved.json<{ code: number }>().code !== 0)
      throw new Error(`funding the contract wallet failed: ${moved.body}`);
    tokens.push(access.token);
  }
  return tokens;
};

type Drive = (url: string, durationSeconds: number, rate?: number) => Promise<LoadRun>;

/** The peer: a bare Fastify POST route answering the same requests with one real answer's JSON, as a constant. */
const measureBare = async (sampleBody: string, drive: Drive) => {
  const bare = Fastify();
  const answer: unknown = JSON.parse(sampleBody);
  bare.post('/bare', async () => answer);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  try {
    const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;
    await drive(url, 2);
    return await drive(url, DURATION_SECONDS);
  } finally {
    await bare.close();
  }
};

/** Rated runs below the app's closed-loop rate, highest first, until one is sustained with p99 within the target. */
const searchRates = async (drive: Drive, url: string, closedLoopRate: number) => {
  const runs: LoadRun[] = [];
  for (const fraction of SEARCH_FRACTIONS) {
    const run = await drive(url, SEARCH_SECONDS, closedLoopRate * fraction);
    runs.push(run);
    if (isSustained(run) && run.p99Ms <= P99_TARGET_MS) break;
  }
  return runs;
};

/**
 * POST pay/order-contract/create (auth, Idempotency-Key, live-price check, one transaction under the member's row
 * lock: idempotency record, positions, balance, ledger postings, order and position rows; then the bus notice)
 * under autocannon from a child process, spread round-robin over TRADERS members, against a bare Fastify route in
 * this process; then at a fixed rate of half the peer's requests/s and, if that is not sustained, at the highest
 * of a few lower rates that is. PGlite in a temporary directory, or PostgreSQL at `databaseUrl` (with Redis for the
 * bus and the rate limiter when `redisUrl` is given). Price feed and risk engine off; the bench publishes prices.
 */
export const benchContractCreate = async (
  databaseUrl?: string,
  redisUrl?: string,
): Promise<ContractCreateBench> => {
  const config = benchConfig('contract', {
    PRICE_FEED_ENABLED: 'false',
    RISK_ENGINE_ENABLED: 'false',
    CONTRACT_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${Date.now().toString(36)}:` } : {}),
  });
  const { app, context } = await buildApp({ ...config, LOG_LEVEL: 'silent' });
  const stopPrices = publishPrices(context);
  const loader = new ChildRpc(join(import.meta.dirname, 'keyed-load-child.ts'), {
    fileDescriptors: 1024,
    label: 'contract load',
  });
  try {
    await waitForLivePrice(context);
    const tokens = await createTraders(app, context);
    let runs = 0;
    const appRuns: LoadRun[] = [];
    const drive: Drive = async (url, durationSeconds, rate) => {
      const plan: LoadPlan = {
        url,
        tokens,
        body: JSON.stringify(ORDER),
        keyPrefix: `bench-${(runs += 1)}`,
        connections: CONNECTIONS,
        durationSeconds,
        ...(rate ? { rate: Math.max(1, Math.round(rate)) } : {}),
      };
      const run = await loader.call<LoadRun>('run', plan);
      if (url.endsWith(CREATE_PATH)) appRuns.push(run);
      return run;
    };
    const sample = await app.inject({
      method: 'POST',
      url: CREATE_PATH,
      headers: { authorization: `Bearer ${tokens[0]}`, 'idempotency-key': 'bench-sample-order' },
      payload: ORDER,
    });
    if (sample.statusCode !== 200) throw new Error(`a create failed before the load: ${sample.body}`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${CREATE_PATH}`;
    await drive(url, 2);
    const appRun = await drive(url, DURATION_SECONDS);
    const bare = await measureBare(sample.body, drive);
    const halfPeer = await drive(url, DURATION_SECONDS, bare.requestsPerSecond / 2);
    const search = isSustained(halfPeer) ? [] : await searchRates(drive, url, appRun.requestsPerSecond);
    const [orders] = await context.db.select({ rows: count() }).from(contractOrders);
    const answered = appRuns.reduce((total, run) => total + run.responses - run.non2xx, 1);
    return {
      app: appRun,
      bare,
      halfPeer,
      search,
      orders: { rows: orders?.rows ?? 0, answered },
      traders: tokens.length,
    };
  } finally {
    stopPrices();
    await loader.stop();
    await app.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
};
