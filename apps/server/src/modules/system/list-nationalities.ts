import { asc, eq } from 'drizzle-orm';
import { countries } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

/** The nationality picker: ISO 3166-1 alpha-2 codes of the enabled countries, by English name. */
export const listNationalities = async (context: AppContext) =>
  context.db
    .select({ code: countries.countryCode, name: countries.name })
    .from(countries)
    .where(eq(countries.isEnabled, true))
    .orderBy(asc(countries.sort), asc(countries.countryCode));
