import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { COUNTRIES, CURRENCIES, DEFAULT_LANGUAGE, LANGUAGES } from '@exchange/contracts/reference/index';
import {
  appSettings,
  countries,
  dictData,
  exchangeRates,
  languages,
  translations,
  type Tx,
} from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { TYPE_CODES, type Catalogue, type TranslationTree, type TypeCode } from '../../platform/i18n';
import { DICTIONARY, dictionaryLabelKey } from './reference-catalogue';

/** Bump when the seeding logic itself changes, so the next start re-applies it even if the inputs did not. */
const SEED_VERSION = 1;
export const SEED_HASH_SETTING = 'seed.reference-data.sha256';
/** Serialises seeding across instances starting together (scaled mode); any constant unique to this job. */
const SEED_LOCK_KEY = 4_004_001;

interface TranslationRow {
  language: string;
  typeCode: TypeCode;
  tree: TranslationTree;
}

/**
 * The locale trees that exist as files. The catalogue answers a missing (language, namespace) with the English
 * tree itself, so a tree identical to English's object is a fallback, not a translation, and is not stored.
 */
const ownTranslations = (catalogue: Catalogue): TranslationRow[] =>
  catalogue
    .languages()
    .sort()
    .flatMap((language) =>
      TYPE_CODES.map((typeCode) => ({ language, typeCode, tree: catalogue.tree(language, typeCode) })).filter(
        ({ language: code, typeCode, tree }) =>
          Object.keys(tree).length > 0 &&
          (code === DEFAULT_LANGUAGE || tree !== catalogue.tree(DEFAULT_LANGUAGE, typeCode)),
      ),
    );

const fingerprint = (rows: TranslationRow[]) =>
  createHash('sha256')
    .update(JSON.stringify({ SEED_VERSION, LANGUAGES, COUNTRIES, CURRENCIES, DICTIONARY, rows }))
    .digest('hex');

const upsertLanguagesAndCountries = async (tx: Tx) => {
  // Staff own is_enabled (and which country is default); seeding refreshes only the descriptive columns.
  await tx
    .insert(languages)
    .values(
      LANGUAGES.map((language) => ({
        code: language.code,
        name: language.name,
        isRtl: language.rtl,
        sort: language.sort,
      })),
    )
    .onConflictDoUpdate({
      target: languages.code,
      set: { name: sql`excluded.name`, isRtl: sql`excluded.is_rtl`, sort: sql`excluded.sort` },
    });
  await tx
    .insert(countries)
    .values(
      COUNTRIES.map((country, index) => ({
        countryCode: country.countryCode,
        name: country.name,
        dialCode: country.dialCode,
        isDefault: country.isDefault,
        sort: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: countries.countryCode,
      set: { name: sql`excluded.name`, dialCode: sql`excluded.dial_code`, sort: sql`excluded.sort` },
    });
};

const upsertRatesAndDictionary = async (tx: Tx) => {
  // Rates are operator-maintained after the first start: an existing row (and its edited price) is never touched.
  await tx
    .insert(exchangeRates)
    .values(
      CURRENCIES.map((currency, index) => ({
        exchange: currency.exchange,
        price: currency.price,
        sign: currency.sign,
        position: currency.position,
        priceAccuracy: currency.priceAccuracy,
        sort: index + 1,
      })),
    )
    .onConflictDoNothing({ target: exchangeRates.exchange });
  await tx
    .insert(dictData)
    .values(
      DICTIONARY.map((entry, index) => ({
        dictType: entry.dictType,
        value: entry.value,
        labelKey: dictionaryLabelKey(entry.dictType, entry.value),
        sort: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [dictData.dictType, dictData.value],
      set: { labelKey: sql`excluded.label_key`, sort: sql`excluded.sort` },
    });
};

const upsertTranslations = async (tx: Tx, rows: TranslationRow[], now: Date) => {
  if (rows.length === 0) return;
  await tx
    .insert(translations)
    .values(rows.map((row) => ({ ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: [translations.language, translations.typeCode],
      set: { tree: sql`excluded.tree`, updatedAt: sql`excluded.updated_at` },
      // Only a tree that really changed gets a new updated_at.
      setWhere: sql`${translations.tree} is distinct from excluded.tree`,
    });
};

const storedFingerprint = async (db: AppContext['db'] | Tx) => {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SEED_HASH_SETTING));
  return row?.value ?? null;
};

/**
 * Idempotent upsert of the reference data (languages, countries, exchange rates, dictionary, translations). Runs
 * at every start; when the fingerprint of all inputs equals the one stored in app_settings it costs one read.
 * Menu flags are not seeded: the table holds only staff overrides and a missing row means visible.
 */
export const seedReferenceData = async (context: AppContext): Promise<{ isSkipped: boolean }> => {
  const rows = ownTranslations(context.catalogue);
  const hash = fingerprint(rows);
  if ((await storedFingerprint(context.db)) === hash) return { isSkipped: true };
  const now = new Date(context.clock.nowMs());
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another instance may have finished the same work while this one waited for the lock.
    if ((await storedFingerprint(tx)) === hash) return { isSkipped: true };
    await upsertLanguagesAndCountries(tx);
    await upsertRatesAndDictionary(tx);
    await upsertTranslations(tx, rows, now);
    await tx
      .insert(appSettings)
      .values({ key: SEED_HASH_SETTING, value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash } });
    return { isSkipped: false };
  });
};
