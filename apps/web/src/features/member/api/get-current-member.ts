import { useQuery } from '@tanstack/react-query';
import type { CurrentMember } from '@exchange/contracts/http/member/current-member';
import { callOperation } from '@/lib/api-client';
import { memberOperations } from './member-operations';
import { useIsSignedIn } from '@/lib/token-store';
import { memberKeys } from './query-keys';

export type { CurrentMember };

/** The signed-in user. Errors are not shown (spec §7); a 401 that cannot be refreshed ends the session. */
export function useCurrentMember() {
  const isSignedIn = useIsSignedIn();
  return useQuery({
    queryKey: memberKeys.current(),
    queryFn: () => callOperation(memberOperations.getCurrentMember, { noMsg: true }),
    enabled: isSignedIn,
  });
}
