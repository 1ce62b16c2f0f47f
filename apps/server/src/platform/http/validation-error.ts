import type { z } from 'zod';
import { AppError } from '../errors';

export interface FieldIssue {
  field: string;
  message: string;
}

/** The field an issue is about: its path, or for unknown keys the keys themselves (`isAdmin`, `a.b,c`). */
export const fieldOfIssue = (path: readonly PropertyKey[], issue: unknown): string => {
  const fromPath = path.map(String).join('.');
  const keys = (issue as { keys?: unknown } | undefined)?.keys;
  if (Array.isArray(keys) && keys.length > 0) return [fromPath, keys.join(',')].filter(Boolean).join('.');
  return fromPath;
};

/** The one 400 for bad input: `data.field` and `msg` name the first field, `data.issues` lists them all. */
export const badRequestFromIssues = (issues: FieldIssue[], fallbackField = 'body'): AppError => {
  const first = issues[0];
  const field = first?.field || fallbackField;
  return new AppError('BAD_REQUEST', {
    field,
    values: { reason: first?.message ?? 'invalid' },
    data: { field, issues },
  });
};

/** For input validated outside Fastify's schema step (multipart text fields). */
export const badRequestFromZod = (error: z.ZodError): AppError =>
  badRequestFromIssues(
    error.issues.map((issue) => ({ field: fieldOfIssue(issue.path, issue), message: issue.message })),
  );
