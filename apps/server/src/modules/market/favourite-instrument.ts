import type { FavouriteCategoryValue } from '@exchange/contracts';
import { fail } from '../../platform/errors';
import type { Instrument, InstrumentCatalogue } from './instrument-catalogue';

/** At most this many favourites per user and category; the largest page (200) then shows a whole list. */
export const FAVOURITES_PER_CATEGORY_LIMIT = 200;

export interface FavouriteInput {
  category: FavouriteCategoryValue;
  instrumentId: number;
}

/**
 * The instrument a favourites call names. Unknown (or unlisted, unless `isUnlistedAllowed`) is a 404 and a
 * category other than the instrument's type a 400, both naming `instrumentId`. Categories and instrument types
 * share their numbers (coin 1, contract 2, stock 3, fast contract 5).
 */
export const favouriteInstrument = (
  catalogue: InstrumentCatalogue,
  input: FavouriteInput,
  options: { isUnlistedAllowed: boolean },
): Instrument => {
  const instrument = catalogue.find(input.instrumentId);
  if (!instrument || (!instrument.isListed && !options.isUnlistedAllowed))
    return fail('INSTRUMENT_NOT_FOUND', { field: 'instrumentId' });
  if (instrument.type !== input.category)
    return fail('FAVOURITE_CATEGORY_MISMATCH', { field: 'instrumentId' });
  return instrument;
};
