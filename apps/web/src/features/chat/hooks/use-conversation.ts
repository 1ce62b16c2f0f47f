import { useCallback, useEffect, useRef, useState } from 'react';
import { acknowledgeConversation, loadEarlierMessages, openConversation } from '../api/chat-sync';
import type { ChatGroup } from '../stores/chat-store';
import { chatStore, useChatStore } from '../stores/chat-store';
import { newestServerEntry } from '../utils/chat-timeline';

/**
 * One conversation on screen: its newest page read once (then kept current by the socket), "load earlier", and
 * MSG_ACK for the newest message while the page is visible and the socket open.
 */
export function useConversation(group: ChatGroup) {
  const groupId = group.id;
  const latestGroup = useRef(group);
  useEffect(() => {
    latestGroup.current = group;
  }, [group]);
  const timeline = useChatStore((state) => state.timelines[groupId]);
  const connection = useChatStore((state) => state.connection);
  const newestId = useChatStore((state) => {
    const held = state.timelines[groupId];
    return held ? (newestServerEntry(held)?.id ?? null) : null;
  });
  const [failure, setFailure] = useState<{ groupId: number; attempt: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isLoadingEarlier, setIsLoadingEarlier] = useState(false);

  useEffect(() => {
    if (chatStore.getState().timelines[groupId]) return;
    let isCurrent = true;
    openConversation(latestGroup.current).catch(() => {
      if (isCurrent) setFailure({ groupId, attempt });
    });
    return () => {
      isCurrent = false;
    };
  }, [groupId, attempt]);

  useEffect(() => {
    if (newestId === null || connection !== 'open') return;
    const acknowledge = () => {
      if (document.visibilityState === 'visible') acknowledgeConversation(groupId);
    };
    acknowledge();
    document.addEventListener('visibilitychange', acknowledge);
    return () => document.removeEventListener('visibilitychange', acknowledge);
  }, [groupId, newestId, connection]);

  const loadEarlier = useCallback(() => {
    setIsLoadingEarlier(true);
    loadEarlierMessages(groupId)
      .catch(() => undefined)
      .finally(() => setIsLoadingEarlier(false));
  }, [groupId]);

  return {
    timeline,
    isError: timeline === undefined && failure?.groupId === groupId && failure.attempt === attempt,
    retry: () => setAttempt((value) => value + 1),
    loadEarlier,
    isLoadingEarlier,
  };
}
