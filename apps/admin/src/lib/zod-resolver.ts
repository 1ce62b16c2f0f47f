import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface ResolverOptions<Values> {
  /** The request body the form's values become (drop confirm-only fields, convert types). */
  toBody?: (values: Values) => unknown;
  /** Checks the contract cannot make (a repeated password): field → message. */
  check?: (values: Values) => Record<string, string>;
}

/**
 * react-hook-form validation by a contract's zod schema (the server validates with the same one). Messages are
 * the app's, naming the field: "<field> is required" for an empty value, else "<field> is not valid".
 */
export function contractResolver<Values extends FieldValues>(
  schema: z.ZodType | undefined,
  labels: Record<string, string>,
  options: ResolverOptions<Values> = {},
): Resolver<Values> {
  // An operation without a body schema here is a programming error, not a user's.
  if (!schema) throw new Error('contractResolver: the operation has no body schema');
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    const result = schema.safeParse(options.toBody ? options.toBody(values) : values);
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (errors[field]) continue;
      const value: unknown = (values as Record<string, unknown>)[field];
      const isEmpty = value === undefined || value === null || value === '';
      const label = labels[field] ?? field;
      errors[field] = {
        type: issue.code,
        message: i18next.t(isEmpty ? 'validation.required' : 'validation.invalid', { field: label }),
      };
    }
    for (const [field, message] of Object.entries(options.check?.(values) ?? {})) {
      errors[field] ??= { type: 'check', message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
