import i18next from 'i18next';
import type { z } from 'zod';
import { ContentFormat } from '@exchange/contracts/enums';
import type { ContentBody } from '@exchange/contracts/http/content/index';
import { showServerFieldError } from '@/lib/server-field-error';
import type en from '@/locales/en.json';
import { languageText } from './content-labels';

/**
 * The content forms' shared pieces. Their values mirror the request body, so a field's error is keyed by the body
 * path the contract and the server name (`bodies.1.title`, `slug`): the same key for the app's check and the
 * server's refusal.
 */
export type FieldErrors = Readonly<Record<string, string>>;

/** One language's body as edited: the format as the select holds it. */
export interface BodyValues {
  language: string;
  title: string;
  summary: string;
  format: string;
  body: string;
}

/** A name (a category's, a banner's title) in one language. */
export interface NameValues {
  language: string;
  name: string;
}

export const emptyBody = (language: string): BodyValues => ({
  language,
  title: '',
  summary: '',
  format: String(ContentFormat.markdown),
  body: '',
});

export const bodyValuesOf = (bodies: readonly ContentBody[]): BodyValues[] =>
  bodies.map((body) => ({ ...body, format: String(body.format) }));

export const toBodyInput = (values: BodyValues) => ({
  language: values.language,
  title: values.title.trim(),
  summary: values.summary.trim(),
  format: Number(values.format),
  body: values.body,
});

export const toNameInput = (values: NameValues) => ({ language: values.language, name: values.name.trim() });

function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** An operation's body schema; one without is a programming error, not a user's. */
export function bodySchemaOf<Schema extends z.ZodType>(operation: { body?: Schema }): Schema {
  if (!operation.body) throw new Error('the operation has no body schema');
  return operation.body;
}

/** The contract's verdict on a body: what to send, or a message per refused path. */
export type Checked<Output> = { data: Output; errors: null } | { data: null; errors: FieldErrors };

/**
 * The contract's check of a body before it is sent: one message per path, "<field> is required" for an empty value,
 * else "<field> is not valid" (the server checks again with the same schema).
 */
export function checkBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  labelOf: (path: string) => string,
): Checked<z.output<Schema>> {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] !== undefined) continue;
    const value = valueAt(body, path);
    const isEmpty = value === undefined || value === null || value === '';
    errors[path] = i18next.t(isEmpty ? 'validation.required' : 'validation.invalid', {
      field: labelOf(path),
    });
  }
  return { data: null, errors };
}

/** A field's name in messages and labels (`slug` → "Slug"). */
export const fieldLabel = (field: string) =>
  i18next.t(`content.field.${field as keyof typeof en.content.field}`);

/** A label for a body path: "Title, English (en)" for `bodies.0.title` (`items` the bodies or names), else the field's. */
export function pathLabel(path: string, items: readonly { language: string }[]): string {
  const [top = path, index, field] = path.split('.');
  const language = items[Number(index)]?.language;
  if (field === undefined || language === undefined) return fieldLabel(top);
  return `${fieldLabel(field)}, ${languageText(language)}`;
}

/**
 * Shows a refused save's message at the field the server named when the form shows it (`hasField`), else as a
 * toast.
 */
export function showRefusal(
  error: unknown,
  hasField: (path: string) => boolean,
  setErrors: (errors: FieldErrors) => void,
): void {
  showServerFieldError(error, (field, message) => {
    if (!hasField(field)) return false;
    setErrors({ [field]: message });
    return true;
  });
}

/** Paths of a bodies editor: `bodies`, `bodies.<n>.<field>`. */
export const isBodiesPath = (prefix: string, path: string) =>
  path === prefix || new RegExp(`^${prefix}\\.\\d+\\.(language|title|summary|format|body|name)$`).test(path);
