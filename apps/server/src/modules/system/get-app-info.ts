import { inArray } from 'drizzle-orm';
import { appSettings } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';

const APP_INFO_KEYS = ['APP_BASE_NAME', 'APP_BASE_LOGO'] as const;

/** Name and logo from the configuration, each overridable at run time by an app_settings row of the same key. */
export const getAppInfo = async (context: AppContext) => {
  const rows = await context.db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...APP_INFO_KEYS]));
  const overrides = new Map(rows.map((row) => [row.key, row.value]));
  return {
    APP_BASE_NAME: overrides.get('APP_BASE_NAME') || context.config.APP_BASE_NAME,
    APP_BASE_LOGO: overrides.get('APP_BASE_LOGO') || context.config.APP_BASE_LOGO,
  };
};
