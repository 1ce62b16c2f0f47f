import type { FastifySchemaCompiler } from 'fastify';
import { hasControlCharacter } from '@exchange/contracts';
import { AppError } from '../errors';

/*
 * Control characters have no business in any field a person types or a client sends: NUL is refused by PostgreSQL
 * (the probe's 500s), the rest hide text in logs, names and staff screens. Tab, line feed and carriage return stay
 * allowed here for multi-line text; single-line fields (names, numbers) refuse them in their own schemas
 * (contracts' strict-text.ts, which also defines what a control character is).
 */

/** The path of the first string (value or key) in `value` that holds a control character, else null. */
export const controlCharacterPath = (value: unknown, path: readonly string[] = []): string[] | null => {
  if (typeof value === 'string') return hasControlCharacter(value) ? [...path] : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key.replace(/[^\w.-]/g, '?')];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
};

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** The 400 for a control character: it names the field, like every other refused input. */
export const controlCharacterError = (path: readonly string[], part = 'body') => {
  const field = path.join('.') || PART_NAMES[part] || part;
  const reason = 'must not contain control characters';
  return new AppError('BAD_REQUEST', {
    field,
    values: { reason },
    data: { field, issues: [{ field, message: reason }] },
  });
};

/**
 * Wraps the schema validator of every route part (body, query, path, headers): control characters are refused
 * before the schema runs, so no route can forget it and no such string ever reaches a query.
 */
export const refusingControlCharacters =
  <S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> =>
  (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      const path = controlCharacterPath(data);
      if (path) return { error: controlCharacterError(path, route.httpPart) };
      return validate(data);
    };
  };
