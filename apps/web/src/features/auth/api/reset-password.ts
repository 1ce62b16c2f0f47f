import { useMutation } from '@tanstack/react-query';
import type { resetPassword } from '@exchange/contracts/http/system/auth/reset-password';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: OperationBody<typeof resetPassword>) =>
      callOperation(authOperations.resetPassword, { body, noMsg: true }),
  });
}
