import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  isRtl: boolean('is_rtl').notNull(),
  sort: integer('sort').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** One JSON tree per (language, namespace); seeded from the locale files, editable by staff later. */
export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    typeCode: text('type_code').notNull(),
    tree: jsonb('tree').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.language, table.typeCode] })],
);

export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull(),
});

export const exchangeRates = pgTable('exchange_rates', {
  exchange: text('exchange').primaryKey(),
  /** Units of this currency per 1 USD(T). */
  price: numeric('price', { precision: 30, scale: 10 }).notNull(),
  sign: text('sign').notNull(),
  position: smallint('position').notNull(),
  priceAccuracy: smallint('price_accuracy').notNull(),
  sort: integer('sort').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const menuFlags = pgTable('menu_flags', {
  path: text('path').primaryKey(),
  isVisible: boolean('is_visible').notNull(),
});

export const dictData = pgTable(
  'dict_data',
  {
    dictType: text('dict_type').notNull(),
    value: text('value').notNull(),
    /** i18n key in the `app` namespace (`dict.<type>.<value>`). */
    labelKey: text('label_key').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dictType, table.value] })],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
