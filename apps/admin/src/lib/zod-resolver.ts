import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form validation by a contract's zod schema (the server validates with the same one). Messages are
 * the app's: "<field> is required" for an empty value, else "<field> is not valid"; `labels` names the fields.
 */
export function contractResolver<Values extends FieldValues>(
  schema: z.ZodType,
  labels: Record<string, string>,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (errors[field]) continue;
      const value: unknown = (values as Record<string, unknown>)[field];
      const isEmpty = value === undefined || value === null || value === '';
      const label = labels[field] ?? field;
      errors[field] = {
        type: issue.code,
        message: isEmpty
          ? i18next.t('validation.required', { field: label })
          : i18next.t('validation.invalid', { field: label }),
      };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
