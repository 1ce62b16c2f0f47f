import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, presentApiError } from './api-client';

/**
 * Shows a failed form call where the user looks: under the field the server named (`data.field`) when the form
 * has it, otherwise as a toast. Forms call the API with `noMsg` and hand the error here.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    return;
  }
  const field = serverField(error);
  const match = fields.find((name) => name === field);
  if (match) setError(match, { type: 'server', message: error.msg }, { shouldFocus: true });
  else presentApiError(error);
}

/** The form field a refusal names (`data.field`), when it names one. */
export function serverField(error: ApiError): string | undefined {
  const data = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}
