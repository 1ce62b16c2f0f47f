import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';

const CONTENT = (n: number) => 1_021_000_000 + n;

/** The refusals of content (module 021), spread into the one catalogue in errors.ts. Each changes nothing. */
export const contentErrors = {
  CONTENT_ARTICLE_NOT_FOUND: {
    code: CONTENT(1),
    status: 404,
    key: 'content.articleNotFound',
    showType: ShowType.warn,
    when: 'An article id that does not exist (or, on the app API, is not published); data.field is id.',
  },
  CONTENT_CATEGORY_NOT_FOUND: {
    code: CONTENT(2),
    status: 404,
    key: 'content.categoryNotFound',
    showType: ShowType.warn,
    when: 'A help category id that does not exist; data.field is id or categoryId.',
  },
  CONTENT_SLUG_TAKEN: {
    code: CONTENT(3),
    status: 409,
    key: 'content.slugTaken',
    showType: ShowType.warn,
    when: 'Saving an article with the slug of another article; data.field is slug.',
  },
  CONTENT_CATEGORY_IN_USE: {
    code: CONTENT(4),
    status: 409,
    key: 'content.categoryInUse',
    showType: ShowType.warn,
    when: 'Deleting a help category that still holds articles; data.field is id.',
  },
  CONTENT_DOCUMENT_NOT_FOUND: {
    code: CONTENT(5),
    status: 404,
    key: 'content.documentNotFound',
    showType: ShowType.warn,
    when: 'A document code nobody has written; data.field is code.',
  },
  CONTENT_SLIDE_NOT_FOUND: {
    code: CONTENT(6),
    status: 404,
    key: 'content.slideNotFound',
    showType: ShowType.warn,
    when: 'A banner id that does not exist; data.field is id.',
  },
} satisfies Record<string, ErrorDefinition>;
