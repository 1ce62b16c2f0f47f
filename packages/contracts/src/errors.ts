import { ShowType } from './envelope';
import type { ErrorDefinition } from './error-definition';
import { fastContractErrors } from './fast-contract-errors';
import { aiErrors } from './ai-errors';
import { subscriptionErrors } from './subscription-errors';
import { blockTradeErrors } from './block-trade-errors';
import { loanErrors } from './loan-errors';
import { vipErrors } from './vip-errors';
import { inviteErrors } from './invite-errors';
import { c2cErrors } from './c2c-errors';
import { spotErrors } from './spot-errors';
import { staffErrors } from './staff-errors';
import { stockErrors } from './stock-errors';

export type { ErrorDefinition } from './error-definition';
/**
 * The one error catalogue (DESIGN.md §5). HTTP status carries the class; `code` is the same number for generic
 * errors or a business code `1_MMM_NNN_XXX` (MMM = module: 002 auth, 003 member, 004 system, 005 files, 006 market,
 * 007 wallet, 008 staff, 009 contract trading, 010 spot, 011 stocks, 012 fast contracts, 013 AI trading, 014 subscriptions, 015 block trades, 016 loans, 017 VIP, 018 invite and rebate, 019 C2C; a product's own
 * refusals live in its `<product>-errors.ts`).
 * `key` is the i18n key in locales/<lang>/error.json that the server translates by the `language` header.
 */

const define = <T extends Record<string, ErrorDefinition>>(catalogue: T) => catalogue;

export const ErrorCodes = define({
  BAD_REQUEST: {
    code: 400,
    status: 400,
    key: 'badRequest',
    showType: ShowType.error,
    when: 'The request is malformed or a field is invalid; data.field names it.',
  },
  UNAUTHENTICATED: {
    code: 401,
    status: 401,
    key: 'unauthenticated',
    showType: ShowType.silent,
    when: 'No, expired or invalid access token; the client refreshes once.',
  },
  FORBIDDEN: {
    code: 403,
    status: 403,
    key: 'forbidden',
    showType: ShowType.error,
    when: 'The caller may not do this (wrong token type, e.g. an app token on the admin API).',
  },
  NOT_FOUND: {
    code: 404,
    status: 404,
    key: 'notFound',
    showType: ShowType.error,
    when: 'No such route or resource for this caller.',
  },
  SESSION_REPLACED: {
    code: 409,
    status: 409,
    key: 'sessionReplaced',
    showType: ShowType.error,
    when: 'The account logged in on another device; this session was revoked.',
  },
  SESSION_REVOKED: {
    code: 409,
    status: 409,
    key: 'sessionRevoked',
    showType: ShowType.error,
    when: 'The session ended: logout, password change, or a reused refresh token revoked the family.',
  },
  PAYLOAD_TOO_LARGE: {
    code: 413,
    status: 413,
    key: 'payloadTooLarge',
    showType: ShowType.error,
    when: 'An upload or body exceeds its size limit.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    code: 415,
    status: 415,
    key: 'unsupportedMediaType',
    showType: ShowType.error,
    when: 'An upload is not one of the allowed image types (checked by magic bytes).',
  },
  IDEMPOTENCY_MISMATCH: {
    code: 422,
    status: 422,
    key: 'idempotencyMismatch',
    showType: ShowType.error,
    when: 'An idempotency key was reused with a different body.',
  },
  RATE_LIMITED: {
    code: 429,
    status: 429,
    key: 'rateLimited',
    showType: ShowType.error,
    when: 'Too many attempts (login, codes, registration); data.retryAfterSeconds says when to retry.',
  },
  INTERNAL: {
    code: 500,
    status: 500,
    key: 'internal',
    showType: ShowType.error,
    when: 'An unexpected failure; details are logged, never returned.',
  },
  NOT_READY: {
    code: 503,
    status: 503,
    key: 'notReady',
    showType: ShowType.error,
    when: 'The server is starting or shutting down.',
  },

  BAD_CREDENTIALS: {
    code: 1_002_000_001,
    status: 400,
    key: 'badCredentials',
    showType: ShowType.error,
    when: 'Login with an unknown account or a wrong password (never says which).',
  },
  ACCOUNT_EXISTS: {
    code: 1_002_000_002,
    status: 409,
    key: 'accountExists',
    showType: ShowType.error,
    when: 'Registering an e-mail or phone that already has an account.',
  },
  CODE_INVALID: {
    code: 1_002_000_003,
    status: 400,
    key: 'codeInvalid',
    showType: ShowType.error,
    when: 'A verification code is wrong, expired or already used.',
  },
  CODE_ATTEMPTS_EXCEEDED: {
    code: 1_002_000_004,
    status: 429,
    key: 'codeAttemptsExceeded',
    showType: ShowType.error,
    when: 'Five wrong tries burn a verification code; request a new one.',
  },
  CAPTCHA_REQUIRED: {
    code: 1_002_000_005,
    status: 400,
    key: 'captchaRequired',
    showType: ShowType.warn,
    when: 'After repeated failures the call needs captchaId + captchaCode from img-captcha.',
  },
  CAPTCHA_INVALID: {
    code: 1_002_000_006,
    status: 400,
    key: 'captchaInvalid',
    showType: ShowType.error,
    when: 'The image captcha answer is wrong or expired (each captcha is single-use).',
  },
  CODE_COOLDOWN: {
    code: 1_002_000_007,
    status: 429,
    key: 'codeCooldown',
    showType: ShowType.warn,
    when: 'A code was sent to this target less than 60 s ago.',
  },
  INVITE_CODE_INVALID: {
    code: 1_002_000_008,
    status: 400,
    key: 'inviteCodeInvalid',
    showType: ShowType.error,
    when: 'The optional invite code matches no user’s active code (an unknown or a suspended one).',
  },
  OLD_PASSWORD_WRONG: {
    code: 1_002_000_009,
    status: 400,
    key: 'oldPasswordWrong',
    showType: ShowType.error,
    when: 'update-pwd with a wrong current password.',
  },
  ACCOUNT_DISABLED: {
    code: 1_002_000_010,
    status: 403,
    key: 'accountDisabled',
    showType: ShowType.error,
    when: 'The account is disabled or deleted.',
  },
  VISITOR_NOT_ALLOWED: {
    code: 1_002_000_011,
    status: 403,
    key: 'visitorNotAllowed',
    showType: ShowType.error,
    when: 'An anonymous visitor token calls a member-only operation.',
  },
  NO_CONTACT_FOR_CODE: {
    code: 1_002_000_012,
    status: 400,
    key: 'noContactForCode',
    showType: ShowType.error,
    when: 'A code was requested without a target and the account has no e-mail or phone.',
  },

  EMAIL_TAKEN: {
    code: 1_003_000_001,
    status: 409,
    key: 'emailTaken',
    showType: ShowType.error,
    when: 'update-email to an address another account uses.',
  },
  PHONE_TAKEN: {
    code: 1_003_000_002,
    status: 409,
    key: 'phoneTaken',
    showType: ShowType.error,
    when: 'update-phone to a number another account uses.',
  },
  REAL_NAME_LOCKED: {
    code: 1_003_000_003,
    status: 409,
    key: 'realNameLocked',
    showType: ShowType.error,
    when: 'Real-name submission while one is under review or already verified.',
  },
  FILE_REQUIRED: {
    code: 1_005_000_001,
    status: 400,
    key: 'fileRequired',
    showType: ShowType.error,
    when: 'A multipart call lacks a required file part; data.field names it.',
  },

  INSTRUMENT_NOT_FOUND: {
    code: 1_006_000_001,
    status: 404,
    key: 'instrumentNotFound',
    showType: ShowType.error,
    when: 'A favourites call names an instrument that does not exist or is not listed (delete accepts an unlisted one); data.field is instrumentId. A kline, depth or mark-price read names no listed instrument of that type; data.field is symbol.',
  },
  FAVOURITE_CATEGORY_MISMATCH: {
    code: 1_006_000_002,
    status: 400,
    key: 'favouriteCategoryMismatch',
    showType: ShowType.error,
    when: "A favourites call whose category is not the instrument's type (coin 1, contract 2, stock 3, fast contract 5); data.field is instrumentId.",
  },
  FAVOURITES_FULL: {
    code: 1_006_000_003,
    status: 422,
    key: 'favouritesFull',
    showType: ShowType.warn,
    when: 'Adding a favourite to a category that already holds the limit (200); removing one makes room.',
  },
  INSUFFICIENT_BALANCE: {
    code: 1_007_000_001,
    status: 422,
    key: 'insufficientBalance',
    showType: ShowType.warn,
    when: 'A transfer, hold or withdrawal asks for more than the available balance; data.field is amount. Nothing moved.',
  },
  HOLD_NOT_PENDING: {
    code: 1_007_000_002,
    status: 409,
    key: 'holdNotPending',
    showType: ShowType.warn,
    when: 'A hold was already completed or released (or never existed) when asked to complete or release it; data.field is pendingId.',
  },
  PRICE_UNAVAILABLE: {
    code: 1_006_000_004,
    status: 404,
    key: 'priceUnavailable',
    showType: ShowType.warn,
    when: 'A mark-price read for a contract the price source has not priced yet (or whose feed is stale); data.field is symbol.',
  },
  PAY_PASSWORD_NOT_SET: {
    code: 1_007_000_003,
    status: 422,
    key: 'payPasswordNotSet',
    showType: ShowType.warn,
    when: 'A withdrawal from a user who has not set a pay password yet (member/update-pay-pwd); data.field is payPassword.',
  },
  PAY_PASSWORD_WRONG: {
    code: 1_007_000_004,
    status: 422,
    key: 'payPasswordWrong',
    showType: ShowType.error,
    when: 'The pay password does not match; data.field is payPassword. Five misses in an hour lock withdrawals for the hour (RATE_LIMITED).',
  },
  CHANNEL_UNAVAILABLE: {
    code: 1_007_000_005,
    status: 404,
    key: 'channelUnavailable',
    showType: ShowType.error,
    when: 'The deposit or withdrawal channel does not exist, is disabled, or is for the other direction; data.field is channelId.',
  },
  AMOUNT_OUT_OF_RANGE: {
    code: 1_007_000_006,
    status: 422,
    key: 'amountOutOfRange',
    showType: ShowType.warn,
    when: "The amount is below the channel's (or pair's) minimum or above its maximum; data.field is amount, values min and max.",
  },
  DAILY_LIMIT_EXCEEDED: {
    code: 1_007_000_007,
    status: 422,
    key: 'dailyLimitExceeded',
    showType: ShowType.warn,
    when: "The withdrawal would take today's (UTC) total through this channel over its daily limit; data.field is amount, values limit and remaining.",
  },
  REVIEW_STATE_CHANGED: {
    code: 1_007_000_008,
    status: 409,
    key: 'reviewStateChanged',
    showType: ShowType.warn,
    when: 'A deposit or withdrawal review action (approve, complete, reject, cancel) on a request that is no longer in a state that allows it — someone else acted first. Nothing changed.',
  },
  SLIPPAGE_EXCEEDED: {
    code: 1_007_000_009,
    status: 409,
    key: 'slippageExceeded',
    showType: ShowType.warn,
    when: 'A flash exchange whose live price moved against expectedPrice by more than maxSlippage; data.field is expectedPrice, values price (the live one). Nothing moved.',
  },
  DEMO_FUNDS_UNAVAILABLE: {
    code: 1_007_000_010,
    status: 403,
    key: 'demoFunds.unavailable',
    showType: ShowType.error,
    when: 'Demo funds asked for while the market runs on a live price feed: they exist only on the demo market (the simulator). Nothing moved.',
  },
  DEMO_FUNDS_CLAIMED: {
    code: 1_007_000_011,
    status: 409,
    key: 'demoFunds.claimed',
    showType: ShowType.warn,
    when: 'Demo funds were already taken today (UTC); values next (the next UTC midnight), data.retryAfterSeconds until then. Nothing moved.',
  },
  LEVERAGE_NOT_ALLOWED: {
    code: 1_009_000_001,
    status: 422,
    key: 'leverageNotAllowed',
    showType: ShowType.warn,
    when: "A contract order's leverage is above what the resulting position's notional bracket (or the operator's cap) allows; data.field is lever, values max.",
  },
  MARGIN_MODE_CONFLICT: {
    code: 1_009_000_002,
    status: 422,
    key: 'marginModeConflict',
    showType: ShowType.warn,
    when: 'An order asks for another margin mode than the position or open orders the caller already has in that symbol; data.field is marginMode.',
  },
  LEVERAGE_CONFLICT: {
    code: 1_009_000_003,
    status: 422,
    key: 'leverageConflict',
    showType: ShowType.warn,
    when: 'An order asks for another leverage than the position or open orders the caller already has in that symbol; data.field is lever, values lever.',
  },
  POSITION_SIDE_CONFLICT: {
    code: 1_009_000_004,
    status: 422,
    key: 'positionSideConflict',
    showType: ShowType.warn,
    when: 'One-way mode: an order opens the side opposite to a position or open order the caller holds in that symbol (close or reverse it first); data.field is direction.',
  },
  POSITION_NOT_OPEN: {
    code: 1_009_000_005,
    status: 409,
    key: 'positionNotOpen',
    showType: ShowType.warn,
    when: 'A close, reverse or TP/SL change for a position that was closed or liquidated meanwhile (someone or something acted first); data.field is id. Nothing changed.',
  },
  ORDER_NOT_PENDING: {
    code: 1_009_000_006,
    status: 409,
    key: 'orderNotPending',
    showType: ShowType.warn,
    when: 'Revoking an order that already filled or was cancelled; data.field is id. Nothing changed.',
  },
  STOP_PRICE_INVALID: {
    code: 1_009_000_007,
    status: 422,
    key: 'stopPriceInvalid',
    showType: ShowType.warn,
    when: "A take-profit or stop-loss on the wrong side of the reference price (a long's take-profit must be above it and its stop-loss below; mirrored for shorts); data.field names it, values price.",
  },
  OPEN_ORDERS_LIMIT: {
    code: 1_009_000_008,
    status: 422,
    key: 'openOrdersLimit',
    showType: ShowType.warn,
    when: 'A limit order beyond the number of open orders one account may have (values limit).',
  },
  ...staffErrors,
  ...spotErrors,
  ...stockErrors,
  ...fastContractErrors,
  ...aiErrors,
  ...subscriptionErrors,
  ...blockTradeErrors,
  ...loanErrors,
  ...vipErrors,
  ...inviteErrors,
  ...c2cErrors,
});

export type ErrorName = keyof typeof ErrorCodes;
