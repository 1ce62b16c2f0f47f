import { useMutation } from '@tanstack/react-query';
import type { updatePassword } from '@exchange/contracts/http/system/auth/update-password';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { authOperations } from './auth-operations';

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: OperationBody<typeof updatePassword>) =>
      callOperation(authOperations.updatePassword, { body, noMsg: true }),
  });
}
