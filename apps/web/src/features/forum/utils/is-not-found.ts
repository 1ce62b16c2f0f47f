import { ApiError } from '@/lib/api-client';

/**
 * FORUM_POST_NOT_FOUND (module 022; a number here so zod stays out of the screen, forum-operations.test.ts checks it
 * against the catalogue) and a malformed id (400): the post is not there to show (pending, rejected, hidden, deleted
 * or never written), which no retry changes.
 */
export const FORUM_NOT_FOUND_CODES: readonly number[] = [1_022_000_001, 400];

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && FORUM_NOT_FOUND_CODES.includes(error.code);

/** The server's words for a refusal (already in the reader's language), or the generic one. */
export const refusalOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.msg ? error.msg : fallback;
