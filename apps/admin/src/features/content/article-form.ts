import type { ArticleKind } from '@exchange/contracts/http/content/index';
import { bodyValuesOf, isBodiesPath, toBodyInput } from './content-form';
import type { BodyValues } from './content-form';
import type { AdminArticle } from './article-queries';

/** An article as its editor holds it: the request body's shape, with the select's and inputs' strings. */
export interface ArticleValues {
  kind: ArticleKind;
  categoryId: string;
  slug: string;
  pinned: boolean;
  coverUrl: string;
  bodies: BodyValues[];
}

/** A new article starts as the kind on screen, in no language yet. */
export function articleValuesOf(article: AdminArticle | null, kind: ArticleKind): ArticleValues {
  return {
    kind: article?.kind ?? kind,
    categoryId: article?.categoryId === null || article === null ? '' : String(article.categoryId),
    slug: article?.slug ?? '',
    pinned: article?.pinned ?? false,
    coverUrl: article?.coverUrl ?? '',
    bodies: bodyValuesOf(article?.bodies ?? []),
  };
}

/** The request body: a category only for help (the contract refuses one elsewhere), no cover when blank. */
export function toArticleBody(values: ArticleValues) {
  const isHelp = values.kind === 'help';
  return {
    kind: values.kind,
    categoryId: isHelp && values.categoryId !== '' ? Number(values.categoryId) : null,
    slug: values.slug.trim(),
    pinned: values.pinned,
    coverUrl: values.coverUrl.trim() === '' ? null : values.coverUrl.trim(),
    bodies: values.bodies.map(toBodyInput),
  };
}

const ARTICLE_FIELDS = ['kind', 'categoryId', 'slug', 'pinned', 'coverUrl'] as const;

/** Whether the editor shows a field at this body path (else a refusal there becomes a toast). */
export const isArticleField = (path: string) =>
  (ARTICLE_FIELDS as readonly string[]).includes(path) || isBodiesPath('bodies', path);
