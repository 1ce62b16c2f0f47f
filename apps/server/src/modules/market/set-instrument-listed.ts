import { eq } from 'drizzle-orm';
import { instruments } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { fail } from '../../platform/errors';
import { INSTRUMENTS_CHANGED_CHANNEL } from './instrument-catalogue';
import { marketRuntimeOf } from './market-runtime';

/**
 * Lists or unlists an instrument (for the back office). The row keeps its history and favourites; an unlisted
 * instrument leaves every list at once: this instance reloads before returning, the others on the bus event
 * (or, should that be lost, within CATALOGUE_MAX_AGE_MS).
 */
export const setInstrumentListed = async (context: AppContext, instrumentId: number, isListed: boolean) => {
  const [updated] = await context.db
    .update(instruments)
    .set({ isListed })
    .where(eq(instruments.id, instrumentId))
    .returning({ id: instruments.id, symbol: instruments.symbol, type: instruments.type });
  if (!updated) return fail('INSTRUMENT_NOT_FOUND', { field: 'instrumentId' });
  try {
    await context.bus.publish(INSTRUMENTS_CHANGED_CHANNEL, { reason: 'listing', instrumentId, isListed });
  } catch (error) {
    // The row is already changed; other instances catch up on their periodic refresh.
    context.logger.warn({ err: error, instrumentId }, 'instrument change not published; peers refresh later');
  }
  await marketRuntimeOf(context)?.catalogue.reload();
  return { ...updated, isListed };
};
