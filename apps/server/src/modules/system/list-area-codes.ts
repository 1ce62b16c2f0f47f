import { asc, eq } from 'drizzle-orm';
import { countries } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

/** Dialling codes of the enabled countries, by English name; the seed marks exactly one (US) as default. */
export const listAreaCodes = async (context: AppContext) => {
  const rows = await context.db
    .select({
      areaCode: countries.dialCode,
      countryCode: countries.countryCode,
      name: countries.name,
      isDefault: countries.isDefault,
    })
    .from(countries)
    .where(eq(countries.isEnabled, true))
    .orderBy(asc(countries.sort), asc(countries.countryCode));
  return rows;
};
