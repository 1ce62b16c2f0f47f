import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appSettings, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { getAppInfo } from '../get-app-info';

const KEYS = ['APP_BASE_NAME', 'APP_BASE_LOGO'] as const;
type AppInfoKey = (typeof KEYS)[number];

const storedValues = async (db: DbOrTx) => {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...KEYS]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    APP_BASE_NAME: byKey.get('APP_BASE_NAME') ?? null,
    APP_BASE_LOGO: byKey.get('APP_BASE_LOGO') ?? null,
  };
};

/** `system/app-info` (staff): what the app API serves (`system/app-info/get`) and which values are stored here. */
export const getAdminAppInfo = async (context: AppContext) => ({
  ...(await getAppInfo(context)),
  stored: await storedValues(context.db),
});

/**
 * `PUT system/app-info`: stores an override in `app_settings`, where the app's read looks first; null deletes it so
 * the configuration's value is served again. The app reads these rows per request: every instance shows the change.
 */
export const updateAdminAppInfo = async (
  context: AppContext,
  request: FastifyRequest,
  body: Partial<Record<AppInfoKey, string | null>>,
) => {
  await auditedTransaction(context.db, request, async (tx) => {
    const before = await storedValues(tx);
    for (const key of KEYS) {
      const value = body[key];
      if (value === undefined) continue;
      if (value === null) await tx.delete(appSettings).where(eq(appSettings.key, key));
      else
        await tx
          .insert(appSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    }
    recordAudit(request, { target: 'app-info', before, after: await storedValues(tx) });
  });
  return getAdminAppInfo(context);
};
