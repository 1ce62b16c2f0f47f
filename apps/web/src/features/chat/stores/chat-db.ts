import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import type { ChatSendStatus, OutgoingMessage } from '../utils/chat-rules';
import { ChatSendStatus as SendStatus } from '../utils/chat-rules';

/**
 * The device's store of the reader's own outgoing messages (spec §4, DESIGN §4): IndexedDB database `ChatDB`, table
 * `Messages`, one row per message by its client uuid. A message is written before it is sent, so one that never got
 * its echo (the tab closed, the socket dropped) is resent on the next connection. Where IndexedDB is unavailable
 * (private mode, an old browser) every call quietly does nothing: the chat still works, without the resend.
 */
export const CHAT_DB_NAME = 'ChatDB';
/** Rows kept; the oldest sent ones are dropped beyond this (unsent ones are kept until sent or dropped by logout). */
const KEPT_ROWS_MAX = 500;
/** Unsent rows read for one resend (the resend itself sends at most RESEND_MAX). */
const UNSENT_READ_MAX = 200;

type ChatDatabase = Dexie & { Messages: EntityTable<OutgoingMessage, 'uuid'> };

let database: ChatDatabase | null = null;
let hasWarned = false;

function chatDb(): ChatDatabase {
  if (!database) {
    database = new Dexie(CHAT_DB_NAME) as ChatDatabase;
    database.version(1).stores({ Messages: 'uuid, groupId, createdAt, sendStatus' });
  }
  return database;
}

async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!hasWarned) console.warn('[chat] the message store is unavailable', error);
    hasWarned = true;
    return fallback;
  }
}

export const chatMessageStore = {
  put: (message: OutgoingMessage) =>
    quietly(async () => {
      await chatDb().Messages.put(message);
    }, undefined),

  /** The echo came back: the row keeps the server's id and is done. */
  markSent: (uuid: string, serverId: number) =>
    quietly(async () => {
      await chatDb().Messages.update(uuid, { serverId, sendStatus: SendStatus.succeeded });
    }, undefined),

  setStatus: (uuid: string, sendStatus: ChatSendStatus) =>
    quietly(async () => {
      await chatDb().Messages.update(uuid, { sendStatus });
    }, undefined),

  /** The socket closed: every message still waiting for its echo failed. */
  failWaiting: () =>
    quietly(async () => {
      await chatDb()
        .Messages.where('sendStatus')
        .equals(SendStatus.waiting)
        .modify({ sendStatus: SendStatus.failed });
    }, undefined),

  /** Rows without a server id yet, oldest first. */
  unsent: () =>
    quietly(
      () =>
        chatDb()
          .Messages.orderBy('createdAt')
          .filter((row) => row.serverId === null)
          .limit(UNSENT_READ_MAX)
          .toArray(),
      [] as OutgoingMessage[],
    ),

  /** A group's unsent rows (shown with a Resend button when the conversation opens). */
  unsentOfGroup: (groupId: number) =>
    quietly(
      () =>
        chatDb()
          .Messages.where('groupId')
          .equals(groupId)
          .filter((row) => row.serverId === null)
          .sortBy('createdAt'),
      [] as OutgoingMessage[],
    ),

  /** Drops the oldest sent rows beyond {@link KEPT_ROWS_MAX}. */
  prune: () =>
    quietly(async () => {
      const table = chatDb().Messages;
      const excess = (await table.count()) - KEPT_ROWS_MAX;
      if (excess <= 0) return;
      const oldest = await table
        .orderBy('createdAt')
        .filter((row) => row.serverId !== null)
        .limit(excess)
        .primaryKeys();
      await table.bulkDelete(oldest);
    }, undefined),

  /** Logout (spec §4 "clears chat state"). */
  clear: () =>
    quietly(async () => {
      await chatDb().Messages.clear();
    }, undefined),
};
