import { eq } from 'drizzle-orm';
import { instruments } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { publishQuietly } from '../../platform/bus/index';
import { fail } from '../../platform/errors';
import { INSTRUMENTS_CHANGED_CHANNEL } from './instrument-catalogue';
import { marketRuntimeOf } from './market-state';

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
  await announceInstrumentChange(context, { reason: 'listing', instrumentId, isListed });
  return { ...updated, isListed };
};

/**
 * After a committed change to an instrument or its rules: tells every instance (the catalogue, the contract rules
 * and the feed leader's sources all reload on this channel) and reloads this instance's catalogue before the
 * caller answers. A lost message is caught up by each catalogue's periodic refresh.
 */
export const announceInstrumentChange = async (
  context: AppContext,
  change: { reason: string; instrumentId: number; isListed?: boolean },
) => {
  await publishQuietly(context, INSTRUMENTS_CHANGED_CHANNEL, change, {
    message: 'instrument change not published; peers refresh later',
    detail: change,
  });
  await marketRuntimeOf(context)?.catalogue.reload();
};
