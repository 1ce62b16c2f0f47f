// Spec §9. Matched on the primary subtag so region variants (ar-SA, fa_IR) follow their language.
const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['he', 'ar', 'fa', 'ku']);

export type TextDirection = 'ltr' | 'rtl';

/** Whether a language code (`ar`, `ar-SA`, `fa_IR`, any case) is written right to left. */
export function isRtlLanguage(code: string): boolean {
  const primarySubtag = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT_LANGUAGES.has(primarySubtag);
}

/** The `dir` attribute value for a language code. */
export function languageDirection(code: string): TextDirection {
  return isRtlLanguage(code) ? 'rtl' : 'ltr';
}
