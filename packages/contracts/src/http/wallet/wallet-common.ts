import { z } from 'zod';
import { decimalStringSchema, pageQuerySchema, pageResultSchema, timestampMsSchema } from '../../common';
import { defineOperation } from '../operation';

/** The wallets a user holds and moves money between (transfers, balances, overviews): the ledger wallets but margin. */
export const WALLET_CODES = ['spot', 'contract', 'fast_contract'] as const;
export const walletCodeSchema = z.enum(WALLET_CODES);
export type WalletCode = z.infer<typeof walletCodeSchema>;

/**
 * Every wallet the ledger keeps user balances in: the ones users hold and move money between (WALLET_CODES), plus
 * `contract_margin`, the margin open contract positions hold, and the issue-19 products' own (`ai`, the AI orders'
 * sub-accounts; `block_locked`, block-trade assets in lock-up; `loan_collateral`, pledged collateral). Records read from the ledger (fund records) name any of
 * these; requests that pick a wallet (transfers, balances) take WALLET_CODES only, so nobody moves money into margin.
 */
export const LEDGER_WALLET_CODES = [
  ...WALLET_CODES,
  'contract_margin',
  'ai',
  'block_locked',
  'loan_collateral',
] as const;
export const ledgerWalletCodeSchema = z.enum(LEDGER_WALLET_CODES);
export type LedgerWalletCode = z.infer<typeof ledgerWalletCodeSchema>;

/** Asset codes as the ledger stores them: upper-case letters and digits. */
export const coinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,16}$/, 'must be an asset code such as USDT');

/** A positive amount with at most 18 decimals (the ledger's scale). */
export const positiveAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'must be a positive decimal number with at most 18 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** Comma-separated ids in a query (`ids=1,2,3`), at most 100. */
export const idListQuerySchema = z
  .string()
  .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'must be up to 100 comma-separated ids')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

export const idQuerySchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Price status of a valuation: 1 live, 2 stale (last known price), 0 no price (valued at 0). */
export const valuationStatusSchema = z.number().int().min(0).max(2);

/** One asset in one wallet, valued in USDT at the live price. */
export const walletAssetSchema = z.object({
  wallet: walletCodeSchema,
  coin: z.string(),
  available: decimalStringSchema,
  frozen: decimalStringSchema,
  total: decimalStringSchema,
  /** USDT per unit (1 for USDT), null when the source has no price. */
  price: decimalStringSchema.nullable(),
  priceStatus: valuationStatusSchema,
  valueUsdt: decimalStringSchema,
});
export type WalletAsset = z.infer<typeof walletAssetSchema>;

/** Review status of deposits and withdrawals (spec §3): under review 0, rejected -1, completed 1, waiting 2, cancelled -2. */
export const reviewStatusSchema = z.union([
  z.literal(0),
  z.literal(-1),
  z.literal(1),
  z.literal(2),
  z.literal(-2),
]);

export const timestampSchema = timestampMsSchema;

/**
 * The owner's reads of a reviewed request kind (deposits, withdrawals): page (optionally of one status or coin),
 * detail by id and the detail-list by ids of spec §7.
 */
export const reviewOrderReads = <Row extends z.ZodType>(
  resource: 'recharge' | 'withdrawal',
  row: Row,
  label: string,
) => ({
  page: defineOperation({
    method: 'GET',
    path: `/${resource}/page`,
    auth: 'member',
    summary: `The caller's ${label}s, newest first, optionally of one status.`,
    query: z.strictObject({
      ...pageQuerySchema.shape,
      status: z.coerce.number().pipe(reviewStatusSchema).optional(),
      coin: coinSchema.optional(),
    }),
    response: pageResultSchema(row),
  }),
  detail: defineOperation({
    method: 'GET',
    path: `/${resource}/detail`,
    auth: 'member',
    summary: `One of the caller's ${label}s.`,
    query: z.strictObject({ id: idQuerySchema }),
    response: row,
  }),
  detailList: defineOperation({
    method: 'GET',
    path: `/${resource}/detail-list`,
    auth: 'member',
    summary: `The caller's ${label}s with these ids.`,
    query: z.strictObject({ ids: idListQuerySchema }),
    response: z.array(row),
  }),
});
