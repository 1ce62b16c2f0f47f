import type { FastifyInstance } from 'fastify';
import {
  addFavourite as addFavouriteOperation,
  checkFavourite as checkFavouriteOperation,
  deleteFavourite as deleteFavouriteOperation,
  listCoinPrecisions as listCoinPrecisionsOperation,
  listFavouritePage as listFavouritePageOperation,
  listMarketPage as listMarketPageOperation,
  listPlates as listPlatesOperation,
  listSymbols as listSymbolsOperation,
  getKlines as getKlinesOperation,
  getDepth as getDepthOperation,
  getFeedStatus as getFeedStatusOperation,
  getMarkPrice as getMarkPriceOperation,
  getSparklines as getSparklinesOperation,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { registerOperation, type RouteLimits } from '../../platform/http/operation-route';
import { addFavourite } from './add-favourite';
import { checkFavourite } from './check-favourite';
import { deleteFavourite } from './delete-favourite';
import { listCoinPrecisions } from './list-coin-precisions';
import { listFavouritePage } from './list-favourite-page';
import { listMarketPage } from './list-market-page';
import { listPlates } from './list-plates';
import { listSymbols } from './list-symbols';
import { MARKET_RUNTIME } from './market-state';
import { getDepth, getFeedStatus, getKlines, getMarkPrice } from './market-reads';
import { createSparklines } from './sparklines';

/** Per client IP: far above a person tapping stars, low enough that a script cannot churn the table. */
export const FAVOURITE_MUTATION_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };
/**
 * Per client IP: a screen asks once a minute per instrument type, so this leaves room for many open tabs while a
 * script cannot make an instance recompute every line (each is cached a minute anyway).
 */
export const SPARKLINE_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/**
 * Market lists, klines, depth, mark prices, the feed and favourites (spec §7). Loads this instance's instrument catalogue before the routes exist, so
 * the first request already has it; the catalogue's bus subscription ends with the app.
 */
export const registerMarketRoutes = (app: FastifyInstance, context: AppContext) => {
  const runtime = context.modules.get(MARKET_RUNTIME);
  const { catalogue } = runtime;

  registerOperation(app, listMarketPageOperation, async ({ query }) =>
    listMarketPage(runtime, context.clock, query),
  );
  registerOperation(app, listPlatesOperation, async ({ query }) => listPlates(catalogue, query.type));
  registerOperation(app, listSymbolsOperation, async ({ query }) => listSymbols(catalogue, query.type));
  registerOperation(app, listCoinPrecisionsOperation, async () => listCoinPrecisions(catalogue));
  registerOperation(app, getKlinesOperation, ({ query }) => getKlines(runtime, context.clock, query));
  registerOperation(app, getDepthOperation, async ({ query }) => getDepth(runtime, context.clock, query));
  registerOperation(app, getFeedStatusOperation, async () => getFeedStatus(runtime));
  registerOperation(app, getMarkPriceOperation, async ({ query }) => getMarkPrice(runtime, query));
  const sparklines = createSparklines(runtime, context.clock);
  registerOperation(app, getSparklinesOperation, ({ query }) => sparklines(query), SPARKLINE_LIMITS);

  registerOperation(
    app,
    addFavouriteOperation,
    ({ caller, body }) => addFavourite(context, catalogue, caller, body),
    FAVOURITE_MUTATION_LIMITS,
  );
  registerOperation(
    app,
    deleteFavouriteOperation,
    ({ caller, body }) => deleteFavourite(context, catalogue, caller, body),
    FAVOURITE_MUTATION_LIMITS,
  );
  registerOperation(app, listFavouritePageOperation, ({ caller, query }) =>
    listFavouritePage(context, runtime, caller, query),
  );
  registerOperation(app, checkFavouriteOperation, ({ caller, query }) =>
    checkFavourite(context, catalogue, caller, query),
  );
};
