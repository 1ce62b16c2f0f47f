import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Operation, OperationBody } from '@exchange/contracts/http/operation';
import { callOperation } from '@/lib/api-client';
import { memberOperations } from './member-operations';
import type { OperationRef } from '@/lib/operations';
import { memberKeys } from './query-keys';

/** A profile change: the call, then the current member is fetched again. */
function useProfileMutation<O extends Operation>(operation: OperationRef<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationBody<O>) => callOperation(operation, { body, noMsg: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.current() }),
  });
}

export const useUpdateEmail = () => useProfileMutation(memberOperations.updateEmail);
export const useUpdatePhone = () => useProfileMutation(memberOperations.updatePhone);
export const useUpdateAvatarName = () => useProfileMutation(memberOperations.updateAvatarName);
export const useUpdatePayPassword = () => useProfileMutation(memberOperations.updatePayPassword);
