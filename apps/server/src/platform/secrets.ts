import { eq } from 'drizzle-orm';
import { appSettings, type Db } from './db/index';
import type { Ids } from './ids';

/**
 * The signing secret: JWT_SECRET when set (required for production on PostgreSQL); otherwise generated once and
 * kept in the database, so restarts and every instance sharing the database agree on it.
 */
export const resolveSigningSecret = async (db: Db, ids: Ids, configured?: string): Promise<string> => {
  if (configured) return configured;
  const key = 'signing_secret';
  await db
    .insert(appSettings)
    .values({ key, value: ids.token(48) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error('signing secret missing after insert');
  return row.value;
};
