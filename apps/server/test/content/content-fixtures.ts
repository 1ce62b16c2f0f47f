import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/platform/db/index';
import { call, freshIp } from '../support/api';
import { adminCall } from '../support/staff';
import type { TestApp } from '../support/test-app';

/** The status and the field a refusal names. */
export const refusal = (result: { status: number; data: unknown }) => [
  result.status,
  (result.data as { field?: string } | null)?.field,
];

/** A public app call in `language`. */
export const appGet = <T = unknown>(
  t: TestApp,
  path: string,
  query: Record<string, string | number | undefined> = {},
  language?: string,
) => call<T>(t.app, 'GET', path, { query, ip: freshIp(), ...(language ? { headers: { language } } : {}) });

/** Rows of every content table, to show a refusal changed nothing. */
export const contentSnapshot = async (t: TestApp) =>
  (
    await queryRows<{ snapshot: string }>(
      t.context.db,
      sql`select concat_ws(',',
        (select count(*) from content_articles), (select count(*) from content_article_bodies),
        (select coalesce(max(updated_at)::text, '') from content_articles),
        (select count(*) from content_help_categories), (select count(*) from content_documents),
        (select count(*) from content_document_bodies), (select count(*) from content_slides),
        (select coalesce(max(updated_at)::text, '') from content_slides)) as snapshot`,
    )
  )[0]!.snapshot;

export const body = (language: string, title: string, text: string, format: 1 | 2 = 1) => ({
  language,
  title,
  summary: `${title} summary`,
  format,
  body: text,
});

let slugCounter = 0;
export const nextSlug = (prefix = 'article') => `${prefix}-${++slugCounter}-${Date.now().toString(36)}`;

export interface CreatedArticle {
  id: number;
  status: string;
  publishedAt: number | null;
  bodies: { language: string; body: string; format: number; title: string }[];
}

/** Creates an article as `token` and, unless asked not to, publishes it. */
export const createArticle = async (
  t: TestApp,
  token: string,
  input: Record<string, unknown>,
  options: { isPublished?: boolean } = {},
) => {
  const created = await adminCall<CreatedArticle>(t, 'POST', 'content/articles', token, {
    body: { slug: nextSlug(), ...input },
  });
  if (created.code !== 0) throw new Error(`article not created: ${JSON.stringify(created.body)}`);
  if (options.isPublished === false) return created.data;
  const published = await adminCall<CreatedArticle>(
    t,
    'POST',
    `content/articles/${created.data.id}/publish`,
    token,
    {
      body: { isPublished: true },
    },
  );
  return published.data;
};
