import { useEffect } from 'react';
import { getChatSocket } from '../api/chat-sync';

/** Holds the chat socket open while the calling screen is shown and `isEnabled` (it has a chat session). */
export function useChatConnection(isEnabled: boolean): void {
  useEffect(() => (isEnabled ? getChatSocket().retain() : undefined), [isEnabled]);
}
