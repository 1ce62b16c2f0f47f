import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
// Brings in @fastify/websocket's route typings (the plugin itself is registered in app.ts).
import type {} from '@fastify/websocket';
import {
  DATA_SOCKET_PATH,
  DATA_SOCKET_VERSION,
  clientMessageSchema,
  type ServerMessage,
} from '@exchange/contracts';
import type { AppContext, Caller } from '../context';
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
import {
  AddressConnectionLimit,
  BURST_FACTOR,
  CONNECTION_RETRY_AFTER_SECONDS,
  POLICY_VIOLATION_CLOSE_CODE,
  TokenBucket,
} from './socket-limits';
import { resolveSubscription, resolveUnsubscription } from './subscription-request';

declare module 'fastify' {
  interface FastifyRequest {
    socketCaller?: Caller | null;
    /** Frees this upgrade's place in the per-address count (idempotent). */
    releaseSocketSlot?: () => void;
  }
}

interface SocketLimits {
  connections: AddressConnectionLimit;
  messagesPerSecond: number;
}

/** Browsers send Origin on a socket upgrade: only the configured origins (or, unconfigured, this host) may connect. */
const isOriginAllowed = (request: FastifyRequest, allowedOrigins: readonly string[]) => {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.length > 0) return allowedOrigins.includes(origin);
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

const queryOf = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/**
 * Lets the upgrade's HTTP objects go once the socket is ours. @fastify/websocket routes the upgrade through a
 * ServerResponse attached to the TCP socket and adds an error listener closing over the request and reply (and
 * their logger); both would stay reachable for the socket's whole life, about 4 KB per connection. Errors on the
 * socket are still handled: `attach` listens for them.
 */
const releaseUpgradeRequest = (socket: WebSocket, request: FastifyRequest) => {
  socket.removeAllListeners('error');
  const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined;
  if (tcp?._httpMessage) tcp._httpMessage = null;
};

/**
 * Takes one of the caller's address's places before anything is awaited: checking here and counting only once the
 * socket is open would let a burst of upgrades all pass the check while their tokens are verified.
 */
const reserveSlot = (request: FastifyRequest, connections: AddressConnectionLimit) => {
  // `request.ip` follows TRUST_PROXY: behind the configured proxies it is the client, never a header it chose.
  const release = connections.acquire(request.ip ?? 'unknown');
  if (!release)
    throw new AppError('RATE_LIMITED', {
      values: { seconds: CONNECTION_RETRY_AFTER_SECONDS },
      data: { retryAfterSeconds: CONNECTION_RETRY_AFTER_SECONDS },
    });
  request.releaseSocketSlot = release;
  // ws drops a connection that died while its token was checked without ever calling the handler; on a real server
  // the TCP socket closing is the one event every ending shares (refused, closed, or gone before the upgrade).
  (request.raw.socket as Socket | undefined)?.once('close', release);
};

/** Every frame counts, protocol pings included (ws answers those itself); over the limit the socket is closed. */
const frameGate = (socket: WebSocket, messagesPerSecond: number, nowMs: () => number) => {
  const bucket = new TokenBucket(messagesPerSecond, messagesPerSecond * BURST_FACTOR, nowMs);
  return () => {
    // Frames already read behind the one that broke the limit arrive while the socket closes: none is answered.
    if (socket.readyState !== socket.OPEN) return false;
    if (bucket.take()) return true;
    socket.close(POLICY_VIOLATION_CLOSE_CODE, 'too many messages');
    return false;
  };
};

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
