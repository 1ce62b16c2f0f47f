import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { appSettings, languages, translations, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import type { TypeCode } from '../../../platform/i18n';
import { isTree, translationCacheOf } from '../get-translation';
import {
  announceSettingsChange,
  readTranslationOverrides,
  translationOverridesKey,
} from '../system-settings';

const storedTree = async (db: DbOrTx, language: string, typeCode: TypeCode) => {
  const [row] = await db
    .select({ tree: translations.tree })
    .from(translations)
    .where(and(eq(translations.language, language), eq(translations.typeCode, typeCode)));
  return isTree(row?.tree) ? row.tree : null;
};

/** The string at a dotted key of a tree, if the key names a string. */
const stringAt = (tree: Record<string, unknown>, key: string): string | undefined => {
  let node: unknown = tree;
  for (const part of key.split('.')) node = isTree(node) ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

const requireLanguage = async (db: DbOrTx, language: string) => {
  const [row] = await db.select({ code: languages.code }).from(languages).where(eq(languages.code, language));
  if (!row) fail('NOT_FOUND', { field: 'language' });
};

/** `system/translations`: one namespace's shipped tree in a language (English's when it has none) and its overrides. */
export const getAdminTranslations = async (
  context: AppContext,
  query: { language: string; typeCode: TypeCode },
) => {
  await requireLanguage(context.db, query.language);
  const tree =
    (await storedTree(context.db, query.language, query.typeCode)) ??
    (await storedTree(context.db, DEFAULT_LANGUAGE, query.typeCode)) ??
    {};
  return {
    language: query.language,
    typeCode: query.typeCode,
    tree,
    overrides: await readTranslationOverrides(context.db, query.language, query.typeCode),
  };
};

/**
 * `PUT system/translation`: sets or drops (null) one override. The key must be a string of the English tree (the
 * source of every key) and the text must keep its {{placeholders}}, as the tidy test demands of the locale files.
 * Every instance drops its cached strings on the change message; this one before answering.
 */
export const updateAdminTranslation = async (
  context: AppContext,
  request: FastifyRequest,
  body: { language: string; typeCode: TypeCode; key: string; value: string | null },
) => {
  await requireLanguage(context.db, body.language);
  const english = await storedTree(context.db, DEFAULT_LANGUAGE, body.typeCode);
  const source = english ? stringAt(english, body.key) : undefined;
  if (source === undefined)
    return fail('BAD_REQUEST', { field: 'key', values: { reason: 'is not a string of this namespace' } });
  if (body.value !== null && placeholders(body.value) !== placeholders(source))
    return fail('BAD_REQUEST', {
      field: 'value',
      values: { reason: `must keep the placeholders of the English text: ${source}` },
    });
  const settingKey = translationOverridesKey(body.language, body.typeCode);
  await auditedTransaction(context.db, request, async (tx) => {
    // The row's lock serialises two staff editing keys of the same namespace (read-modify-write of one JSON value);
    // it is created first so that even the first two edits queue on it.
    await tx.insert(appSettings).values({ key: settingKey, value: '{}' }).onConflictDoNothing();
    await tx.select().from(appSettings).where(eq(appSettings.key, settingKey)).for('update');
    const before = await readTranslationOverrides(tx, body.language, body.typeCode);
    const after = { ...before };
    if (body.value === null) delete after[body.key];
    else after[body.key] = body.value;
    const value = JSON.stringify(after);
    await tx
      .insert(appSettings)
      .values({ key: settingKey, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    recordAudit(request, {
      target: `translation:${body.language}/${body.typeCode}/${body.key}`,
      before: before[body.key] ?? null,
      after: after[body.key] ?? null,
    });
  });
  translationCacheOf(context).clear();
  await announceSettingsChange(context, { reason: 'translation' });
  return getAdminTranslations(context, body);
};
