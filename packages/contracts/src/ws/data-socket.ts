import { z } from 'zod';
import { KLINE_INTERVAL_VALUES } from '../http/market/get-klines';
import { orderInfoSchema } from '../http/contract/contract-common';
import { spotOrderSchema } from '../http/spot/spot-common';
import { stockOrderSchema } from '../http/stock/stock-common';
import { InstrumentType } from '../enums';

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

/**
 * What a client subscribes to. `<type>:<SYMBOL>` is the market row of one instrument (type 1 coin, 2 contract,
 * 3 stock, 5 fast contract), `<type>:<SYMBOL>:depth` its order book, `<type>:<SYMBOL>:kline:<interval>` its open
 * candle at that interval.
 */
export const TOPIC_PATTERN = new RegExp(
  `^[1235]:[A-Z0-9.]{1,20}(:depth|:kline:(${KLINE_INTERVAL_VALUES.join('|')}))?$`,
);
export type TopicKind = 'market' | 'depth' | 'kline';
export const marketTopic = (type: number, symbol: string) => `${type}:${symbol}`;
export const depthTopic = (type: number, symbol: string) => `${type}:${symbol}:depth`;
export const klineTopic = (type: number, symbol: string, interval: string) =>
  `${type}:${symbol}:kline:${interval}`;

/** The parts of a valid topic. */
export const parseTopic = (topic: string) => {
  const [type, symbol, kind, interval] = topic.split(':');
  return {
    type: Number(type),
    symbol: symbol ?? '',
    kind: (kind ?? 'market') as TopicKind,
    interval: interval ?? null,
  };
};

/**
 * The spec's client subscribes with plain symbols (`["BTCUSDT"]`) and its default coin type is the contract (spec §9),
 * so a plain symbol in SUB or UNSUB stands for that instrument's contract market row: `BTCUSDT` → `2:BTCUSDT`.
 */
export const PLAIN_SYMBOL_PATTERN = /^[A-Z0-9.]{1,20}$/;
export const DEFAULT_TOPIC_TYPE = InstrumentType.contract;

/** The topic a SUB or UNSUB entry names: typed topics as they are, a plain symbol as its contract market row. */
export const resolveTopic = (topic: string) =>
  PLAIN_SYMBOL_PATTERN.test(topic) ? marketTopic(DEFAULT_TOPIC_TYPE, topic) : topic;

const topicSchema = z
  .string()
  .refine(
    (topic) => TOPIC_PATTERN.test(topic) || PLAIN_SYMBOL_PATTERN.test(topic),
    'must be a topic such as 1:BTCUSDT, 1:BTCUSDT:depth or 1:BTCUSDT:kline:30, or a plain symbol (its contract)',
  );

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('SUB'), data: z.array(topicSchema).max(MAX_SUBSCRIPTIONS) }),
  z.strictObject({ type: z.literal('UNSUB'), data: z.array(topicSchema).max(MAX_SUBSCRIPTIONS) }),
  z.strictObject({ type: z.literal('language'), data: z.string().min(2).max(10) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Market row of spec §3: p pair, a last price, b 24 h volume, pe change %, peA change amount, t time (ms), st status
 * (QuoteStatus from http/market/market-row.ts); plus `type` (instrument type, so a client following BTCUSDT as a
 * coin and as a contract can tell the rows apart), the 24 h high and low, and contracts' mark price. */
export const marketRowSchema = z.object({
  p: z.string(),
  type: z.number().int(),
  a: z.string(),
  b: z.string(),
  pe: z.string(),
  peA: z.string(),
  t: z.number().int(),
  /** QuoteStatus, the same values as the market list's `status`: 1 live, 2 stale (the source went quiet). A row is
   * only pushed once a price exists, so 0 (no price) never appears here; market hours are the list's `isOpen`. */
  st: z.number().int(),
  h: z.string().optional(),
  l: z.string().optional(),
  /** Contracts: mark price (DESIGN.md §7). */
  mp: z.string().optional(),
});
export type MarketRow = z.infer<typeof marketRowSchema>;

/** Depth row of spec §3: p pair, a asks and b bids as [price, quantity] pairs, best first; `t` its time (ms). */
export const depthRowSchema = z.object({
  p: z.string(),
  type: z.number().int(),
  a: z.array(z.tuple([z.string(), z.string()])),
  b: z.array(z.tuple([z.string(), z.string()])),
  t: z.number().int(),
});
export type DepthRow = z.infer<typeof depthRowSchema>;

/**
 * Candlestick row of spec §3: s symbol, ts time of the update (ms); the open candle of `interval` opening at `t`,
 * with o/h/l/c/v as in the kline list. A row with a later `t` means the previous candle closed.
 */
export const candlestickRowSchema = z.object({
  s: z.string(),
  type: z.number().int(),
  interval: z.enum(KLINE_INTERVAL_VALUES),
  ts: z.number().int(),
  t: z.number().int(),
  o: z.string(),
  h: z.string(),
  l: z.string(),
  c: z.string(),
  v: z.string(),
});
export type CandlestickRow = z.infer<typeof candlestickRowSchema>;

/** Why a user push asks the client to drop its session (spec §4 forced logout, §8 messages). */
/** otherLogin: another device signed in; accountDeleted: staff deleted the account; staff: staff ended the session. */
export const ForceLogoutReason = ['otherLogin', 'accountDeleted', 'staff'] as const;

export const reviewNoticeSchema = z.object({
  id: z.number().int(),
  no: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  operateBalance: z.string(),
  availableBalance: z.string(),
  coinName: z.string(),
});
export type ReviewNotice = z.infer<typeof reviewNoticeSchema>;

/** One open position's live valuation in a CONTRACT_ACCOUNT push (the rest of the row is in positions' HTTP read). */
export const positionTickSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  endPrice: z.string(),
  plAmount: z.string(),
  plRatio: z.string(),
  liquidationPrice: z.string().nullable(),
});
export type PositionTick = z.infer<typeof positionTickSchema>;

/** A take-profit or stop-loss fired and closed a position at market (spec §7 "contract stop profit/loss"). */
export const contractStopSchema = z.object({
  positionId: z.number().int(),
  orderId: z.number().int(),
  symbol: z.string(),
  /** ContractOrderTrigger: 2 take-profit, 3 stop-loss. */
  trigger: z.number().int(),
  triggerPrice: z.string(),
  dealPrice: z.string(),
  quantity: z.string(),
  plAmount: z.string(),
});
export type ContractStop = z.infer<typeof contractStopSchema>;

/** A forced liquidation (spec §7): the positions closed at their bankruptcy price and the collateral lost. */
export const contractLiquidationSchema = z.object({
  marginMode: z.number().int(),
  positions: z.array(
    z.object({
      positionId: z.number().int(),
      symbol: z.string(),
      direction: z.number().int(),
      quantity: z.string(),
      /** The mark price it was liquidated at. */
      markPrice: z.string(),
      /** Where it closed: the bankruptcy price (the holder loses the margin, no more). */
      dealPrice: z.string(),
    }),
  ),
  /** The mark price of the first position (for a one-line message). */
  markPrice: z.string(),
  /** The margin (isolated) or the cross wallet balance the holder lost. */
  forfeited: z.string(),
});
export type ContractLiquidation = z.infer<typeof contractLiquidationSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('READY'),
    data: z.object({ socketId: z.string(), version: z.number().int(), isAuthenticated: z.boolean() }),
  }),
  z.object({ type: z.literal('SUBSCRIBED'), data: z.array(z.string()) }),
  z.object({ type: z.literal('MARKET'), data: marketRowSchema }),
  z.object({ type: z.literal('DEPTH'), data: depthRowSchema }),
  z.object({ type: z.literal('KLINE'), data: candlestickRowSchema }),
  z.object({ type: z.literal('FORCE_LOGOUT'), data: z.object({ reason: z.enum(ForceLogoutReason) }) }),
  /** The user's balances changed (a deposit credited, a transfer, a swap, a hold placed or released): refetch. */
  z.object({
    type: z.literal('WALLET_UPDATE'),
    data: z.object({ wallets: z.array(z.string()), coin: z.string() }),
  }),
  /** Spec §3 "other notices": a deposit or withdrawal was reviewed. status is the ReviewStatus it reached (−1 rejected,
   * 1 credited/completed); remark is staff's reason; operateBalance the amount, availableBalance the spot balance after. */
  z.object({ type: z.literal('RECHARGE_NOTICE'), data: reviewNoticeSchema }),
  z.object({ type: z.literal('WITHDRAW_NOTICE'), data: reviewNoticeSchema }),
  /** The live account summary (spec §3 orderInfo) and each open position's PnL, at most 4 times a second. */
  z.object({
    type: z.literal('CONTRACT_ACCOUNT'),
    data: z.object({
      orderInfo: orderInfoSchema,
      positions: z.array(positionTickSchema),
      time: z.number().int(),
    }),
  }),
  z.object({ type: z.literal('CONTRACT_STOP'), data: contractStopSchema }),
  z.object({ type: z.literal('CONTRACT_LIQUIDATION'), data: contractLiquidationSchema }),
  /** A pending order filled or was cancelled by the engine (not by the caller's own request): refetch orders. */
  z.object({
    type: z.literal('CONTRACT_ORDER'),
    data: z.object({ orderId: z.number().int(), symbol: z.string(), status: z.number().int() }),
  }),
  /** A spot order filled or was cancelled (status 1 / -2), or a stop-limit triggered: the order as it is now. */
  z.object({ type: z.literal('SPOT_ORDER'), data: spotOrderSchema }),
  /** A stock order was placed, filled (a limit by the fill job too) or cancelled: the order as it is now. */
  z.object({ type: z.literal('STOCK_ORDER'), data: stockOrderSchema }),
  /** A fast contract opened (status 0) or settled (1 won, 2 lost, 3 tie, 4 void): refetch it; prices as recorded. */
  z.object({
    type: z.literal('FAST_CONTRACT_ORDER'),
    data: z.object({
      orderId: z.number().int(),
      symbol: z.string(),
      status: z.number().int(),
      openPrice: z.string(),
      closePrice: z.string().nullable(),
      payout: z.string().nullable(),
    }),
  }),
  /** Staff rejected the user's real-name submission (spec: the 'Real name rejected' modal with the remark). */
  z.object({
    type: z.literal('REAL_NAME_NOTICE'),
    data: z.object({ status: z.number().int(), remark: z.string().nullable() }),
  }),
  /** Staff decided the user's VIP application (spec "VIP audit"): status 1 approved, −1 rejected, with the remark. */
  z.object({
    type: z.literal('VIP_AUDIT'),
    data: z.object({
      applicationId: z.number().int(),
      level: z.number().int(),
      status: z.number().int(),
      remark: z.string().nullable(),
    }),
  }),
  /** A loan's LTV reached its margin-call LTV (once per crossing): add collateral or repay before liquidation LTV. */
  z.object({
    type: z.literal('LOAN_MARGIN_CALL'),
    data: z.object({
      loanId: z.number().int(),
      collateralCoin: z.string(),
      ltv: z.string(),
      marginCallLtv: z.string(),
      liquidationLtv: z.string(),
    }),
  }),
  /** A C2C order of the user changed state (opened, paid, released, cancelled, expired, appealed, decided). */
  z.object({
    type: z.literal('C2C_ORDER'),
    data: z.object({ orderId: z.number().int(), no: z.string(), status: z.number().int(), step: z.string() }),
  }),
  /** Staff restricted or restored the account's trading or withdrawals: refetch the profile. */
  z.object({
    type: z.literal('ACCOUNT_RESTRICTIONS'),
    data: z.object({ isTradingRestricted: z.boolean(), isWithdrawalFrozen: z.boolean() }),
  }),
  /** A version notice (spec §4): updateType 0 ignored, 1 prompts to update, 2 forces a reload; sent to every socket. */
  z.object({
    type: z.literal('VERSION_UPDATE'),
    data: z.object({ id: z.number().int(), updateType: z.number().int(), version: z.string() }),
  }),
  /** A durable message was written for the user (issue 21 §3): refresh the unread count. */
  z.object({
    type: z.literal('NOTICE'),
    data: z.object({ id: z.number().int(), category: z.number().int() }),
  }),
  /** A client error: the frame was not understood; `field` names what was wrong. The socket stays open. */
  z.object({
    type: z.literal('ERROR'),
    data: z.object({ code: z.number().int(), field: z.string().optional(), msg: z.string() }),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
