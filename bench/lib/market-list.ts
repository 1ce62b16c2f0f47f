import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '@exchange/server';
import { load, type LoadResult } from './http-load';
import { benchConfig } from './bench-config';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
export const MARKET_LIST_PATH = '/api/app-api/market/list/page?type=1&pageSize=15';
export const MARKET_LIST_SORTED_PATH = `${MARKET_LIST_PATH}&upDownRangSort=2`;

interface ListBody {
  code: number;
  data: { list: { price: string | null }[]; total: number };
}

export interface MarketListBench {
  plain: LoadResult;
  sorted: LoadResult;
  bare: LoadResult;
  /** Bytes of one response of each, so the peer's size can be checked against ours. */
  bodyBytes: { plain: number; sorted: number; bare: number };
  /** Rows of the page that had a price when the load started (the simulator feeds them). */
  pricedRows: number;
}

/**
 * The market list page (catalogue filter, quote lookup per row, optional decimal sort over the whole type, zod
 * response serialisation) under autocannon, default order and sorted by change rate, against a bare Fastify route
 * returning the same page's JSON. The server is the whole app with its simulated price feed running, as one
 * instance runs it, so rows carry live quotes and the sort compares real decimals.
 */
export const benchMarketList = async (): Promise<MarketListBench> => {
  const config = benchConfig('market', {
    PRICE_SOURCE: 'simulated',
    PRICE_FEED_ENABLED: 'true',
    PRICE_SIM_SEED: 'bench-seed',
  });
  const { app } = await buildApp({ ...config, LOG_LEVEL: 'silent' });
  try {
    // The simulator publishes its first batch shortly after the leader starts; wait for priced rows (≤ 15 s).
    let page: ListBody | null = null;
    for (let waited = 0; waited < 15_000; waited += 100) {
      page = (await app.inject({ method: 'GET', url: MARKET_LIST_SORTED_PATH })).json<ListBody>();
      if (page.data.list.some((row) => row.price !== null)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pricedRows = page?.data.list.filter((row) => row.price !== null).length ?? 0;
    const plainBody = (await app.inject({ method: 'GET', url: MARKET_LIST_PATH })).body;
    const sortedBody = (await app.inject({ method: 'GET', url: MARKET_LIST_SORTED_PATH })).body;

    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const options = { durationSeconds: DURATION_SECONDS, connections: CONNECTIONS };
    const plain = await load(`${origin}${MARKET_LIST_PATH}`, options);

    const bare = Fastify();
    const bareBody: unknown = JSON.parse(plainBody);
    bare.get('/bare', async () => bareBody);
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareResult = await load(
      `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`,
      options,
    );
    const bareBytes = Buffer.byteLength((await bare.inject({ method: 'GET', url: '/bare' })).body);
    await bare.close();

    const sorted = await load(`${origin}${MARKET_LIST_SORTED_PATH}`, options);
    return {
      plain,
      sorted,
      bare: bareResult,
      bodyBytes: {
        plain: Buffer.byteLength(plainBody),
        sorted: Buffer.byteLength(sortedBody),
        bare: bareBytes,
      },
      pricedRows,
    };
  } finally {
    await app.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
};
