import { asc, eq } from 'drizzle-orm';
import { dictData } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { builtInDictionaryLabel } from './reference-catalogue';

/**
 * Entries of one dictionary type, labels in the caller's language. The catalogue answers an unknown key with the
 * key itself; for seeded entries the built-in English label reads better than `dict.document_type.passport`.
 */
export const listDictData = async (context: AppContext, input: { dictType: string; language: string }) => {
  const rows = await context.db
    .select()
    .from(dictData)
    .where(eq(dictData.dictType, input.dictType))
    .orderBy(asc(dictData.sort), asc(dictData.value));
  return rows.map((row) => {
    const translated = context.catalogue.translate(input.language, 'app', row.labelKey);
    const label =
      translated === row.labelKey ? (builtInDictionaryLabel(row.labelKey) ?? translated) : translated;
    return { dictType: row.dictType, label, value: row.value, sort: row.sort };
  });
};
