import { useMutation } from '@tanstack/react-query';
import type { updatePassword } from '@exchange/contracts/http/system/auth/update-password';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: OperationBody<typeof updatePassword>) =>
      callOperation(operations.updatePassword, { body, noMsg: true }),
  });
}
