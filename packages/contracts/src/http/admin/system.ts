import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../../common';
import {
  httpsUrlOrSitePath,
  languageCodeSchema,
  markupFreeText,
  nameText,
  plainText,
  positiveDecimalString,
  routePathSchema,
  versionString,
} from '../../strict-text';
import { defineOperation } from '../operation';
import { TranslationTypeCode } from '../system/reference/reference-data';
import { versionNoticeSchema } from '../system/version-notice';
import { StaffPermission } from './permissions';

/**
 * System settings on the staff API (paths relative to `/api/admin-api`): what the app API's reference reads serve —
 * app info, languages and translations, menu flags, area codes, exchange rates — and version notices.
 */

const staffReads = { auth: 'staff', permission: StaffPermission.systemRead } as const;
const staffWrites = { auth: 'staff', permission: StaffPermission.systemWrite } as const;

/** A refinement for update bodies whose fields are all optional: one of `fields` must be present. */
const atLeastOne = (
  fields: readonly string[],
): [(body: Record<string, unknown>) => boolean, { path: string[]; message: string }] => [
  (body) => fields.some((field) => body[field] !== undefined),
  { path: [fields[0] as string], message: `name at least one of ${fields.join(', ')}` },
];

const APP_NAME_MAX = 60;
/** The app's pages and its web manifest show the logo: never `javascript:`, another site's `//host` or markup. */
export const appLogoSchema = httpsUrlOrSitePath;

export const adminAppInfoSchema = z.object({
  /** What the app is served (the stored value, else the configuration's). */
  APP_BASE_NAME: z.string(),
  APP_BASE_LOGO: z.string(),
  /** The stored overrides; null: the configuration's value is served. */
  stored: z.object({ APP_BASE_NAME: z.string().nullable(), APP_BASE_LOGO: z.string().nullable() }),
});

export const adminGetAppInfo = defineOperation({
  method: 'GET',
  path: '/system/app-info',
  ...staffReads,
  summary: 'App name and logo as the app API serves them, and which are overridden here.',
  response: adminAppInfoSchema,
});

export const adminUpdateAppInfo = defineOperation({
  method: 'PUT',
  path: '/system/app-info',
  ...staffWrites,
  summary: 'Override the app name or logo (null: back to the configuration).',
  body: z
    .strictObject({
      APP_BASE_NAME: nameText(1, APP_NAME_MAX).nullable().optional(),
      APP_BASE_LOGO: appLogoSchema.nullable().optional(),
    })
    .refine(...atLeastOne(['APP_BASE_NAME', 'APP_BASE_LOGO'])),
  response: adminAppInfoSchema,
});

export const adminLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  isRtl: z.boolean(),
  sort: z.number().int(),
  isEnabled: z.boolean(),
});

export const adminListLanguages = defineOperation({
  method: 'GET',
  path: '/system/languages',
  ...staffReads,
  summary: 'Every supported language, enabled or not, in picker order.',
  response: z.array(adminLanguageSchema),
});

const sortSchema = z.number().int().min(0).max(100_000);

export const adminUpdateLanguage = defineOperation({
  method: 'PUT',
  path: '/system/language',
  ...staffWrites,
  summary: 'Enable or disable a language or move it in the picker (English, the fallback, stays enabled).',
  body: z
    .strictObject({
      code: languageCodeSchema,
      isEnabled: z.boolean().optional(),
      sort: sortSchema.optional(),
    })
    .refine(...atLeastOne(['isEnabled', 'sort'])),
  response: adminLanguageSchema,
});

const translationKeySchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'must be a dotted key such as common.confirm');

export const adminTranslationsSchema = z.object({
  language: z.string(),
  typeCode: z.enum(TranslationTypeCode),
  /** The strings as shipped (the locale file's tree), before overrides. */
  tree: z.record(z.string(), z.unknown()),
  /** Staff overrides by dotted key; the app is served the tree with these applied. */
  overrides: z.record(z.string(), z.string()),
});

export const adminGetTranslations = defineOperation({
  method: 'GET',
  path: '/system/translations',
  ...staffReads,
  summary: "One namespace's shipped strings in a language, and the overrides staff set on them.",
  query: z.strictObject({ language: languageCodeSchema, typeCode: z.enum(TranslationTypeCode) }),
  response: adminTranslationsSchema,
});

export const adminUpdateTranslation = defineOperation({
  method: 'PUT',
  path: '/system/translation',
  ...staffWrites,
  summary:
    'Override one string (same {{placeholders}} as English) or drop the override (value null); survives reseeding.',
  body: z.strictObject({
    language: languageCodeSchema,
    typeCode: z.enum(TranslationTypeCode),
    key: translationKeySchema,
    // No shipped string holds `<` or `>`: an override with them is an injection attempt, not a translation.
    value: markupFreeText(1, 2000).nullable(),
  }),
  response: adminTranslationsSchema,
});

export const adminMenuSchema = z.object({
  path: z.string(),
  isVisible: z.boolean(),
  /** Whether staff set the flag (unflagged paths are visible). */
  isFlagged: z.boolean(),
});

export const adminListMenus = defineOperation({
  method: 'GET',
  path: '/system/menus',
  ...staffReads,
  summary: 'Every menu path the app can hide, with its visibility.',
  response: z.array(adminMenuSchema),
});

export const adminUpdateMenu = defineOperation({
  method: 'PUT',
  path: '/system/menu',
  ...staffWrites,
  summary: 'Show or hide a menu entry of the app.',
  body: z.strictObject({ path: routePathSchema, isVisible: z.boolean() }),
  response: adminMenuSchema,
});

export const adminAreaCodeSchema = z.object({
  countryCode: z.string(),
  name: z.string(),
  areaCode: z.string(),
  isEnabled: z.boolean(),
  isDefault: z.boolean(),
  sort: z.number().int(),
});

export const adminListAreaCodes = defineOperation({
  method: 'GET',
  path: '/system/area-codes',
  ...staffReads,
  summary: 'Every country with its dialling code, enabled or not; exactly one is the default.',
  response: z.array(adminAreaCodeSchema),
});

export const adminUpdateAreaCode = defineOperation({
  method: 'PUT',
  path: '/system/area-code',
  ...staffWrites,
  summary:
    'Enable or disable a country in the phone pickers, move it, or make it the default (the default stays enabled).',
  body: z
    .strictObject({
      countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
      isEnabled: z.boolean().optional(),
      isDefault: z.literal(true).optional(),
      sort: sortSchema.optional(),
    })
    .refine(...atLeastOne(['isEnabled', 'isDefault', 'sort'])),
  response: adminAreaCodeSchema,
});

/** Whole digits of a rate per USD: the largest in use today are near 10^6, so 10^9 and up is a slip of the keyboard. */
const EXCHANGE_RATE_DIGITS = 9;

export const adminExchangeRateSchema = z.object({
  exchange: z.string(),
  /** Units of this currency per 1 USD(T). */
  price: z.string(),
  sign: z.string(),
  position: z.number().int(),
  priceAccuracy: z.number().int(),
  sort: z.number().int(),
  isEnabled: z.boolean(),
});

export const adminListExchangeRates = defineOperation({
  method: 'GET',
  path: '/system/exchange-rates',
  ...staffReads,
  summary: 'Every display currency, enabled or not.',
  response: z.array(adminExchangeRateSchema),
});

export const adminUpdateExchangeRate = defineOperation({
  method: 'PUT',
  path: '/system/exchange-rate',
  ...staffWrites,
  summary: "Change a display currency's rate per USD (> 0), precision, order or whether the app offers it.",
  body: z
    .strictObject({
      exchange: z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code such as EUR'),
      price: positiveDecimalString(EXCHANGE_RATE_DIGITS, 10).optional(),
      priceAccuracy: z.number().int().min(0).max(10).optional(),
      sort: sortSchema.optional(),
      isEnabled: z.boolean().optional(),
    })
    .refine(...atLeastOne(['price', 'priceAccuracy', 'sort', 'isEnabled'])),
  response: adminExchangeRateSchema,
});

/** 0: informational (the client ignores it), 1: prompt to update, 2: force a reload (spec §4). */
export const VersionUpdateType = [0, 1, 2] as const;

export const adminVersionNoticeSchema = versionNoticeSchema.extend({
  createdBy: z.number().int(),
  createdByUsername: z.string().nullable(),
});

export const adminListVersionNotices = defineOperation({
  method: 'GET',
  path: '/system/version-notices',
  ...staffReads,
  summary: 'Version notices, newest first.',
  query: z.strictObject({ ...pageQuerySchema.shape }),
  response: pageResultSchema(adminVersionNoticeSchema),
});

export const adminCreateVersionNotice = defineOperation({
  method: 'POST',
  path: '/system/version-notice',
  ...staffWrites,
  summary: 'Publish a version notice; every connected app gets VERSION_UPDATE at once, later ones on start.',
  body: z.strictObject({
    updateType: z.literal(VersionUpdateType),
    version: versionString,
    remark: plainText(1, 500).optional(),
  }),
  response: adminVersionNoticeSchema,
});
