import { ApiError } from '@/lib/api-client';
import { serverField } from '@/lib/form-errors';

/** The contract's wallet error codes the withdrawal form reacts to (checked in withdraw-errors.test.ts). */
export const WITHDRAW_ERROR_CODES = {
  payPasswordNotSet: 1_007_000_003,
  payPasswordWrong: 1_007_000_004,
} as const;

/** Fields of the withdrawal form a server error may name (`data.field`). */
export const WITHDRAW_FORM_FIELDS = ['amount', 'address', 'memo', 'paymentMethodId'] as const;
export type WithdrawFormField = (typeof WITHDRAW_FORM_FIELDS)[number];

export type WithdrawErrorTarget =
  | { kind: 'payPasswordNotSet'; message: string }
  | { kind: 'payPassword'; message: string }
  | { kind: 'field'; field: WithdrawFormField; message: string }
  | { kind: 'toast'; error: ApiError }
  | { kind: 'unknown'; error: unknown };

/**
 * Where a failed withdrawal is shown: no pay password → a link to set one; a wrong one → under the password;
 * DAILY_LIMIT_EXCEEDED, AMOUNT_OUT_OF_RANGE, INSUFFICIENT_BALANCE (field amount) and address problems → under that
 * field of the form; anything else → a toast.
 */
export function withdrawErrorTarget(error: unknown): WithdrawErrorTarget {
  if (!(error instanceof ApiError)) return { kind: 'unknown', error };
  if (error.code === WITHDRAW_ERROR_CODES.payPasswordNotSet)
    return { kind: 'payPasswordNotSet', message: error.msg };
  const field = serverField(error);
  if (error.code === WITHDRAW_ERROR_CODES.payPasswordWrong || field === 'payPassword')
    return { kind: 'payPassword', message: error.msg };
  const formField = WITHDRAW_FORM_FIELDS.find((name) => name === field);
  return formField ? { kind: 'field', field: formField, message: error.msg } : { kind: 'toast', error };
}
