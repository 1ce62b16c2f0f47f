import { useQuery } from '@tanstack/react-query';
import { staffLogout, staffMe } from '@exchange/contracts/http/admin/index';
import type { StaffPermission } from '@exchange/contracts/http/admin/index';
import { callOperation, configureSessionHandlers } from './api-client';
import { queryClient } from './query-client';
import { clearAccessToken, useAccessToken } from './token-store';

/**
 * The signed-in staff account (`GET auth/me`): role, permissions and what it must do first. Every screen reads
 * the permissions from here; the server checks them again on every call.
 */
export const STAFF_ME_KEY = ['staff', 'me'] as const;

export function useStaffMe() {
  const token = useAccessToken();
  return useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: () => callOperation(staffMe),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useCan(permission: StaffPermission): boolean {
  return useStaffMe().data?.permissions.includes(permission) ?? false;
}

/** Forgets the session locally: the token and everything loaded with it (the login screen comes back). */
export function endSession(): void {
  clearAccessToken();
  queryClient.clear();
}

export function installSessionHandlers(): void {
  configureSessionHandlers({
    onSessionEnded: () => queryClient.clear(),
    onSetupRequired: () => void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}

/** Ends the session on the server (best effort: a dead session is already over), then locally. */
export async function logOut(): Promise<void> {
  try {
    await callOperation(staffLogout, { quietCodes: [401, 409] });
  } catch {
    // Signed out locally below whatever the server said.
  } finally {
    endSession();
  }
}
