import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealNameFields } from '@exchange/contracts/http/member/real-name';
import { callOperation } from '@/lib/api-client';
import { memberOperations } from './member-operations';
import { useIsSignedIn } from '@/lib/token-store';
import { memberKeys } from './query-keys';

export interface RealNameSubmission extends RealNameFields {
  front: File;
  back: File;
}

export function useRealName() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.realName(),
    queryFn: () => callOperation(memberOperations.getRealName, { noMsg: true }),
    enabled: isSignedIn,
  });
}

/** Multipart: the text fields, then the two document images as `front` and `back`. */
export function useSubmitRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: RealNameSubmission) => {
      const formData = new FormData();
      formData.append('realName', submission.realName.trim());
      formData.append('nationality', submission.nationality);
      formData.append('documentType', submission.documentType);
      formData.append('documentNumber', submission.documentNumber.trim());
      formData.append('front', submission.front);
      formData.append('back', submission.back);
      return callOperation(memberOperations.submitRealName, { formData, noMsg: true });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.realName() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.current() }),
      ]),
  });
}
