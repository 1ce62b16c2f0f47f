import { notify } from './notify';
import { ApiError } from './api-client';

/** BAD_REQUEST of the error catalogue (`packages/contracts/src/errors.ts`), kept here to leave the catalogue out of the bundle. */
const BAD_REQUEST_CODE = 400;

/** The code of a refused field (`data.field` names it); forms ask for it quietly and show it at the field. */
export const FIELD_ERROR_CODES = [BAD_REQUEST_CODE] as const;

/**
 * Shows a refused request's message next to the form field the server named (`data.field`, a dotted path such as
 * `tiers.1.maintMarginRatio`) when the form has that field; anything else becomes a toast as usual.
 */
export function showServerFieldError(
  error: unknown,
  setFieldError: (field: string, message: string) => boolean,
): void {
  if (!(error instanceof ApiError)) return;
  const isShownAtField = error.field !== null && setFieldError(error.field, error.msg);
  if (!isShownAtField && error.msg) notify.error(error.msg);
}
