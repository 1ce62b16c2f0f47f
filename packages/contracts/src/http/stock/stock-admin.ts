import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { unsignedDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { idQuerySchema } from '../wallet/wallet-common';
import { stockHoldingsSchema, stockOrderSchema } from './stock-common';

/** A fee above this is a typo, not a tariff (1 %). */
export const STOCK_FEE_RATE_MAX = '0.01';

/**
 * The stock settings staff edit (stored in `app_settings`): whether stocks are offered (off hides the menu entry
 * and refuses every stock call with STOCKS_DISABLED), the fee rate on each fill (a fraction of the notional, 0 to
 * 0.01) and the minimum notional of an order in USDT.
 */
export const stockSettingsSchema = z.object({
  isEnabled: z.boolean(),
  feeRate: z.string(),
  minOrderAmount: z.string(),
  updatedAt: timestampMsSchema.nullable(),
});
export type StockSettings = z.infer<typeof stockSettingsSchema>;

export const adminGetStockSettings = defineOperation({
  method: 'GET',
  path: '/stock/settings',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'Stock trading settings: enabled, fee rate, minimum order amount.',
  response: stockSettingsSchema,
});

export const adminUpdateStockSettings = defineOperation({
  method: 'PUT',
  path: '/stock/settings',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Turn stock trading on or off and set its fee rate (0 to 0.01) and minimum order amount; audited.',
  body: z.strictObject({
    isEnabled: z.boolean(),
    feeRate: unsignedDecimalString(1, 8).refine(
      (value) => Number(value) <= Number(STOCK_FEE_RATE_MAX),
      `must be at most ${STOCK_FEE_RATE_MAX}`,
    ),
    minOrderAmount: unsignedDecimalString(12, 8),
  }),
  response: stockSettingsSchema,
});

/** What staff see of one user's stocks (the user view's stock part, whole): holdings valued now, latest orders. */
export const adminStockUserViewSchema = z.object({
  holdings: stockHoldingsSchema,
  /** The latest orders, newest first (at most 50). */
  orders: z.array(stockOrderSchema),
  openOrderCount: z.number().int(),
});
export type AdminStockUserView = z.infer<typeof adminStockUserViewSchema>;

export const adminGetUserStocks = defineOperation({
  method: 'GET',
  path: '/stock/user',
  auth: 'staff',
  permission: StaffPermission.usersRead,
  summary: "One user's stock holdings (valued at the live quote) and latest stock orders.",
  query: z.strictObject({ id: idQuerySchema }),
  response: adminStockUserViewSchema,
});

/** A holding as stored, in the staff user view (`user/get`): no valuation (`stock/user` has it valued). */
export const adminStockHoldingSchema = z.object({
  symbol: z.string(),
  quantity: z.string(),
  reservedQuantity: z.string(),
  costBasis: z.string(),
});
