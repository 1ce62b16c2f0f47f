import { z } from 'zod';
import { pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  contentBodiesInputSchema,
  contentBodySchema,
  coverUrlSchema,
  localisedNameInputSchema,
  localisedNameSchema,
  slideLinkSchema,
  slugSchema,
} from './content-common';
import { documentCodeSchema } from './content-user';

/**
 * Content on the staff API (paths relative to `/api/admin-api`, issue 21 §4): articles with drafts, help categories,
 * documents and banners. Reads need `content.read`, changes `content.write`; every change is audited.
 */

const idParams = z.strictObject({ id: idQuerySchema });
const okSchema = z.object({ ok: z.literal(true) });

export const adminArticleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ARTICLE_KINDS),
  categoryId: z.number().int().nullable(),
  slug: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  pinned: z.boolean(),
  publishedAt: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  bodies: z.array(contentBodySchema),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminPageArticles = defineOperation({
  method: 'GET',
  path: '/content/articles',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'Every article, drafts too, newest first; of one kind or status.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    kind: z.enum(ARTICLE_KINDS).optional(),
    status: z.enum(ARTICLE_STATUSES).optional(),
  }),
  response: pageResultSchema(adminArticleSchema),
});

export const adminGetArticle = defineOperation({
  method: 'GET',
  path: '/content/articles/:id',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'One article with every body as stored (rich text already sanitised).',
  params: idParams,
  response: adminArticleSchema,
});

/** An article as staff write it: a help article names its category, no other kind has one. */
export const articleInputSchema = z
  .strictObject({
    kind: z.enum(ARTICLE_KINDS),
    categoryId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    slug: slugSchema,
    pinned: z.boolean().default(false),
    coverUrl: coverUrlSchema.nullable().default(null),
    bodies: contentBodiesInputSchema,
  })
  .superRefine((article, context) => {
    if (article.kind === 'help' && article.categoryId === null)
      context.addIssue({ code: 'custom', message: 'is required for a help article', path: ['categoryId'] });
    if (article.kind !== 'help' && article.categoryId !== null)
      context.addIssue({ code: 'custom', message: 'is only for help articles', path: ['categoryId'] });
  });
export type ArticleInput = z.output<typeof articleInputSchema>;

export const adminCreateArticle = defineOperation({
  method: 'POST',
  path: '/content/articles',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Creates a draft article; rich text is sanitised as it is saved.',
  body: articleInputSchema,
  response: adminArticleSchema,
});

export const adminUpdateArticle = defineOperation({
  method: 'PUT',
  path: '/content/articles/:id',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Replaces an article’s fields and bodies (languages left out are removed); its status is kept.',
  params: idParams,
  body: articleInputSchema,
  response: adminArticleSchema,
});

export const adminPublishArticle = defineOperation({
  method: 'POST',
  path: '/content/articles/:id/publish',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary:
    'Publishes a draft (publishedAt is now, the first time) or takes a published article back to draft.',
  params: idParams,
  body: z.strictObject({ isPublished: z.boolean() }),
  response: adminArticleSchema,
});

export const adminDeleteArticle = defineOperation({
  method: 'POST',
  path: '/content/articles/:id/delete',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Deletes an article and its bodies.',
  params: idParams,
  response: okSchema,
});

export const adminHelpCategorySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  names: z.array(localisedNameSchema),
  articleCount: z.number().int(),
});
export type AdminHelpCategory = z.infer<typeof adminHelpCategorySchema>;

export const adminListHelpCategories = defineOperation({
  method: 'GET',
  path: '/content/help-categories',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'Every help category in order, with its article count (drafts too).',
  response: z.array(adminHelpCategorySchema),
});

const helpCategoryInputSchema = z.strictObject({
  sort: z.number().int().min(0).max(10_000).default(0),
  names: localisedNameInputSchema,
});

export const adminCreateHelpCategory = defineOperation({
  method: 'POST',
  path: '/content/help-categories',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Adds a help category.',
  body: helpCategoryInputSchema,
  response: adminHelpCategorySchema,
});

export const adminUpdateHelpCategory = defineOperation({
  method: 'PUT',
  path: '/content/help-categories/:id',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Renames or reorders a help category.',
  params: idParams,
  body: helpCategoryInputSchema,
  response: adminHelpCategorySchema,
});

export const adminDeleteHelpCategory = defineOperation({
  method: 'POST',
  path: '/content/help-categories/:id/delete',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Deletes an empty help category (one with articles is refused).',
  params: idParams,
  response: okSchema,
});

export const adminDocumentSchema = z.object({
  code: z.string(),
  bodies: z.array(contentBodySchema),
  updatedAt: z.number().int(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminListDocuments = defineOperation({
  method: 'GET',
  path: '/content/documents',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'Every document by code with its bodies.',
  response: z.array(adminDocumentSchema),
});

export const adminUpsertDocument = defineOperation({
  method: 'PUT',
  path: '/content/documents',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Creates or replaces a document’s bodies by code (languages left out are removed).',
  body: z.strictObject({ code: documentCodeSchema, bodies: contentBodiesInputSchema }),
  response: adminDocumentSchema,
});

export const adminSlideSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  sort: z.number().int(),
  titles: z.array(localisedNameSchema),
  startsAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
export type AdminSlide = z.infer<typeof adminSlideSchema>;

export const adminListSlides = defineOperation({
  method: 'GET',
  path: '/content/carousel',
  auth: 'staff',
  permission: StaffPermission.contentRead,
  summary: 'Every home banner in order, inactive ones too.',
  response: z.array(adminSlideSchema),
});

export const slideInputSchema = z
  .strictObject({
    imageUrl: coverUrlSchema,
    link: slideLinkSchema.nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
    titles: localisedNameInputSchema,
    startsAt: timestampMsSchema.nullable().default(null),
    endsAt: timestampMsSchema.nullable().default(null),
  })
  .refine((slide) => slide.startsAt === null || slide.endsAt === null || slide.endsAt > slide.startsAt, {
    message: 'must be after startsAt',
    path: ['endsAt'],
  });

export const adminCreateSlide = defineOperation({
  method: 'POST',
  path: '/content/carousel',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Adds a home banner.',
  body: slideInputSchema,
  response: adminSlideSchema,
});

export const adminUpdateSlide = defineOperation({
  method: 'PUT',
  path: '/content/carousel/:id',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Replaces a home banner.',
  params: idParams,
  body: slideInputSchema,
  response: adminSlideSchema,
});

export const adminDeleteSlide = defineOperation({
  method: 'POST',
  path: '/content/carousel/:id/delete',
  auth: 'staff',
  permission: StaffPermission.contentWrite,
  summary: 'Deletes a home banner.',
  params: idParams,
  response: okSchema,
});
