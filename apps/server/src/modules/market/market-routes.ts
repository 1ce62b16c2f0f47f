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
import { startMarketRuntime, stopMarketRuntime } from './market-runtime';

/** Per client IP: far above a person tapping stars, low enough that a script cannot churn the table. */
export const FAVOURITE_MUTATION_LIMITS: RouteLimits = { rateLimit: { max: 120, timeWindowMs: 60_000 } };

/**
 * Market lists and favourites (spec §7). Loads this instance's instrument catalogue before the routes exist, so
 * the first request already has it; the catalogue's bus subscription ends with the app.
 */
export const registerMarketModule = async (app: FastifyInstance, context: AppContext) => {
  const runtime = await startMarketRuntime(context);
  app.addHook('onClose', () => stopMarketRuntime(context));
  const { catalogue } = runtime;

  registerOperation(app, listMarketPageOperation, async ({ query }) =>
    listMarketPage(runtime, context.clock, query),
  );
  registerOperation(app, listPlatesOperation, async ({ query }) => listPlates(catalogue, query.type));
  registerOperation(app, listSymbolsOperation, async ({ query }) => listSymbols(catalogue, query.type));
  registerOperation(app, listCoinPrecisionsOperation, async () => listCoinPrecisions(catalogue));

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
