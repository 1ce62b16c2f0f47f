import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { positiveDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import { loanFractionSchema } from './loan-common';

const usdtLimitSchema = positiveDecimalString(14, 2);

/**
 * One collateral coin's terms, set by staff: the three LTVs (initial < margin call < liquidation < 1), the rate per
 * hour, the terms offered in days, the loan limits in USDT, the liquidation fee rate, and whether new loans are open.
 * A running loan keeps the terms it was opened on. The rules between fields (the LTVs' order, rate below 1 % an hour,
 * fee below 20 %, max ≥ min) are checked by the server, which names the field (BAD_REQUEST with a reason).
 */
export const loanConfigInputSchema = z.strictObject({
  collateralCoin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/, 'must be a coin such as BTC'),
  initialLtv: loanFractionSchema,
  marginCallLtv: loanFractionSchema,
  liquidationLtv: loanFractionSchema,
  hourlyRate: loanFractionSchema,
  termDays: z
    .array(z.number().int().min(1).max(365))
    .min(1, 'needs at least one term')
    .max(8)
    .refine((terms) => new Set(terms).size === terms.length, 'must not repeat a term'),
  minLoan: usdtLimitSchema,
  maxLoan: usdtLimitSchema,
  liquidationFeeRate: positiveDecimalString(1, 6),
  isActive: z.boolean(),
});

export type LoanConfigInput = z.infer<typeof loanConfigInputSchema>;

export const loanConfigSchema = z.object({
  collateralCoin: z.string(),
  initialLtv: z.string(),
  marginCallLtv: z.string(),
  liquidationLtv: z.string(),
  hourlyRate: z.string(),
  termDays: z.array(z.number().int()),
  minLoan: z.string(),
  maxLoan: z.string(),
  liquidationFeeRate: z.string(),
  isActive: z.boolean(),
  openLoans: z.number().int(),
  updatedBy: z.string(),
  updatedAt: timestampMsSchema,
});
export type LoanConfig = z.infer<typeof loanConfigSchema>;

export const adminListLoanConfigs = defineOperation({
  method: 'GET',
  path: '/loan/configs',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary: 'The loan terms per collateral coin, with each coin’s open loans.',
  response: z.object({ list: z.array(loanConfigSchema) }),
});

export const adminUpsertLoanConfig = defineOperation({
  method: 'PUT',
  path: '/loan/configs',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary: 'Create or replace one collateral coin’s loan terms (audited). Running loans keep their terms.',
  body: loanConfigInputSchema,
  response: loanConfigSchema,
});
