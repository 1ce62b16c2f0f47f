import { useMutation } from '@tanstack/react-query';
import type { resetPassword } from '@exchange/contracts/http/system/auth/reset-password';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: OperationBody<typeof resetPassword>) =>
      callOperation(operations.resetPassword, { body, noMsg: true }),
  });
}
