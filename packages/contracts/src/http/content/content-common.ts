import { z } from 'zod';
import { ContentFormat } from '../../enums';
import { LANGUAGES } from '../../reference/languages';
import { nameText, plainText, httpsUrlOrSitePath } from '../../strict-text';

/**
 * Content (issue 21 §4): news, announcements, help articles, lessons, documents by code and home banners, each
 * written in one or more languages. Reads pick the reader's language, then English, then any written one. Formats
 * (`ContentFormat`, enums.ts): 1 markdown, stored and returned as text (the apps render it escaping HTML); 2 rich
 * text, sanitised on the server when saved, only the sanitised HTML returned.
 */

export const ARTICLE_KINDS = ['news', 'announcement', 'help', 'college'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The codes the apps open; staff may add others matching DOCUMENT_CODE_PATTERN. */
export const DOCUMENT_CODES = [
  'privacy_clause',
  'service_agreement',
  'real_name',
  'rebate_rules',
  'about_us',
  'ai_earnings_rules',
] as const;
export const DOCUMENT_CODE_PATTERN = /^[a-z_]{3,40}$/;

/** Limits on everything (CONVENTIONS.md 6). */
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 100_000;
export const APP_ARTICLE_PAGE_SIZE = 15;
export const HELP_SEARCH_LIMIT = 20;

const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((language) => language.code);

/** One of the product's languages (`en`, `zh-TW` …); anything else is refused naming the field. */
export const contentLanguageSchema = z
  .string()
  .refine(
    (code) => LANGUAGE_CODES.includes(code),
    'must be one of the product languages such as en or zh-TW',
  );

export const contentFormatSchema = z.union(
  [z.literal(ContentFormat.markdown), z.literal(ContentFormat.richText)],
  {
    error: 'must be 1 (markdown) or 2 (rich text)',
  },
);

/** A body as staff write it: one per language. */
export const contentBodyInputSchema = z.strictObject({
  language: contentLanguageSchema,
  title: nameText(1, CONTENT_TITLE_MAX),
  summary: plainText(0, CONTENT_SUMMARY_MAX).default(''),
  format: contentFormatSchema,
  body: plainText(0, CONTENT_BODY_MAX),
});
export type ContentBodyInput = z.output<typeof contentBodyInputSchema>;

/** One to all languages, each at most once. */
export const contentBodiesInputSchema = z
  .array(contentBodyInputSchema)
  .min(1, 'must hold at least one language')
  .max(LANGUAGE_CODES.length)
  .superRefine((bodies, context) => {
    const seen = new Set<string>();
    bodies.forEach((body, index) => {
      if (seen.has(body.language))
        context.addIssue({ code: 'custom', message: 'is given twice', path: [index, 'language'] });
      seen.add(body.language);
    });
  });

export const contentBodySchema = z.object({
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  format: z.number().int(),
  /** Markdown text, or rich text as sanitised HTML. */
  body: z.string(),
});
export type ContentBody = z.infer<typeof contentBodySchema>;

/** A name per language (help categories, banner titles). */
export const localisedNameInputSchema = z
  .array(z.strictObject({ language: contentLanguageSchema, name: nameText(1, 100) }))
  .min(1, 'must hold at least one language')
  .max(LANGUAGE_CODES.length)
  .superRefine((names, context) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (seen.has(name.language))
        context.addIssue({ code: 'custom', message: 'is given twice', path: [index, 'language'] });
      seen.add(name.language);
    });
  });
export const localisedNameSchema = z.object({ language: z.string(), name: z.string() });

export const coverUrlSchema = httpsUrlOrSitePath;

/** A banner's link: a route of the app (`/mine/help_center`) or an https URL. */
export const slideLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine(
    (text) =>
      /^(\/[A-Za-z0-9][A-Za-z0-9_\-/?=&.%]*)$/.test(text) ||
      /^https:\/\/[A-Za-z0-9.-]+(\/[A-Za-z0-9\-._~:/?#@!$&()*+,;=%]*)?$/.test(text),
    'must be an app path starting with / or an https URL',
  );

export const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by dashes')
  .max(120);
