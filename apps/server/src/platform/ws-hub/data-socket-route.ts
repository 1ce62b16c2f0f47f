import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
// Brings in @fastify/websocket's route typings (the plugin itself is registered in app.ts).
import type {} from '@fastify/websocket';
import {
  DATA_SOCKET_PATH,
  DATA_SOCKET_VERSION,
  clientMessageSchema,
  type ServerMessage,
} from '@exchange/contracts';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { resolveLanguage } from '../i18n';
import { authenticateToken } from '../http/auth-guard';
import type { Client, DataSocketHub } from './data-socket-hub';
import { BROADCAST_CHANNEL, type BroadcastEvent } from './broadcast';
import {
  PRESENCE_INTERVAL_MS,
  USER_EVENTS_CHANNEL,
  USER_PRESENCE_CHANNEL,
  type UserEvent,
  type UserPresence,
} from './channels';
import { publishQuietly } from '../bus/index';
import { AddressConnectionLimit } from './socket-limits';
import { frameGate, isOriginAllowed, queryOf, releaseUpgradeRequest, reserveSlot } from './socket-gate';
import { resolveSubscription, resolveUnsubscription } from './subscription-request';

interface SocketLimits {
  connections: AddressConnectionLimit;
  messagesPerSecond: number;
}

const attach = (
  hub: DataSocketHub,
  socket: WebSocket,
  request: FastifyRequest,
  nowMs: () => number,
  limits: SocketLimits,
  announce: (userIds: number[]) => void,
) => {
  const query = queryOf(request);
  const caller = request.socketCaller ?? null;
  const releaseSlot = request.releaseSocketSlot;
  // From here the socket's own close gives the place back; the TCP listener would cost memory for the socket's life.
  if (releaseSlot) (request.raw.socket as Socket | undefined)?.removeListener('close', releaseSlot);
  const isWithinRate = frameGate(socket, limits.messagesPerSecond, nowMs);
  const client: Client = {
    socket,
    socketId: query.socketId?.slice(0, 64) || randomUUID(),
    userId: caller?.userId ?? null,
    sessionId: caller?.sessionId ?? null,
    language: resolveLanguage(request.headers.language as string | undefined),
    symbols: new Set(),
    lastHeardMs: nowMs(),
  };
  hub.add(client);
  releaseUpgradeRequest(socket, request);
  socket.on('message', (raw: Buffer, isBinary: boolean) => {
    if (isWithinRate()) handleFrame(hub, client, raw.toString(), isBinary);
  });
  socket.on('ping', isWithinRate);
  socket.on('pong', () => {
    if (isWithinRate()) client.lastHeardMs = nowMs();
  });
  socket.on('close', () => {
    hub.remove(client);
    releaseSlot?.();
  });
  socket.on('error', () => hub.remove(client));
  hub.send(client, {
    type: 'READY',
    data: { socketId: client.socketId, version: DATA_SOCKET_VERSION, isAuthenticated: caller !== null },
  });
  if (client.userId !== null) announce([client.userId]);
};

const handleFrame = (hub: DataSocketHub, client: Client, text: string, isBinary: boolean) => {
  if (hub.heard(client, text)) return;
  const fail = (field: string, msg: string) =>
    hub.send(client, { type: 'ERROR', data: { code: 400, field, msg } });
  if (isBinary) return fail('frame', 'binary frames are not accepted');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('frame', 'not valid JSON');
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(issue?.path.join('.') || 'type', issue?.message ?? 'invalid');
  }
  const message = parsed.data;
  if (message.type === 'SUB') {
    const subscription = resolveSubscription(message.data, (type, symbol) => hub.isListed(type, symbol));
    if (subscription.error) hub.send(client, subscription.error);
    hub.send(client, { type: 'SUBSCRIBED', data: hub.subscribe(client, subscription.topics) });
  } else if (message.type === 'UNSUB') {
    const topics = resolveUnsubscription(message.data);
    hub.send(client, { type: 'SUBSCRIBED', data: hub.unsubscribe(client, topics) });
  } else client.language = resolveLanguage(message.data);
};

/**
 * The data socket at /app-websocket. The origin, the address's connection count and the optional access token are
 * checked before the upgrade, so a refused connection gets a plain HTTP answer (401 → the client refreshes, 409 → it
 * logs out, 403 → bad origin, 429 → this address holds SOCKET_MAX_CONNECTIONS_PER_ADDRESS sockets already).
 */
export const registerDataSocket = async (
  app: FastifyInstance,
  context: AppContext,
  hub: DataSocketHub,
  allowedOrigins: readonly string[],
) => {
  const limits: SocketLimits = {
    connections: new AddressConnectionLimit(context.config.SOCKET_MAX_CONNECTIONS_PER_ADDRESS),
    messagesPerSecond: context.config.SOCKET_MESSAGES_PER_SECOND,
  };
  app.get(
    DATA_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!isOriginAllowed(request, allowedOrigins)) throw new AppError('FORBIDDEN');
        // A plain GET is answered 404 by the plugin and holds no socket, so it takes no place.
        if (request.ws) reserveSlot(request, limits.connections);
        const token = queryOf(request).Authorization;
        request.socketCaller = token ? await authenticateToken(context, token, 'session') : null;
      },
      // Only a refused upgrade is answered over HTTP (an accepted one is hijacked): its place goes back at once.
      onResponse: async (request) => request.releaseSocketSlot?.(),
    },
    (socket, request) => attach(hub, socket, request, () => context.clock.nowMs(), limits, announce),
  );
  const announce = (userIds: number[]) =>
    void publishQuietly(context, USER_PRESENCE_CHANNEL, { userIds } satisfies UserPresence, {
      message: 'presence not published',
    });
  const stopUserEvents = await context.bus.subscribe(USER_EVENTS_CHANNEL, (message) => {
    const event = message as UserEvent;
    if (event.type === 'PUSH') {
      hub.sendToUser({ userId: event.userId }, event.message);
      return;
    }
    const push: ServerMessage = { type: 'FORCE_LOGOUT', data: { reason: event.reason } };
    hub.sendToUser(
      { userId: event.userId, ...(event.sessionId ? { sessionId: event.sessionId } : {}) },
      push,
    );
  });
  const stopBroadcasts = await context.bus.subscribe(BROADCAST_CHANNEL, (message) => {
    hub.broadcast((message as BroadcastEvent).message);
  });
  const presenceTimer = setInterval(() => {
    const userIds = hub.connectedUserIds();
    if (userIds.length > 0) announce(userIds);
  }, PRESENCE_INTERVAL_MS);
  presenceTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(presenceTimer);
    await stopUserEvents();
    await stopBroadcasts();
    hub.close();
  });
};
