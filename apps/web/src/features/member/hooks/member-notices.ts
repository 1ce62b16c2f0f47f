import type { QueryClient } from '@tanstack/react-query';
import { RealNameStatus } from '@exchange/contracts/enums';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { getDataSocket } from '@/lib/data-socket';
import { memberKeys } from '../api/query-keys';
import { useRealNameNoticeStore } from '../stores/real-name-notice-store';

type RealNameNotice = Extract<ServerMessage, { type: 'REAL_NAME_NOTICE' }>['data'];

/** Staff changed the account's restrictions: the member (and what it allows) is refetched. */
export function handleAccountRestrictions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: memberKeys.current() });
}

/**
 * Staff reviewed the real-name submission: the status and the member are refetched (so /mine/verified and the
 * profile show it without a reload); a rejection opens the "Real name rejected" modal with the remark.
 */
export function handleRealNameNotice(queryClient: QueryClient, notice: RealNameNotice): void {
  void queryClient.invalidateQueries({ queryKey: memberKeys.realName() });
  void queryClient.invalidateQueries({ queryKey: memberKeys.current() });
  if (notice.status === RealNameStatus.rejected)
    useRealNameNoticeStore.getState().showRejection(notice.remark);
}

/** Holds the data socket and follows the member's pushes; returns the release. Loaded lazily (it brings zod). */
export function listenForMemberPushes(queryClient: QueryClient): () => void {
  const socket = getDataSocket();
  const stops = [
    socket.onMessage('REAL_NAME_NOTICE', (notice) => handleRealNameNotice(queryClient, notice)),
    socket.onMessage('ACCOUNT_RESTRICTIONS', () => handleAccountRestrictions(queryClient)),
  ];
  const release = socket.retain();
  return () => {
    stops.forEach((stop) => stop());
    release();
  };
}
