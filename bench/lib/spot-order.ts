import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { UserKind } from '@exchange/contracts';
import { buildApp } from '@exchange/server';
import { MARKET_TICKS_CHANNEL, emptyBatch } from '@exchange/server/engines/price-feed/market-batch';
import { REFRESH_TOKEN_TTL_MS } from '@exchange/server/platform/auth/tokens';
import type { AppContext } from '@exchange/server/platform/context';
import { sessions, spotOrders, users } from '@exchange/server/platform/db/index';
import {
  HouseAccount,
  Wallet,
  createTransfer,
  houseAccountId,
  userAccountId,
} from '@exchange/server/modules/ledger/index';
import { spotMarketOf } from '@exchange/server/modules/spot/index';
import { benchConfig } from './bench-config';
import { ChildRpc } from './child-rpc';
import type { LoadPlan, LoadRun } from './keyed-load';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const TRADERS = 200;
const TRADER_USDT = '1000000';
export const SPOT_PLACE_PATH = '/api/app-api/pay/order-coin/purchase-actual-commodities';
/** A market buy of 0.001 BTC at 60,000: 60 USDT (the minimum is 5), walking a book deep enough never to run dry. */
const ORDER = { symbol: 'BTCUSDT', direction: 0, orderType: 1, quantity: '0.001' };
const PRICE = '60000';
/** Five ask levels a tick apart, so each order is one walk over a real book (one fill: the best level is deep). */
const ASKS = ['60000', '60000.01', '60000.02', '60000.03', '60000.04'].map((price) => ({
  price,
  quantity: '1000000',
}));
const BIDS = ['59999.99', '59999.98', '59999.97'].map((price) => ({ price, quantity: '1000000' }));

export interface SpotOrderBench {
  /** Closed loop, CONNECTIONS connections. */
  app: LoadRun;
  /** At half the closed-loop rate. */
  half: LoadRun;
  /** Orders in the database after every run, against the 2xx answers (warm-up included). */
  orders: { rows: number; answered: number };
  traders: number;
}

/** The price feed's leader, played by the bench: BTCUSDT's spot tick and book on the app's bus every second. */
const publishBook = (context: AppContext) => {
  const publish = () => {
    const now = context.clock.nowMs();
    const batch = emptyBatch('simulated', now);
    batch.ticks.push({
      type: 1,
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
    batch.depths.push({ type: 1, depth: { symbol: ORDER.symbol, asks: ASKS, bids: BIDS, time: now } });
    context.bus.publish(MARKET_TICKS_CHANNEL, batch).catch((error: unknown) => console.warn(error));
  };
  publish();
  const timer = setInterval(publish, 1000);
  return () => clearInterval(timer);
};

const waitForLiveBook = async (context: AppContext) => {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (spotMarketOf(context, ORDER.symbol)?.isLive) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${ORDER.symbol} never had a live spot book`);
};

/** TRADERS members, each with a live session, an access token and TRADER_USDT credited to spot (as a deposit is). */
const createTraders = async (context: AppContext) => {
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let index = 0; index < TRADERS; index += 1) {
    const [user] = await context.db
      .insert(users)
      .values({
        kind: UserKind.real,
        email: `spot.${run}.${index}@example.com`,
        nickname: `spot${index}`,
        inviteCode: `P${run}${index}`,
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
        id: `bench-spot-deposit-${run}-${index}`,
        debitAccountId: await houseAccountId(tx, HouseAccount.depositClearing, 'USDT'),
        creditAccountId: await userAccountId(tx, user.id, Wallet.spot, 'USDT'),
        asset: 'USDT',
        amount: TRADER_USDT,
        businessType: 105,
        actor: 'system:bench',
      }),
    );
    tokens.push(access.token);
  }
  return tokens;
};

/**
 * POST pay/order-coin/purchase-actual-commodities, a market buy (auth, Idempotency-Key, one money request under the
 * member's row lock: the live book walked, balance, ledger batch, order and fill rows; then the pushes) under
 * autocannon from a child process over TRADERS members: closed loop, then at half that rate. PGlite in a temporary
 * directory, or PostgreSQL at `databaseUrl` (Redis for the bus and the rate limiter with `redisUrl`). Price feed and
 * engines off; the bench publishes the book. The peer (pgbench on the same server) is run by run.ts.
 */
export const benchSpotOrder = async (databaseUrl?: string, redisUrl?: string): Promise<SpotOrderBench> => {
  const config = benchConfig('spot', {
    PRICE_FEED_ENABLED: 'false',
    RISK_ENGINE_ENABLED: 'false',
    CONTRACT_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${Date.now().toString(36)}:` } : {}),
  });
  const { app, context } = await buildApp({ ...config, LOG_LEVEL: 'silent' });
  const stopBook = publishBook(context);
  const loader = new ChildRpc(join(import.meta.dirname, 'keyed-load-child.ts'), {
    fileDescriptors: 1024,
    label: 'spot load',
  });
  try {
    await waitForLiveBook(context);
    const tokens = await createTraders(context);
    let runs = 0;
    const appRuns: LoadRun[] = [];
    const drive = async (url: string, durationSeconds: number, rate?: number) => {
      const plan: LoadPlan = {
        url,
        tokens,
        body: JSON.stringify(ORDER),
        keyPrefix: `bench-spot-${(runs += 1)}`,
        connections: CONNECTIONS,
        durationSeconds,
        ...(rate ? { rate: Math.max(1, Math.round(rate)) } : {}),
      };
      const run = await loader.call<LoadRun>('run', plan);
      appRuns.push(run);
      return run;
    };
    const sample = await app.inject({
      method: 'POST',
      url: SPOT_PLACE_PATH,
      headers: { authorization: `Bearer ${tokens[0]}`, 'idempotency-key': 'bench-spot-sample' },
      payload: ORDER,
    });
    if (sample.statusCode !== 200) throw new Error(`a spot order failed before the load: ${sample.body}`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SPOT_PLACE_PATH}`;
    await drive(url, 2);
    const closed = await drive(url, DURATION_SECONDS);
    const half = await drive(url, DURATION_SECONDS, closed.requestsPerSecond / 2);
    const [orders] = await context.db.select({ rows: count() }).from(spotOrders);
    const answered = appRuns.reduce((total, run) => total + run.responses - run.non2xx, 1);
    return { app: closed, half, orders: { rows: orders?.rows ?? 0, answered }, traders: tokens.length };
  } finally {
    stopBook();
    await loader.stop();
    await app.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
};
