import { z } from 'zod';
import { LANGUAGE_CODE_PATTERN } from '../strict-text';

/**
 * Languages written right-to-left, per the product spec. Compared against the primary subtag of a language code,
 * so the list also covers codes the product does not ship yet (e.g. `he`, `fa`, `ku`).
 */
export const RTL_LANGUAGE_CODES = ['he', 'ar', 'fa', 'ku'] as const;
export type RtlLanguageCode = (typeof RTL_LANGUAGE_CODES)[number];

export const languageSchema = z.object({
  /** BCP 47 tag as used by the app (i18next resource key), e.g. `en`, `zh-TW`. */
  code: z.string().regex(LANGUAGE_CODE_PATTERN),
  /** Name of the language in that language (endonym), shown in the language picker. */
  name: z.string().min(1),
  englishName: z.string().min(1),
  rtl: z.boolean(),
  /** Display order in the picker, ascending. */
  sort: z.number().int().positive(),
});
export type LanguageRecord = z.infer<typeof languageSchema>;

/** The product's 19 UI languages, in display order. */
export const LANGUAGES = [
  { code: 'ja', name: '日本語', englishName: 'Japanese', rtl: false, sort: 1 },
  { code: 'zh-TW', name: '繁體中文', englishName: 'Chinese (Traditional)', rtl: false, sort: 2 },
  { code: 'en', name: 'English', englishName: 'English', rtl: false, sort: 3 },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', rtl: false, sort: 4 },
  { code: 'ko', name: '한국어', englishName: 'Korean', rtl: false, sort: 5 },
  { code: 'fr', name: 'Français', englishName: 'French', rtl: false, sort: 6 },
  { code: 'es', name: 'Español', englishName: 'Spanish', rtl: false, sort: 7 },
  { code: 'it', name: 'Italiano', englishName: 'Italian', rtl: false, sort: 8 },
  { code: 'pt', name: 'Português', englishName: 'Portuguese', rtl: false, sort: 9 },
  { code: 'th', name: 'ไทย', englishName: 'Thai', rtl: false, sort: 10 },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', rtl: true, sort: 11 },
  { code: 'nl', name: 'Nederlands', englishName: 'Dutch', rtl: false, sort: 12 },
  { code: 'da', name: 'Dansk', englishName: 'Danish', rtl: false, sort: 13 },
  { code: 'de', name: 'Deutsch', englishName: 'German', rtl: false, sort: 14 },
  { code: 'sv', name: 'Svenska', englishName: 'Swedish', rtl: false, sort: 15 },
  { code: 'fi', name: 'Suomi', englishName: 'Finnish', rtl: false, sort: 16 },
  { code: 'no', name: 'Norsk', englishName: 'Norwegian', rtl: false, sort: 17 },
  { code: 'ga', name: 'Gaeilge', englishName: 'Irish', rtl: false, sort: 18 },
  { code: 'zh', name: '简体中文', englishName: 'Chinese (Simplified)', rtl: false, sort: 19 },
] as const satisfies readonly LanguageRecord[];

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;

const languageCodeSet: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const rtlCodeSet: ReadonlySet<string> = new Set(RTL_LANGUAGE_CODES);

export function isLanguageCode(value: string): value is LanguageCode {
  return languageCodeSet.has(value);
}

/** True when the language (any BCP 47 tag, e.g. `ar`, `ar-EG`, `fa-IR`) is written right-to-left. */
export function isRtlLanguage(code: string): boolean {
  const primary = code.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return rtlCodeSet.has(primary);
}
