import { ContentFormat, type ContentBodyInput } from '@exchange/contracts';
import { DEFAULT_LANGUAGE } from '@exchange/contracts/reference/index';
import { sanitiseRichText } from './sanitise-rich-text';

/**
 * The body to serve in `language`: that one, else English, else the first written (in language order, so the
 * choice is stable). Null only when nothing is written, which saving refuses.
 */
export const pickLanguage = <T extends { language: string }>(
  bodies: readonly T[],
  language: string,
): T | null =>
  bodies.find((body) => body.language === language) ??
  bodies.find((body) => body.language === DEFAULT_LANGUAGE) ??
  [...bodies].sort((a, b) => a.language.localeCompare(b.language))[0] ??
  null;

/** A body as stored: rich text goes through the sanitiser here, on the server, whatever the client sent. */
export const storedBody = (body: ContentBodyInput) => ({
  language: body.language,
  title: body.title,
  summary: body.summary,
  format: body.format,
  body: body.format === ContentFormat.richText ? sanitiseRichText(body.body) : body.body,
});

/** Names per language picked the same way (help categories, banner titles). */
export const pickName = (names: readonly { language: string; name: string }[], language: string) =>
  pickLanguage(names, language) ?? { language: DEFAULT_LANGUAGE, name: '' };
