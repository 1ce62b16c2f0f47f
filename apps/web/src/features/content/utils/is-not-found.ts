import { ApiError } from '@/lib/api-client';

/**
 * CONTENT_ARTICLE_NOT_FOUND and CONTENT_DOCUMENT_NOT_FOUND (module 021; numbers here so zod stays out of the screen,
 * content-operations.test.ts checks them against the catalogue), and a malformed id or code (400): the item is not
 * there to show (unpublished, deleted or never written), which no retry changes.
 */
export const CONTENT_NOT_FOUND_CODES: readonly number[] = [1_021_000_001, 1_021_000_005, 400];

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && CONTENT_NOT_FOUND_CODES.includes(error.code);
