import { z } from 'zod';
import { pageResultSchema } from '../../common';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { APP_ARTICLE_PAGE_SIZE, ARTICLE_KINDS, DOCUMENT_CODE_PATTERN } from './content-common';

/**
 * Content on the app API (issue 21 §4), public (`auth: 'none'`): published articles by kind, an article in the
 * reader's language (`language` header, then English, then any), help categories and search, documents by code and
 * the home banners. Drafts are never served here.
 */

const servedLanguageFields = {
  /** The language actually served (after the fallback). */
  language: z.string(),
  title: z.string(),
  summary: z.string(),
};

export const articleSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  categoryId: z.number().int().nullable(),
  slug: z.string(),
  pinned: z.boolean(),
  publishedAt: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  ...servedLanguageFields,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleDetailSchema = articleSummarySchema.extend({
  format: z.number().int(),
  body: z.string(),
  /** Every language the article is written in. */
  languages: z.array(z.string()),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const pageArticles = defineOperation({
  method: 'GET',
  path: '/content/article/page',
  auth: 'none',
  summary: 'Published articles of one kind, pinned first, then newest; 15 a page.',
  query: z.strictObject({
    kind: z.enum(ARTICLE_KINDS),
    categoryId: idQuerySchema.optional(),
    pageNo: z.coerce.number<string | number>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number<string | number>()
      .int()
      .min(1)
      .max(APP_ARTICLE_PAGE_SIZE)
      .default(APP_ARTICLE_PAGE_SIZE),
  }),
  response: pageResultSchema(articleSummarySchema),
});

export const getArticle = defineOperation({
  method: 'GET',
  path: '/content/article/detail',
  auth: 'none',
  summary: 'One published article in the reader’s language (then English, then any).',
  query: z.strictObject({ id: idQuerySchema }),
  response: articleDetailSchema,
});

export const helpCategorySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  /** In the reader's language, with the same fallback as articles. */
  name: z.string(),
  language: z.string(),
  articleCount: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const listHelpCategories = defineOperation({
  method: 'GET',
  path: '/content/help/categories',
  auth: 'none',
  summary: 'The help centre’s categories in order, with their published article counts.',
  response: z.array(helpCategorySchema),
});

export const searchHelp = defineOperation({
  method: 'GET',
  path: '/content/help/search',
  auth: 'none',
  summary:
    'Published help articles whose title, summary or body in the reader’s language contains `q`; at most 20.',
  query: z.strictObject({ q: z.string().trim().min(1, 'is required').max(100) }),
  response: z.array(articleSummarySchema),
});

export const documentSchema = z.object({
  code: z.string(),
  ...servedLanguageFields,
  format: z.number().int(),
  body: z.string(),
  languages: z.array(z.string()),
  updatedAt: z.number().int(),
});
export type ContentDocument = z.infer<typeof documentSchema>;

export const documentCodeSchema = z
  .string()
  .regex(DOCUMENT_CODE_PATTERN, 'must be 3 to 40 lowercase letters or underscores');

export const getDocument = defineOperation({
  method: 'GET',
  path: '/content/document',
  auth: 'none',
  summary: 'A document by code (privacy_clause, service_agreement, …) in the reader’s language.',
  query: z.strictObject({ code: documentCodeSchema }),
  response: documentSchema,
});

export const slideSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  title: z.string(),
  sort: z.number().int(),
});
export type Slide = z.infer<typeof slideSchema>;

export const listSlides = defineOperation({
  method: 'GET',
  path: '/content/carousel',
  auth: 'none',
  summary: 'The home banners active now, in order.',
  response: z.array(slideSchema),
});
