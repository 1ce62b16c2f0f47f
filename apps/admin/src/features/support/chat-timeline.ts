import type { ChatMessage } from '@exchange/contracts/ws/im-socket';

/**
 * A conversation's messages as the agent sees them: the server's, by offset (1, 2, 3… without gaps in the group),
 * then the agent's own messages still on their way (by uuid). Pure functions, so the socket, the HTTP answers and
 * the screen agree on one order whatever arrives first.
 */

/** An agent's message sent over HTTP and not yet answered (`waiting`), or refused / unanswered (`failed`). */
export interface OutgoingMessage {
  uuid: string;
  text: string;
  state: 'waiting' | 'failed';
}

/**
 * `current` with `incoming` merged in by offset, ascending. A message already held is replaced by the incoming one
 * (an edit or a withdrawal keeps its id and offset and changes its status).
 */
export function mergeMessages(
  current: readonly ChatMessage[] | undefined,
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byOffset = new Map<number, ChatMessage>();
  for (const message of current ?? []) byOffset.set(message.offset, message);
  for (const message of incoming) byOffset.set(message.offset, message);
  return [...byOffset.values()].sort((a, b) => a.offset - b.offset);
}

/**
 * The offset after which a message is missing: the first held offset n whose n + 1 is not held while a later one
 * is (a socket frame was lost). Null when the held messages are contiguous.
 */
export function firstGapAfter(messages: readonly ChatMessage[]): number | null {
  for (let index = 1; index < messages.length; index += 1) {
    const previous = messages[index - 1];
    const next = messages[index];
    if (previous && next && next.offset > previous.offset + 1) return previous.offset;
  }
  return null;
}

/** The newest offset held (0 for an empty conversation). */
export const lastOffsetOf = (messages: readonly ChatMessage[]): number => messages.at(-1)?.offset ?? 0;

/** The outgoing messages the server has not confirmed yet (a confirmed one carries the same uuid from the caller). */
export function unconfirmed(
  outbox: readonly OutgoingMessage[],
  messages: readonly ChatMessage[],
  staffId: number | undefined,
): OutgoingMessage[] {
  const confirmed = new Set(
    messages
      .filter((message) => message.senderKind === 'staff' && message.senderId === staffId)
      .map((message) => message.payload.uuid),
  );
  return outbox.filter((message) => !confirmed.has(message.uuid));
}

/** A fresh message uuid (the contract takes 8–64 letters, digits, `_` or `-`; a repeat returns the first message). */
export function newMessageUuid(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
