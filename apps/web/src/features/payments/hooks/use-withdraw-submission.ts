import { useState } from 'react';
import type { WithdrawalOrder } from '@exchange/contracts/http/wallet/withdrawal';
import { presentApiError } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import type { CreateWithdrawalBody } from '../api/create-withdrawal';
import { withdrawErrorTarget } from '../utils/withdraw-errors';
import type { WithdrawFormField } from '../utils/withdraw-errors';

export interface SheetProblem {
  kind: 'payPasswordNotSet' | 'payPassword';
  message: string;
}

interface SubmissionHandlers {
  onSuccess: (order: WithdrawalOrder) => void;
  /** A problem with a field of the form behind the sheet: the sheet closes and the field shows it. */
  onFieldError: (field: WithdrawFormField, message: string) => void;
}

/**
 * Sends the withdrawal with one idempotency key per request (a retry after a lost answer or a wrong password
 * reuses it; another amount or destination is a new request) and routes a failure to where the user can fix it.
 */
export function useWithdrawSubmission({ onSuccess, onFieldError }: SubmissionHandlers) {
  const createWithdrawal = useCreateWithdrawal();
  const idempotency = useIdempotencyKey();
  const [sheetProblem, setSheetProblem] = useState<SheetProblem | null>(null);

  const submit = (body: CreateWithdrawalBody) => {
    setSheetProblem(null);
    // The password is not part of the request's identity (the server leaves it out too): a request whose answer
    // was lost, sent again with the password typed differently, must still find the first withdrawal.
    const { payPassword: _password, ...request } = body;
    const idempotencyKey = idempotency.keyFor(request);
    createWithdrawal.mutate(
      { ...body, idempotencyKey },
      {
        onSuccess: (order) => {
          idempotency.reset();
          onSuccess(order);
        },
        onError: (error) => {
          const target = withdrawErrorTarget(error);
          if (target.kind === 'payPasswordNotSet' || target.kind === 'payPassword') setSheetProblem(target);
          else if (target.kind === 'field') onFieldError(target.field, target.message);
          else if (target.kind === 'toast') presentApiError(target.error);
          else console.error(target.error);
        },
      },
    );
  };

  return {
    submit,
    isPending: createWithdrawal.isPending,
    sheetProblem,
    clearSheetProblem: () => setSheetProblem(null),
  };
}
