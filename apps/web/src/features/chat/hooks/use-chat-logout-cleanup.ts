import { useEffect } from 'react';
import { onSessionEvent } from '@/lib/session-events';

/**
 * Spec §4: logout clears the chat state — also when no chat screen was opened in this visit, so ChatDB's unsent
 * messages never outlive the session on a shared device. The chat code is loaded only when a session ends, so the
 * signed-in services do not carry it (nor Dexie).
 */
export function useChatLogoutCleanup(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return;
    return onSessionEvent('sessionEnded', () => {
      void import('../api/chat-sync').then(({ clearChatState }) => clearChatState());
    });
  }, [isSignedIn]);
}
