import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type {} from '@fastify/websocket';
import {
  IM_CONNECT_PUSH_MAX,
  IM_INVALID_TOKEN_TEXT,
  IM_PING_TEXT,
  IM_PONG_TEXT,
  IM_SOCKET_PATH,
  StaffPermission,
  imClientMessageSchema,
  staffCan,
} from '@exchange/contracts';
import type { AppContext } from '../../platform/context';
import { AppError, fail } from '../../platform/errors';
import { resolveLanguage } from '../../platform/i18n';
import { authenticateToken } from '../../platform/http/auth-guard';
import { AddressConnectionLimit } from '../../platform/ws-hub/socket-limits';
import {
  frameGate,
  isOriginAllowed,
  queryOf,
  releaseUpgradeRequest,
  reserveSlot,
} from '../../platform/ws-hub/socket-gate';
import { USER_EVENTS_CHANNEL, type UserEvent } from '../../platform/ws-hub/channels';
import { IM_EVENTS_CHANNEL, type ImEvent } from './im-events';
import { ImHub, TOKEN_CLOSE_CODE, unreadCountFrame, type ImClient } from './im-hub';
import { ackMessage, listGroups, listMessages } from './im-groups';
import { sendMessage } from './im-messages';
import type { ChatParty } from './im-store';
import { staffCallerOf } from '../staff/index';

const SWEEP_EVERY_MS = 5_000;

/** Who a socket speaks for once its token verified. */
interface SocketIdentity {
  party: ChatParty;
  sessionId: string;
  userKind: number;
  expiresAtMs: number;
  /** Staff without chat.answer only watch: their SEND_MESSAGE and MSG_ACK are refused. */
  canWrite: boolean;
}

/**
 * The token of the query: a member's or a visitor's access token or chat-only token (`im/token`), checked as the app
 * API's guard does, or an agent's staff token (live session, password changed, TOTP verified, chat.read); null when
 * none verifies.
 */
const verifyToken = async (
  context: AppContext,
  token: string | undefined,
): Promise<SocketIdentity | null> => {
  if (!token) return null;
  // A member's or visitor's access token, or their chat-only token (`im/token`): the same session checks.
  let audience: 'app' | 'im' = 'app';
  let asUser = await context.tokens.verify(token, { type: 'access', audience });
  if (!asUser.ok) {
    const asChat = await context.tokens.verify(token, { type: 'access', audience: 'im' });
    if (asChat.ok) [asUser, audience] = [asChat, 'im'];
  }
  if (asUser.ok) {
    const caller = await authenticateToken(context, token, 'session', audience).catch(() => null);
    if (!caller) return null;
    const party: ChatParty = { kind: 'user', id: caller.userId };
    return {
      party,
      sessionId: caller.sessionId,
      userKind: caller.userKind,
      expiresAtMs: asUser.claims.expiresAtMs,
      canWrite: true,
    };
  }
  // An agent: the staff guard's own check, then what every staff route needs before its permission.
  const staff = await staffCallerOf(context, token);
  if (
    !staff ||
    staff.mustChangePassword ||
    !staff.isTotpVerified ||
    !staffCan(staff.role, StaffPermission.chatRead)
  )
    return null;
  const claims = await context.tokens.verify(token, { type: 'access', audience: 'admin' });
  return {
    party: { kind: 'staff', id: staff.staffId },
    sessionId: staff.sessionId,
    userKind: 0,
    expiresAtMs: Math.min(claims.ok ? claims.claims.expiresAtMs : 0, staff.sessionExpiresAtMs),
    canWrite: staffCan(staff.role, StaffPermission.chatAnswer),
  };
};

/** On connect: the groups, then what the member has not read (up to IM_CONNECT_PUSH_MAX per group), then the counts. */
const greet = async (context: AppContext, hub: ImHub, client: ImClient) => {
  hub.send(client, {
    type: 'CONNECT_SUCCESS',
    data: { socketId: client.socketId, userId: client.party.id, userKind: client.userKind },
  });
  const groups = await listGroups(context, client.party);
  hub.send(client, { type: 'GROUP_LIST', data: groups });
  let count = 0;
  for (const group of groups) {
    if (group.lastOffset <= group.readOffset) continue;
    const missed = await listMessages(context, client.party, {
      groupId: group.id,
      afterOffset: Math.max(group.readOffset, group.lastOffset - IM_CONNECT_PUSH_MAX),
      limit: IM_CONNECT_PUSH_MAX,
    });
    for (const message of missed) hub.send(client, { type: 'MESSAGE', data: message });
    count += missed.length;
  }
  hub.send(client, { type: 'MESSAGE_PUSH_COMPLETED', data: { count } });
  // The counts the list already holds: no query per group.
  const total = groups.reduce((sum, group) => sum + group.unreadCount, 0);
  for (const group of groups)
    if (group.unreadCount > 0) hub.send(client, unreadCountFrame(group, group.unreadCount, total));
};

/** The uuid of a SEND_MESSAGE frame that failed validation, when it carries a usable one (the client marks it failed). */
const uuidOf = (json: unknown): string | null => {
  const uuid = (json as { data?: { uuid?: unknown } } | null)?.data?.uuid;
  return typeof uuid === 'string' && uuid.length <= 64 ? uuid : null;
};

const handleFrame = async (context: AppContext, hub: ImHub, client: ImClient, text: string) => {
  if (text === IM_PING_TEXT) return hub.send(client, IM_PONG_TEXT);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return hub.send(
      client,
      hub.systemError(
        client,
        null,
        new AppError('BAD_REQUEST', { field: 'frame', values: { reason: 'not valid JSON' } }),
      ),
    );
  }
  const parsed = imClientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'type';
    return hub.send(
      client,
      hub.systemError(
        client,
        uuidOf(json),
        new AppError('BAD_REQUEST', { field, values: { reason: issue?.message ?? 'invalid' } }),
      ),
    );
  }
  const frame = parsed.data;
  if (frame.type === 'language') {
    client.language = resolveLanguage(frame.data);
    return;
  }
  try {
    if (!client.canWrite) fail('FORBIDDEN');
    if (frame.type === 'SEND_MESSAGE') {
      const { message, isRepeat } = await sendMessage(context, client.party, frame.data);
      // A fresh message reaches this socket through the bus like every member's; a repeat only answers here.
      if (isRepeat) hub.send(client, { type: 'MESSAGE', data: message });
    } else await ackMessage(context, client.party, frame.data.msgId);
  } catch (error) {
    if (!(error instanceof AppError)) context.logger.error({ err: error }, 'chat frame failed');
    hub.send(client, hub.systemError(client, frame.type === 'SEND_MESSAGE' ? frame.data.uuid : null, error));
  }
};

const attach = async (
  context: AppContext,
  hub: ImHub,
  socket: WebSocket,
  request: FastifyRequest,
  messagesPerSecond: number,
) => {
  const query = queryOf(request);
  const releaseSlot = request.releaseSocketSlot;
  if (releaseSlot) (request.raw.socket as Socket | undefined)?.removeListener('close', releaseSlot);
  socket.on('close', () => releaseSlot?.());
  releaseUpgradeRequest(socket, request);
  socket.on('error', () => socket.terminate());
  // Frames that arrive while the token is checked wait for it, in order.
  const early: string[] = [];
  const queue = (raw: Buffer) => early.push(raw.toString());
  socket.on('message', queue);
  const verified = await verifyToken(context, query.Authorization);
  if (!verified) {
    // Spec §7: the plain text, then the close; the client refreshes its token and connects again.
    socket.send(IM_INVALID_TOKEN_TEXT);
    socket.close(TOKEN_CLOSE_CODE, 'invalid token');
    return;
  }
  const client: ImClient = {
    socket,
    socketId: query.socketId?.slice(0, 64) || randomUUID(),
    ...verified,
    language: resolveLanguage(request.headers.language as string | undefined),
    lastHeardMs: context.clock.nowMs(),
  };
  const isWithinRate = frameGate(socket, messagesPerSecond, () => context.clock.nowMs());
  // One frame at a time per socket: a client's messages are stored in the order it sent them.
  let chain = Promise.resolve();
  const onFrame = (text: string, isBinary: boolean) => {
    if (!isWithinRate()) return;
    client.lastHeardMs = context.clock.nowMs();
    if (isBinary) {
      hub.send(
        client,
        hub.systemError(
          client,
          null,
          new AppError('BAD_REQUEST', {
            field: 'frame',
            values: { reason: 'binary frames are not accepted' },
          }),
        ),
      );
      return;
    }
    chain = chain
      .then(() => handleFrame(context, hub, client, text))
      .catch((error: unknown) => {
        context.logger.error({ err: error }, 'chat frame failed');
      });
  };
  socket.off('message', queue);
  socket.on('message', (raw: Buffer, isBinary: boolean) => onFrame(raw.toString(), isBinary));
  socket.on('ping', isWithinRate);
  socket.on('close', () => hub.remove(client));
  if (socket.readyState !== socket.OPEN) return;
  hub.add(client);
  chain = greet(context, hub, client).catch((error: unknown) => {
    context.logger.error({ err: error }, 'chat greeting failed');
  });
  for (const text of early) onFrame(text, false);
};

/**
 * The chat socket at /im-websocket (README): origin and the address's connection count are checked before the
 * upgrade; the token after it, so a bad one gets the spec's plain 'Invalid token' before the close.
 */
export const registerImSocket = async (app: FastifyInstance, context: AppContext) => {
  const hub = new ImHub(context);
  const connections = new AddressConnectionLimit(context.config.SOCKET_MAX_CONNECTIONS_PER_ADDRESS);
  const messagesPerSecond = context.config.SOCKET_MESSAGES_PER_SECOND;
  app.get(
    IM_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!isOriginAllowed(request, context.config.ALLOWED_ORIGINS)) throw new AppError('FORBIDDEN');
        if (request.ws) reserveSlot(request, connections);
      },
      onResponse: async (request) => request.releaseSocketSlot?.(),
    },
    (socket, request) => void attach(context, hub, socket, request, messagesPerSecond),
  );
  const stopChat = await context.bus.subscribe(IM_EVENTS_CHANNEL, (message) => {
    hub.deliver(message as ImEvent).catch((error: unknown) => {
      context.logger.error({ err: error }, 'chat event not delivered');
    });
  });
  const stopUsers = await context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => {
    const event = message as UserEvent;
    if (event.type === 'FORCE_LOGOUT') hub.endSession(`user:${event.userId}`, event.sessionId);
  });
  const sweeper = setInterval(() => hub.sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await stopChat();
    await stopUsers();
    hub.close();
  });
  return hub;
};
