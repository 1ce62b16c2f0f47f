import { useState } from 'react';
import { newMessageUuid } from './chat-timeline';
import type { OutgoingMessage } from './chat-timeline';
import { useSendChatMessage } from './inbox-queries';

/** Messages waiting for the server's answer at once; the composer waits beyond it. */
export const OUTBOX_MAX = 10;

/**
 * The agent's messages on their way: each is shown at once as waiting (by its uuid), leaves the outbox when the
 * server answers with the stored message (which joins the conversation by offset), or stays as failed to be sent
 * again with the same uuid (the server answers a repeat with the first message, so nothing is sent twice).
 */
export function useOutbox(groupId: number) {
  const send = useSendChatMessage(groupId);
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const dispatch = ({ uuid, text }: { uuid: string; text: string }) => {
    setOutbox((current) => [
      ...current.filter((message) => message.uuid !== uuid),
      { uuid, text, state: 'waiting' },
    ]);
    // mutateAsync: every send settles its own message (mutate's callbacks only follow the latest call).
    send.mutateAsync({ uuid, text }).then(
      () => setOutbox((current) => current.filter((message) => message.uuid !== uuid)),
      () =>
        setOutbox((current) =>
          current.map((message) => (message.uuid === uuid ? { ...message, state: 'failed' } : message)),
        ),
    );
  };
  const waitingCount = outbox.filter((message) => message.state === 'waiting').length;
  return {
    outbox,
    isFull: waitingCount >= OUTBOX_MAX,
    send: (text: string) => dispatch({ uuid: newMessageUuid(), text }),
    retry: (message: OutgoingMessage) => dispatch(message),
  };
}
