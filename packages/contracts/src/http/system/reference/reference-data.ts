import { z } from 'zod';
import { APP_NAMESPACES } from '@exchange/i18n';
import { defineOperation } from '../../operation';

/** Public reference data the app loads at start: area codes, nationalities, app info, languages, menus, rates. */
export const listAreaCodes = defineOperation({
  method: 'GET',
  path: '/system/area-code/list',
  auth: 'none',
  summary: 'Dialling codes for the phone fields; exactly one isDefault.',
  response: z.array(
    z.object({ areaCode: z.string(), countryCode: z.string(), name: z.string(), isDefault: z.boolean() }),
  ),
});

export const listNationalities = defineOperation({
  method: 'GET',
  path: '/system/nationality/list',
  auth: 'none',
  summary: 'Countries for the nationality picker (ISO 3166-1 alpha-2).',
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const getAppInfo = defineOperation({
  method: 'GET',
  path: '/system/app-info/get',
  auth: 'none',
  summary: 'App name and logo (page title, headers).',
  response: z.object({ APP_BASE_NAME: z.string(), APP_BASE_LOGO: z.string() }),
});

export const languageSchema = z.object({ code: z.string(), name: z.string(), rtl: z.boolean() });
export const listLanguages = defineOperation({
  method: 'GET',
  path: '/system/language/list',
  auth: 'none',
  summary: 'The languages the app is translated into (right-to-left ones flagged).',
  response: z.array(languageSchema),
});

/** The stored trees staff can override: `app` (every web namespace merged) and `error` (the server's messages). */
export const TranslationTypeCode = ['app', 'error'] as const;
/** What the app may ask for: a stored tree, or one namespace of the web app (packages/i18n), cut from `app`. */
export const ServedTranslationTypeCode = [...TranslationTypeCode, ...APP_NAMESPACES] as const;
export const getTranslation = defineOperation({
  method: 'GET',
  path: '/system/translation/get',
  auth: 'none',
  summary:
    'All strings of one namespace (typeCode: app, error, or one web namespace such as core) in the language of the `language` header (or `lang`).',
  query: z.strictObject({ typeCode: z.enum(ServedTranslationTypeCode), lang: z.string().max(10).optional() }),
  response: z.object({ language: z.string(), translation: z.record(z.string(), z.unknown()) }),
});

export const listDictData = defineOperation({
  method: 'GET',
  path: '/system/dict-data/list',
  auth: 'none',
  summary: 'Dictionary entries of one type (labels translated by the language header).',
  query: z.strictObject({ dictType: z.string().regex(/^[a-z_]{2,40}$/, 'must be a dictionary type name') }),
  response: z.array(
    z.object({ dictType: z.string(), label: z.string(), value: z.string(), sort: z.number().int() }),
  ),
});

export const listMenus = defineOperation({
  method: 'GET',
  path: '/system/menu/list',
  auth: 'none',
  summary: 'Menu visibility flags per route path; the client hides entries whose flag is false.',
  response: z.array(z.object({ path: z.string(), visible: z.boolean() })),
});

export const exchangeRateSchema = z.object({
  exchange: z.string(),
  price: z.string(),
  sign: z.string(),
  /** 1: the sign follows the amount. */
  position: z.number().int(),
  priceAccuracy: z.number().int(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
export const listExchangeRates = defineOperation({
  method: 'GET',
  path: '/system/exchange-rate/list',
  auth: 'none',
  summary: 'Display currencies: units per 1 USD(T), sign and its position, precision.',
  response: z.object({ usdExchangeList: z.array(exchangeRateSchema) }),
});
