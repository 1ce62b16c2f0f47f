// Content: articles, help categories, documents and home banners (issue 21 §4; modules/content/README.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A name per language, as staff wrote them. */
export type LocalisedNames = { language: string; name: string }[];

export const contentHelpCategories = pgTable('content_help_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sort: integer('sort').notNull(),
  names: jsonb('names').$type<LocalisedNames>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** News, announcements, help articles (in a category) and lessons; `published_at` is set on the first publish. */
export const contentArticles = pgTable(
  'content_articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    categoryId: integer('category_id').references(() => contentHelpCategories.id),
    slug: text('slug').notNull(),
    status: text('status').notNull(),
    pinned: boolean('pinned').notNull(),
    publishedAt: at('published_at'),
    coverUrl: text('cover_url'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('content_articles_slug').on(table.slug),
    index('content_articles_listing').on(table.kind, table.status, table.pinned, table.publishedAt),
    check('content_articles_status', sql`${table.status} in ('draft', 'published')`),
    check('content_articles_category', sql`(${table.kind} = 'help') = (${table.categoryId} is not null)`),
  ],
);

/** One body per language an article is written in; rich text (format 2) is stored sanitised. */
export const contentArticleBodies = pgTable(
  'content_article_bodies',
  {
    articleId: bigint('article_id', { mode: 'number' })
      .notNull()
      .references(() => contentArticles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    format: smallint('format').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.language] }),
    check('content_article_bodies_format', sql`${table.format} in (1, 2)`),
  ],
);

/** Documents the apps open by code (privacy_clause, service_agreement, …). */
export const contentDocuments = pgTable('content_documents', {
  code: text('code').primaryKey(),
  updatedAt: at('updated_at').notNull(),
});

export const contentDocumentBodies = pgTable(
  'content_document_bodies',
  {
    code: text('code')
      .notNull()
      .references(() => contentDocuments.code, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    format: smallint('format').notNull(),
    body: text('body').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.language] }),
    check('content_document_bodies_format', sql`${table.format} in (1, 2)`),
  ],
);

/** Home banners, shown in `sort` order while now is inside [starts_at, ends_at) (either end open when null). */
export const contentSlides = pgTable('content_slides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  imageUrl: text('image_url').notNull(),
  link: text('link'),
  sort: integer('sort').notNull(),
  titles: jsonb('titles').$type<LocalisedNames>().notNull(),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A member's feedback and the staff reply (images in content_feedback_images, private). */
export const contentFeedback = pgTable(
  'content_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: smallint('type').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    repliedAt: at('replied_at'),
    repliedBy: text('replied_by'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('content_feedback_user').on(table.userId, table.id),
    check('content_feedback_type', sql`${table.type} between 1 and 4`),
  ],
);

/** A feedback image in the private blob store; served to its author and to staff with content.read. */
export const contentFeedbackImages = pgTable(
  'content_feedback_images',
  {
    id: text('id').primaryKey(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => contentFeedback.id),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    position: smallint('position').notNull(),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
  },
  (table) => [index('content_feedback_images_feedback').on(table.feedbackId)],
);
