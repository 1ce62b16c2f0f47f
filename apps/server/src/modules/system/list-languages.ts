import { asc, eq } from 'drizzle-orm';
import { languages } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

/** Enabled languages in picker order; `rtl` tells the client to flip the layout. */
export const listLanguages = async (context: AppContext) =>
  context.db
    .select({ code: languages.code, name: languages.name, rtl: languages.isRtl })
    .from(languages)
    .where(eq(languages.isEnabled, true))
    .orderBy(asc(languages.sort), asc(languages.code));
