import { eq } from 'drizzle-orm';
import { appSettings, type DbOrTx } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { publishQuietly } from '../../platform/bus/index';

/**
 * Published after staff change a setting an instance caches (translation overrides today); every instance drops
 * that cache. The other reference reads go to the database on every request and need no message.
 */
export const SYSTEM_SETTINGS_CHANGED_CHANNEL = 'system.settings.changed';

/**
 * Where staff overrides of one namespace's strings live: an `app_settings` row holding `{ "dotted.key": "text" }`.
 * Not in `translations`, whose trees the seed replaces whenever a locale file changes: an override outlives that.
 */
export const translationOverridesKey = (language: string, typeCode: string) =>
  `translation.override.${language}.${typeCode}`;

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The staff overrides of one language and namespace ({} when none, or when the row is not what we wrote). */
export const readTranslationOverrides = async (
  db: DbOrTx,
  language: string,
  typeCode: string,
): Promise<Record<string, string>> => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, translationOverridesKey(language, typeCode)));
  if (!row) return {};
  try {
    const parsed: unknown = JSON.parse(row.value);
    return isStringRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

/** Tells every instance to drop what it cached of the system settings; a lost message costs at most the cache TTL. */
export const announceSettingsChange = (context: AppContext, change: { reason: string }) =>
  publishQuietly(context, SYSTEM_SETTINGS_CHANGED_CHANNEL, change, {
    message: 'settings change not published; peers catch up by TTL',
    detail: change,
  });
