import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Caller } from '../context';
import { AppError } from '../errors';
import type { AddressConnectionLimit } from './socket-limits';
import {
  BURST_FACTOR,
  CONNECTION_RETRY_AFTER_SECONDS,
  POLICY_VIOLATION_CLOSE_CODE,
  TokenBucket,
} from './socket-limits';

/** What both sockets (data /app-websocket, chat /im-websocket) check before and after an upgrade. */

declare module 'fastify' {
  interface FastifyRequest {
    socketCaller?: Caller | null;
    /** Frees this upgrade's place in the per-address count (idempotent). */
    releaseSocketSlot?: () => void;
  }
}

/** Browsers send Origin on a socket upgrade: only the configured origins (or, unconfigured, this host) may connect. */
export const isOriginAllowed = (request: FastifyRequest, allowedOrigins: readonly string[]) => {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.length > 0) return allowedOrigins.includes(origin);
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
};

export const queryOf = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/**
 * Lets the upgrade's HTTP objects go once the socket is ours. @fastify/websocket routes the upgrade through a
 * ServerResponse attached to the TCP socket and adds an error listener closing over the request and reply (and
 * their logger); both would stay reachable for the socket's whole life, about 4 KB per connection. Errors on the
 * socket are still handled: `attach` listens for them.
 */
export const releaseUpgradeRequest = (socket: WebSocket, request: FastifyRequest) => {
  socket.removeAllListeners('error');
  const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined;
  if (tcp?._httpMessage) tcp._httpMessage = null;
};

/**
 * Takes one of the caller's address's places before anything is awaited: checking here and counting only once the
 * socket is open would let a burst of upgrades all pass the check while their tokens are verified.
 */
export const reserveSlot = (request: FastifyRequest, connections: AddressConnectionLimit) => {
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
export const frameGate = (socket: WebSocket, messagesPerSecond: number, nowMs: () => number) => {
  const bucket = new TokenBucket(messagesPerSecond, messagesPerSecond * BURST_FACTOR, nowMs);
  return () => {
    // Frames already read behind the one that broke the limit arrive while the socket closes: none is answered.
    if (socket.readyState !== socket.OPEN) return false;
    if (bucket.take()) return true;
    socket.close(POLICY_VIOLATION_CLOSE_CODE, 'too many messages');
    return false;
  };
};
