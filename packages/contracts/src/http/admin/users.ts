import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { contractOrderSchema } from '../contract/contract-common';
import { fastContractOrderSchema } from '../fast-contract/fast-contract-common';
import { blockOrderSchema } from '../block-trade/block-trade-common';
import { loanSchema } from '../loan/loan-common';
import { aiOrderSchema } from '../ai/ai-common';
import { subscriptionOrderSchema } from '../subscription/subscription-common';
import { vipApplicationSchema } from '../vip/vip-common';
import { stockOrderSchema } from '../stock/stock-common';
import { adminStockHoldingSchema } from '../stock/stock-admin';
import { defineOperation } from '../operation';
import { plainText } from '../../strict-text';
import { idQuerySchema } from '../wallet/wallet-common';
import { StaffPermission } from './permissions';
import { REAL_NAME_SORT_COLUMNS, sortQueryShape, USER_SORT_COLUMNS } from './sorting';

/**
 * Users, real-name reviews and account restrictions on the staff API (paths relative to `/api/admin-api`). Reads
 * never carry password hashes; every change is one guarded transaction, audited, and pushed to the user's apps
 * after commit.
 */

/** How many rows of each list `user/get` shows; the full ledger history is `user/ledger-page`. */
export const ADMIN_USER_VIEW_LIMIT = 50;

const userIdBody = z.number().int().positive();
/** What staff write when they refuse or restrict (users see some of it): every remark of the staff API. */
export const staffRemarkSchema = plainText(1, 500);
const booleanQuerySchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/** 1 active, 0 disabled, −1 deleted. */
export const UserStatus = { active: 1, disabled: 0, deleted: -1 } as const;

export const adminUserSchema = z.object({
  id: z.number().int(),
  /** 1 anonymous visitor, 2 registered (UserKind). */
  kind: z.number().int(),
  /** 1 active, 0 disabled, −1 deleted (UserStatus). */
  status: z.number().int(),
  email: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  realName: z.string().nullable(),
  /** 0 none, 1 under review, 2 verified, −1 rejected (RealNameStatus). */
  realNameStatus: z.number().int(),
  inviteCode: z.string().nullable(),
  invitedByUserId: z.number().int().nullable(),
  language: z.string().nullable(),
  hasPayPassword: z.boolean(),
  isTradingRestricted: z.boolean(),
  isWithdrawalFrozen: z.boolean(),
  isOnline: z.boolean(),
  lastOnlineAt: timestampMsSchema.nullable(),
  createdAt: timestampMsSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminPageUsers = defineOperation({
  method: 'GET',
  path: '/user/page',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary:
    'Users, newest first unless `sortBy` picks another order. `keyword` matches the id exactly, or part of the e-mail, phone or nickname; filters narrow it.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    keyword: z.string().trim().min(1).max(100).optional(),
    status: z.coerce.number().int().min(-1).max(1).optional(),
    realNameStatus: z.coerce.number().int().min(-1).max(2).optional(),
    isTradingRestricted: booleanQuerySchema.optional(),
    isWithdrawalFrozen: booleanQuerySchema.optional(),
    kind: z.coerce.number().int().min(1).max(2).optional(),
    ...sortQueryShape(USER_SORT_COLUMNS),
  }),
  response: pageResultSchema(adminUserSchema),
});

export const adminBalanceSchema = z.object({
  wallet: z.string(),
  coin: z.string(),
  available: decimalStringSchema,
  frozen: decimalStringSchema,
});

export const adminPositionSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  direction: z.number().int(),
  marginMode: z.number().int(),
  lever: z.number().int(),
  quantity: decimalStringSchema,
  entryPrice: decimalStringSchema,
  margin: decimalStringSchema,
  openFee: decimalStringSchema,
  fundingFee: decimalStringSchema,
  realisedPnl: decimalStringSchema,
  stopProfitPrice: decimalStringSchema.nullable(),
  stopLossPrice: decimalStringSchema.nullable(),
  createdAt: timestampMsSchema,
});
export type AdminPosition = z.infer<typeof adminPositionSchema>;

/** One side of a transfer: `user:<id>` or `house:<code>`, and the wallet. */
const ledgerSideSchema = z.object({ owner: z.string(), wallet: z.string() });

export const adminLedgerEntrySchema = z.object({
  /** The transfer id (its idempotency key). */
  id: z.string(),
  /** 1 posted, 2 pending (a hold), 3 post of a hold, 4 void of a hold. */
  kind: z.number().int(),
  pendingId: z.string().nullable(),
  businessType: z.number().int(),
  coin: z.string(),
  amount: decimalStringSchema,
  debit: ledgerSideSchema,
  credit: ledgerSideSchema,
  ref: z.string().nullable(),
  actor: z.string(),
  reason: z.string().nullable(),
  createdAt: timestampMsSchema,
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;

/**
 * How the user's VIP level in effect was reached: `volume` or `holdings` (the stored qualification's figures against
 * the level's thresholds; volume named when both reach it), `qualified` (stored, but staff changed the thresholds
 * since), `purchased` (an active term), `approved` (an application), `base` (level 0, nothing else).
 */
export const ADMIN_VIP_REACHED_BY = [
  'base',
  'volume',
  'holdings',
  'qualified',
  'purchased',
  'approved',
] as const;
export type AdminVipReachedBy = (typeof ADMIN_VIP_REACHED_BY)[number];

/** A user's VIP level as staff see it: as stored (the view measures nothing and writes nothing). */
export const adminUserVipSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  reachedBy: z.enum(ADMIN_VIP_REACHED_BY),
  qualifiedLevel: z.number().int(),
  /** The highest active purchased term's level and its end (the level's expiry when it is the one in effect). */
  purchasedLevel: z.number().int().nullable(),
  purchaseEndsAt: timestampMsSchema.nullable(),
  approvedLevel: z.number().int().nullable(),
  /** The figures of the last evaluation (USDT), null before any. */
  volume30d: decimalStringSchema.nullable(),
  holdings: decimalStringSchema.nullable(),
  evaluatedAt: timestampMsSchema.nullable(),
  /** The application waiting for review, if any. */
  pendingApplication: vipApplicationSchema.nullable(),
});
export type AdminUserVip = z.infer<typeof adminUserVipSchema>;

export const adminUserViewSchema = z.object({
  user: adminUserSchema,
  /** Every ledger account of the user (spot, contract, contract_margin, …). */
  balances: z.array(adminBalanceSchema),
  /** Open positions (at most ADMIN_USER_VIEW_LIMIT), oldest first. */
  positions: z.array(adminPositionSchema),
  /** The latest contract orders, newest first (at most ADMIN_USER_VIEW_LIMIT), as the user's own order list shows them. */
  orders: z.array(contractOrderSchema),
  /** The latest fast contracts, newest first (at most ADMIN_USER_VIEW_LIMIT); absent without the fast-contract module. */
  fastContracts: z.array(fastContractOrderSchema).optional(),
  /** Stocks held (as stored) and the latest stock orders, newest first; absent without the stock module. */
  stockHoldings: z.array(adminStockHoldingSchema).optional(),
  stockOrders: z.array(stockOrderSchema).optional(),
  /** The latest block orders, newest first; absent without the block-trade module. */
  blockOrders: z.array(blockOrderSchema).optional(),
  /** The latest loans, newest first (LTV null here: no live price is read); absent without the loan module. */
  loans: z.array(loanSchema).optional(),
  /** The latest AI orders, newest first, running ones marked at the live price; absent without the AI module. */
  aiOrders: z.array(aiOrderSchema).optional(),
  /** The latest IEO / IPO subscription orders, newest first; absent without the subscription module. */
  subscriptionOrders: z.array(subscriptionOrderSchema).optional(),
  /** The VIP level in effect and how it was reached; absent without the VIP module. */
  vip: adminUserVipSchema.optional(),
  /** The latest transfers touching the user's accounts, newest first (at most ADMIN_USER_VIEW_LIMIT). */
  ledger: z.array(adminLedgerEntrySchema),
  /** What an account deletion waits for: it is refused while any of these is above zero. */
  openPositionCount: z.number().int(),
  pendingOrderCount: z.number().int(),
  pendingWithdrawalCount: z.number().int(),
  pendingDepositCount: z.number().int(),
  /** Open fast contracts (their stakes are held until they settle); absent without the fast-contract module. */
  openFastContractCount: z.number().int().optional(),
  /** Subscription orders not finished (USDT held, or tokens not yet distributed); absent without the subscription module. */
  openSubscriptionCount: z.number().int().optional(),
  /** Open spot orders (their funds are held until they fill or are revoked); absent without the spot module. */
  openSpotOrderCount: z.number().int().optional(),
  /** Waiting stock orders (USDT or shares held) and stocks held; absent without the stock module. */
  pendingStockOrderCount: z.number().int().optional(),
  stockHoldingCount: z.number().int().optional(),
  /** Block trades still in lock-up (their assets are locked until released); absent without the block-trade module. */
  lockedBlockOrderCount: z.number().int().optional(),
  /** Open loans (collateral pledged, USDT owed); absent without the loan module. */
  openLoanCount: z.number().int().optional(),
  /** Running AI orders (their sub-accounts hold the money until they settle); absent without the AI module. */
  runningAiOrderCount: z.number().int().optional(),
  /** The live session, if any (what force-logout ends). */
  session: z
    .object({
      createdAt: timestampMsSchema,
      lastSeenAt: timestampMsSchema,
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    })
    .nullable(),
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

export const adminGetUser = defineOperation({
  method: 'GET',
  path: '/user/get',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary:
    'One user: profile (no secrets), restrictions, balances, open positions, the latest 50 contract orders and ledger transfers (the full history is user/ledger-page), and what each product holds: fast contracts, stocks, block orders, loans, AI orders, subscription orders (the latest 50 of each) and the VIP level.',
  query: z.strictObject({ id: idQuerySchema }),
  response: adminUserViewSchema,
});

export const adminPageUserLedger = defineOperation({
  method: 'GET',
  path: '/user/ledger-page',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary: "Every ledger transfer touching the user's accounts, newest first.",
  query: z.strictObject({ ...pageQuerySchema.shape, id: idQuerySchema }),
  response: pageResultSchema(adminLedgerEntrySchema),
});

export const accountRestrictionsSchema = z.object({
  id: z.number().int(),
  isTradingRestricted: z.boolean(),
  isWithdrawalFrozen: z.boolean(),
});

export const adminRestrictTrading = defineOperation({
  method: 'POST',
  path: '/user/restrict-trading',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary:
    "Restrict (or restore) a user's trading: placing or changing contract orders is then refused (TRADING_RESTRICTED); closing stays allowed. Pushes ACCOUNT_RESTRICTIONS.",
  body: z.strictObject({ id: userIdBody, isRestricted: z.boolean(), remark: staffRemarkSchema }),
  response: accountRestrictionsSchema,
});

export const adminFreezeWithdrawals = defineOperation({
  method: 'POST',
  path: '/user/freeze-withdrawals',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary:
    "Freeze (or unfreeze) a user's withdrawals: new requests are refused (WITHDRAWALS_FROZEN). Pushes ACCOUNT_RESTRICTIONS.",
  body: z.strictObject({ id: userIdBody, isFrozen: z.boolean(), remark: staffRemarkSchema }),
  response: accountRestrictionsSchema,
});

export const adminForceLogout = defineOperation({
  method: 'POST',
  path: '/user/force-logout',
  auth: 'staff',
  permission: StaffPermission.usersLogout,
  summary: "Ends the user's live session and pushes FORCE_LOGOUT (reason staff) to their apps.",
  body: z.strictObject({ id: userIdBody }),
  response: z.object({ id: z.number().int(), endedSessions: z.number().int() }),
});

export const adminDeleteUser = defineOperation({
  method: 'POST',
  path: '/user/delete',
  auth: 'staff',
  permission: StaffPermission.usersRestrict,
  summary:
    'Deletes an account (status −1): its session ends and FORCE_LOGOUT (accountDeleted) is pushed. Refused while it has open positions, pending contract orders, or deposits or withdrawals in review.',
  body: z.strictObject({ id: userIdBody, remark: staffRemarkSchema }),
  response: adminUserSchema,
});

/** Real-name submission status: 1 under review, 2 verified, −1 rejected. */
const realNameReviewStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(-1)]);

export const adminRealNameSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  realName: z.string(),
  nationality: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createdAt: timestampMsSchema,
  reviewedAt: timestampMsSchema.nullable(),
  /** `staff:<id>` of the reviewer. */
  reviewedBy: z.string().nullable(),
});
export type AdminRealName = z.infer<typeof adminRealNameSchema>;

export const adminPageRealNames = defineOperation({
  method: 'GET',
  path: '/real-name/page',
  auth: 'staff',
  permission: StaffPermission.realNameRead,
  summary:
    'Real-name submissions: oldest waiting first when filtered by status 1 (under review), else newest first; `sortBy` picks another order.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().pipe(realNameReviewStatusSchema).optional(),
    userId: idQuerySchema.optional(),
    ...sortQueryShape(REAL_NAME_SORT_COLUMNS),
  }),
  response: pageResultSchema(adminRealNameSchema),
});

export const adminGetRealNameImage = defineOperation({
  method: 'GET',
  path: '/real-name/image',
  auth: 'staff',
  permission: StaffPermission.realNameRead,
  summary: "One side of a submission's identity document (the image itself).",
  query: z.strictObject({ id: idQuerySchema, side: z.enum(['front', 'back']) }),
  response: z.unknown(),
});

export const adminApproveRealName = defineOperation({
  method: 'POST',
  path: '/real-name/approve',
  auth: 'staff',
  permission: StaffPermission.realNameReview,
  summary:
    "Verify a submission under review (1 → 2); the user's status becomes verified and REAL_NAME_NOTICE is pushed.",
  body: z.strictObject({ id: userIdBody }),
  response: adminRealNameSchema,
});

export const adminRejectRealName = defineOperation({
  method: 'POST',
  path: '/real-name/reject',
  auth: 'staff',
  permission: StaffPermission.realNameReview,
  summary:
    "Reject a submission under review (1 → −1) with a remark the user sees (the 'Real name rejected' notice); they may submit again.",
  body: z.strictObject({ id: userIdBody, remark: staffRemarkSchema }),
  response: adminRealNameSchema,
});
