import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSocket } from '../api/chat-socket';
import { newDetachedChatSocket } from '../api/chat-sync';
import type { ChatConnectionState } from '../stores/chat-store';
import { newChatUuid } from '../utils/chat-rules';
import type { LoggedFrame } from '../utils/frame-log';
import { logFrame } from '../utils/frame-log';

/**
 * The socket inspector's own chat connection (never the app's, so connecting or sending here does not resend the
 * user's messages or change their conversations): connect and disconnect, every frame logged as text, raw sends.
 */
export function useSocketInspector() {
  const socketRef = useRef<ChatSocket | null>(null);
  const releaseRef = useRef<(() => void) | null>(null);
  const nextId = useRef(1);
  const [state, setState] = useState<ChatConnectionState>('idle');
  const [frames, setFrames] = useState<LoggedFrame[]>([]);

  useEffect(() => {
    const socket = newDetachedChatSocket({ socketId: `inspector-${newChatUuid().slice(0, 24)}` });
    socketRef.current = socket;
    const detachFrames = socket.onFrame((frame) => {
      const id = nextId.current;
      nextId.current += 1;
      setFrames((log) => logFrame(log, { id, ...frame }));
    });
    const detachState = socket.onState(setState);
    return () => {
      detachFrames();
      detachState();
      releaseRef.current?.();
      releaseRef.current = null;
      socketRef.current = null;
    };
  }, []);

  const connect = useCallback(() => {
    if (!socketRef.current || releaseRef.current) return;
    releaseRef.current = socketRef.current.retain();
  }, []);

  const disconnect = useCallback(() => {
    releaseRef.current?.();
    releaseRef.current = null;
  }, []);

  const sendRaw = useCallback((text: string) => socketRef.current?.sendText(text) ?? false, []);
  const clear = useCallback(() => setFrames([]), []);

  return { state, frames, connect, disconnect, sendRaw, clear };
}
