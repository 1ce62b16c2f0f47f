import { z } from 'zod';

/**
 * The data socket's protocol (`/app-websocket`), defined once (CONVENTIONS.md 8). Every frame is JSON `{type, data}`
 * except the text heartbeat: the client sends `ping` every 2 s and the server answers `pong`.
 * Connect with query `Authorization=<access token>` (optional: market data needs none, user pushes do),
 * `socketId` (optional, echoed in READY) and `version` (the protocol version the client speaks).
 */
export const DATA_SOCKET_PATH = '/app-websocket';
export const DATA_SOCKET_VERSION = 1;
export const HEARTBEAT_TEXT = 'ping';
export const HEARTBEAT_REPLY = 'pong';
/** Largest frame either side accepts. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Symbols one connection may follow at once. */
export const MAX_SUBSCRIPTIONS = 500;

const symbolSchema = z.string().regex(/^[A-Z0-9.]{2,20}$/, 'must be an upper-case symbol');

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('SUB'), data: z.array(symbolSchema).max(MAX_SUBSCRIPTIONS) }),
  z.strictObject({ type: z.literal('UNSUB'), data: z.array(symbolSchema).max(MAX_SUBSCRIPTIONS) }),
  z.strictObject({ type: z.literal('language'), data: z.string().min(2).max(10) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Market row of spec §3: p pair, a last price, b 24 h volume, pe change %, peA change amount, t time (ms), st status
 * (QuoteStatus from http/market/market-row.ts). */
export const marketRowSchema = z.object({
  p: z.string(),
  a: z.string(),
  b: z.string(),
  pe: z.string(),
  peA: z.string(),
  t: z.number().int(),
  /** QuoteStatus, the same values as the market list's `status`: 1 live, 2 stale (the source went quiet). A row is
   * only pushed once a price exists, so 0 (no price) never appears here; market hours are the list's `isOpen`. */
  st: z.number().int(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;

/** Depth row of spec §3: p pair, a asks and b bids as [price, quantity] pairs, best first. */
export const depthRowSchema = z.object({
  p: z.string(),
  a: z.array(z.tuple([z.string(), z.string()])),
  b: z.array(z.tuple([z.string(), z.string()])),
});

/** Why a user push asks the client to drop its session (spec §4 forced logout, §8 messages). */
export const ForceLogoutReason = ['otherLogin', 'accountDeleted'] as const;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('READY'),
    data: z.object({ socketId: z.string(), version: z.number().int(), isAuthenticated: z.boolean() }),
  }),
  z.object({ type: z.literal('SUBSCRIBED'), data: z.array(z.string()) }),
  z.object({ type: z.literal('MARKET'), data: marketRowSchema }),
  z.object({ type: z.literal('DEPTH'), data: depthRowSchema }),
  z.object({ type: z.literal('FORCE_LOGOUT'), data: z.object({ reason: z.enum(ForceLogoutReason) }) }),
  /** A client error: the frame was not understood; `field` names what was wrong. The socket stays open. */
  z.object({
    type: z.literal('ERROR'),
    data: z.object({ code: z.number().int(), field: z.string().optional(), msg: z.string() }),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
