import type { WebSocket } from 'ws';
import { IM_SILENCE_CLOSE_MS, type ImServerMessage, type UnreadCount } from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { errorMessage } from '../../platform/http/error-handler';
import { partyKey, unreadCounts, type ChatParty } from './im-store';
import { forReader } from './im-views';
import { INBOX_KEY, type ImEvent, type UnreadGroup } from './im-events';
import { listGroups } from './im-groups';

export interface ImClient {
  socket: WebSocket;
  socketId: string;
  party: ChatParty;
  sessionId: string;
  userKind: number;
  canWrite: boolean;
  language: string;
  lastHeardMs: number;
  /** When the token it connected with stops being valid: TOKEN_INVALID then. */
  expiresAtMs: number;
}

/** Closed after TOKEN_INVALID or 'Invalid token': the client refreshes and connects again. */
export const TOKEN_CLOSE_CODE = 4401;
const GOING_AWAY = 1001;
/** A client with more than this unsent is dropped (it reconnects and reads what it missed). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * This instance's chat sockets by party (`user:5`, `staff:3`): what the bus's chat events reach. Each event is
 * turned into the frames of each local reader (their own showDirection, their own unread counts).
 */
/** CUSTOMER_UNREAD_COUNT: one group's unread messages and the reader's total over every group. */
export const unreadCountFrame = (group: UnreadGroup, number: number, total: number): ImServerMessage => {
  const data: UnreadCount = {
    groupId: group.id,
    groupType: group.type,
    channelId: group.channelId,
    number,
    total,
  };
  return { type: 'CUSTOMER_UNREAD_COUNT', data };
};

export class ImHub {
  private readonly byParty = new Map<string, Set<ImClient>>();

  constructor(private readonly context: AppContext) {}

  /** A client's keys: its party's, and for agents the inbox's (conversations no agent is in yet). */
  private keysOf(client: ImClient) {
    const key = partyKey(client.party);
    return client.party.kind === 'staff' ? [key, INBOX_KEY] : [key];
  }

  add(client: ImClient) {
    for (const key of this.keysOf(client)) {
      const clients = this.byParty.get(key) ?? new Set();
      clients.add(client);
      this.byParty.set(key, clients);
    }
  }

  remove(client: ImClient) {
    for (const key of this.keysOf(client)) {
      const clients = this.byParty.get(key);
      clients?.delete(client);
      if (clients?.size === 0) this.byParty.delete(key);
    }
  }

  send(client: ImClient, message: ImServerMessage | string) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.terminate();
      return;
    }
    client.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The unread count frame of one group for a party, with their total over every group: one query. */
  async unreadFrame(party: ChatParty, group: UnreadGroup): Promise<ImServerMessage> {
    const counts = await unreadCounts(this.context.db, party);
    let total = 0;
    for (const count of counts.values()) total += count;
    return unreadCountFrame(group, counts.get(group.id) ?? 0, total);
  }

  /** Hands one bus event to the local sockets it concerns. */
  async deliver(event: ImEvent) {
    if (event.type === 'message') {
      // An agent in the conversation and in the inbox gets it once.
      const reached = new Set<ImClient>();
      for (const key of event.members) {
        const clients = [...(this.byParty.get(key) ?? [])].filter((client) => !reached.has(client));
        for (const client of clients) {
          reached.add(client);
          this.send(client, { type: 'MESSAGE', data: forReader(event.message, client.party) });
        }
        const reader = clients[0]?.party;
        const isOwn = reader !== undefined && forReader(event.message, reader).showDirection === 0;
        if (reader && key !== INBOX_KEY && !isOwn) {
          const { groupId, groupType, channelId } = event.message;
          await this.sendUnread(key, { id: groupId, type: groupType, channelId });
        }
      }
    } else if (event.type === 'read') {
      await this.sendUnread(event.member, event.group);
    } else {
      for (const key of event.members) {
        const clients = this.byParty.get(key);
        if (!clients) continue;
        if (key === INBOX_KEY) continue;
        const groups = await listGroups(this.context, [...clients][0]!.party);
        for (const client of clients) this.send(client, { type: 'GROUP_LIST', data: groups });
      }
    }
  }

  private async sendUnread(key: string, group: UnreadGroup) {
    const clients = this.byParty.get(key);
    if (!clients) return;
    const frame = await this.unreadFrame([...clients][0]!.party, group);
    for (const client of clients) this.send(client, frame);
  }

  /** A session that ended (forced logout, another login): its sockets are told and closed. */
  endSession(party: string, sessionId: string | undefined) {
    for (const client of this.byParty.get(party) ?? []) {
      if (sessionId && client.sessionId !== sessionId) continue;
      this.closeForToken(client);
    }
  }

  closeForToken(client: ImClient) {
    this.send(client, { type: 'TOKEN_INVALID', data: {} });
    client.socket.close(TOKEN_CLOSE_CODE, 'token invalid');
  }

  /** Every few seconds: silent sockets are closed, and sockets whose token expired get TOKEN_INVALID. */
  sweep() {
    const nowMs = this.context.clock.nowMs();
    for (const [key, clients] of this.byParty)
      for (const client of key === INBOX_KEY ? [] : clients) {
        if (nowMs >= client.expiresAtMs) this.closeForToken(client);
        else if (nowMs - client.lastHeardMs > IM_SILENCE_CLOSE_MS) client.socket.close(GOING_AWAY, 'silent');
      }
  }

  close() {
    for (const clients of this.byParty.values())
      for (const client of clients) client.socket.close(GOING_AWAY, 'server closing');
    this.byParty.clear();
  }

  /** A refusal as the IM_SYSTEM_ERROR frame in the client's language. */
  systemError(client: ImClient, uuid: string | null, error: unknown): ImServerMessage {
    const appError = error instanceof AppError ? error : new AppError('INTERNAL');
    const { definition, details } = appError;
    const msg = errorMessage(this.context.catalogue, client.language, appError);
    return {
      type: 'IM_SYSTEM_ERROR',
      data: { uuid, code: definition.code, field: details.field ?? null, msg },
    };
  }
}
