import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { defineOperation } from '../operation';
import { plainText, positiveDecimalString, unsignedDecimalString } from '../../strict-text';
import { coinSchema, idQuerySchema, walletCodeSchema } from '../wallet/wallet-common';
import { withdrawalOrderSchema } from '../wallet/withdrawal';
import { StaffPermission } from './permissions';
import { CORRECTION_SORT_COLUMNS, sortQueryShape } from './sorting';
import { staffRemarkSchema as remarkSchema } from './users';

/**
 * The back office's money tools: the second approver of large withdrawals, balance corrections (two people, one
 * ledger transfer against a named house account) and the ledger views (house accounts, proof of reserves).
 */

/**
 * A withdrawal as staff see it: the user's row plus the two-approver state. A withdrawal worth at least the configured
 * amount (`WITHDRAWAL_DUAL_APPROVAL_USDT`, valued at the live price; unpriced counts as large) stays waiting after its
 * first approval (`firstApprovedBy`) until a different staff account approves it.
 */
export const adminWithdrawalOrderSchema = withdrawalOrderSchema.extend({
  /** `staff:<id>` of the first of two approvers, null until then (and for withdrawals one approval moves on). */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: timestampMsSchema.nullable(),
  /** Moving it on takes two different approvers: it is large, or its first approval is already recorded. */
  needsSecondApproval: z.boolean(),
});
export type AdminWithdrawalOrder = z.infer<typeof adminWithdrawalOrderSchema>;

/** A correction's state: 2 waiting for the second person, 1 applied (the transfer is made), −1 rejected. */
export const CorrectionStatus = { waiting: 2, applied: 1, rejected: -1 } as const;
export type CorrectionStatus = (typeof CorrectionStatus)[keyof typeof CorrectionStatus];
const correctionStatusSchema = z.union([z.literal(2), z.literal(1), z.literal(-1)]);

/** 1 credits the user (house → user), −1 debits the user (user → house). */
export const CorrectionDirection = { credit: 1, debit: -1 } as const;
const correctionDirectionSchema = z.union([z.literal(1), z.literal(-1)]);

/**
 * House accounts a correction may use as its other side (the ledger's chart of accounts): `adjustments` for a plain
 * correction, `fees` to refund or charge a fee, `insurance_fund` to compensate a liquidation, `deposit_clearing` for a
 * deposit that arrived outside but was never credited. The engines' books (contract, swap) and withdrawal clearing
 * are left out: their balances are what those engines and payouts add up to.
 */
export const CORRECTION_HOUSE_ACCOUNTS = [
  'adjustments',
  'fees',
  'insurance_fund',
  'deposit_clearing',
] as const;
export type CorrectionHouseAccount = (typeof CORRECTION_HOUSE_ACCOUNTS)[number];

/** Corrections carry at most 8 decimals: the precision wallet amounts (fees, swaps, valuations) keep. */
export const CORRECTION_DECIMALS = 8;
/**
 * Whole digits of an amount staff type (a correction, a reserve declaration): below 10^15 of any asset. More fits the
 * money column but is a slip of the keyboard, and a correction that size would mint it.
 */
export const STAFF_AMOUNT_DIGITS = 15;
const correctionAmountSchema = positiveDecimalString(STAFF_AMOUNT_DIGITS, CORRECTION_DECIMALS);

export const balanceCorrectionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  asset: z.string(),
  wallet: z.string(),
  houseAccount: z.string(),
  direction: correctionDirectionSchema,
  amount: decimalStringSchema,
  reason: z.string(),
  status: correctionStatusSchema,
  proposedBy: z.number().int(),
  proposedByName: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionRemark: z.string().nullable(),
  /** The ledger transfer's id once applied. */
  transferRef: z.string().nullable(),
  createdAt: timestampMsSchema,
  decidedAt: timestampMsSchema.nullable(),
});
export type BalanceCorrection = z.infer<typeof balanceCorrectionSchema>;

export const adminProposeCorrection = defineOperation({
  method: 'POST',
  path: '/correction/propose',
  auth: 'staff',
  permission: StaffPermission.correctionsWrite,
  summary:
    "Propose a balance correction (status 2): a transfer between the user's wallet and a house account, with the reason. Another account must approve it.",
  body: z.strictObject({
    userId: z.number().int().positive(),
    asset: coinSchema,
    wallet: walletCodeSchema,
    houseAccount: z.enum(CORRECTION_HOUSE_ACCOUNTS),
    direction: correctionDirectionSchema,
    amount: correctionAmountSchema,
    reason: plainText(5, 500),
  }),
  response: balanceCorrectionSchema,
});

export const adminApproveCorrection = defineOperation({
  method: 'POST',
  path: '/correction/approve',
  auth: 'staff',
  permission: StaffPermission.correctionsWrite,
  summary:
    'Apply a waiting correction (2 → 1) as one ledger transfer; the approver must not be the proposer (SECOND_APPROVER_REQUIRED).',
  body: z.strictObject({ id: z.number().int().positive() }),
  response: balanceCorrectionSchema,
});

export const adminRejectCorrection = defineOperation({
  method: 'POST',
  path: '/correction/reject',
  auth: 'staff',
  permission: StaffPermission.correctionsWrite,
  summary: 'Reject a waiting correction (2 → −1) with a remark; nothing moves.',
  body: z.strictObject({ id: z.number().int().positive(), remark: remarkSchema }),
  response: balanceCorrectionSchema,
});

export const adminPageCorrections = defineOperation({
  method: 'GET',
  path: '/correction/page',
  auth: 'staff',
  permission: StaffPermission.correctionsRead,
  summary:
    'Balance corrections, newest first, optionally of one status or user; `sortBy` picks another order.',
  query: z.strictObject({
    ...pageQuerySchema.shape,
    status: z.coerce.number().pipe(correctionStatusSchema).optional(),
    userId: idQuerySchema.optional(),
    ...sortQueryShape(CORRECTION_SORT_COLUMNS),
  }),
  response: pageResultSchema(balanceCorrectionSchema),
});

export const houseAccountBalanceSchema = z.object({
  /** The house account's code (ledger chart of accounts: fees, insurance_fund, contract_book, …). */
  account: z.string(),
  asset: z.string(),
  available: decimalStringSchema,
  frozen: decimalStringSchema,
});

export const adminListHouseAccounts = defineOperation({
  method: 'GET',
  path: '/ledger/house-accounts',
  auth: 'staff',
  permission: StaffPermission.ledgerRead,
  summary:
    "Every house account's balance per asset. Clearing accounts and the books may be negative: they mirror the outside and the users' side.",
  response: z.array(houseAccountBalanceSchema),
});

export const reserveRowSchema = z.object({
  asset: z.string(),
  /** What the operator owes users: every user account's available + held balance, all wallets. */
  liabilities: decimalStringSchema,
  /** The latest declaration, null when none was made. */
  declared: decimalStringSchema.nullable(),
  /** declared − liabilities (negative: short), null without a declaration. */
  difference: decimalStringSchema.nullable(),
  /** declared ÷ liabilities (4 decimals, rounded down), null without a declaration or when nothing is owed. */
  coverageRatio: decimalStringSchema.nullable(),
  declaredBy: z.number().int().nullable(),
  declaredByName: z.string().nullable(),
  declaredAt: timestampMsSchema.nullable(),
  note: z.string().nullable(),
});
export type ReserveRow = z.infer<typeof reserveRowSchema>;

export const adminGetReserves = defineOperation({
  method: 'GET',
  path: '/ledger/reserves',
  auth: 'staff',
  permission: StaffPermission.ledgerRead,
  summary:
    'Proof of reserves per asset: user liabilities from the ledger against what the operator last declared it holds.',
  response: z.array(reserveRowSchema),
});

export const adminDeclareReserve = defineOperation({
  method: 'POST',
  path: '/ledger/reserves/declare',
  auth: 'staff',
  permission: StaffPermission.ledgerDeclare,
  summary: 'Declare what the operator holds of an asset (appended; the latest counts). Moves no money.',
  body: z.strictObject({
    asset: coinSchema,
    amount: unsignedDecimalString(STAFF_AMOUNT_DIGITS, 18),
    note: plainText(1, 500).optional(),
  }),
  response: reserveRowSchema,
});
