import { z } from 'zod';
import { timestampMsSchema } from '../../common';
import { isCountryCode } from '../../reference/countries';
import { positiveDecimalString } from '../../strict-text';
import { StaffPermission } from '../admin/permissions';
import { defineOperation } from '../operation';
import {
  fastContractPeriodSecondsSchema,
  fastContractSymbolSchema,
  payoutRateSchema,
} from './fast-contract-common';

/**
 * The operator's fast-contract rules on the staff API (path relative to `/api/admin-api`). There is deliberately no
 * field for a price or an outcome: staff set who may buy, how much, and the payout of each period, never a result.
 */

/** Most periods one instrument offers, and most instruments and blocked jurisdictions a settings document holds. */
export const FAST_CONTRACT_PERIODS_MAX = 8;
export const FAST_CONTRACT_INSTRUMENTS_MAX = 50;
export const FAST_CONTRACT_BLOCKED_COUNTRIES_MAX = 250;

/** A USDT limit: positive, at most 2 decimals, below 10^14. */
const usdtLimitSchema = positiveDecimalString(14, 2);

export const fastContractPeriodSettingSchema = z.strictObject({
  periodSeconds: fastContractPeriodSecondsSchema,
  payoutRate: payoutRateSchema,
});

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** Whether unsigned decimal `a` ≤ `b`, exactly (no floats: the contracts package has no decimal library). */
const isAtMost = (a: string, b: string) => {
  const [aWhole = '', aFraction = ''] = a.replace(/^0+(?=\d)/, '').split('.');
  const [bWhole = '', bFraction = ''] = b.replace(/^0+(?=\d)/, '').split('.');
  if (aWhole.length !== bWhole.length) return aWhole.length < bWhole.length;
  const width = Math.max(aFraction.length, bFraction.length);
  return `${aWhole}.${aFraction.padEnd(width, '0')}` <= `${bWhole}.${bFraction.padEnd(width, '0')}`;
};

/**
 * One instrument's offer: its periods with payout rates, and the house exposure limit in USDT — the most the house
 * may owe on one side of the instrument's open contracts (sum of stake × payoutRate of the ups, or of the downs).
 */
export const fastContractInstrumentSettingSchema = z.strictObject({
  symbol: fastContractSymbolSchema,
  exposureLimit: usdtLimitSchema,
  periods: z
    .array(fastContractPeriodSettingSchema)
    .min(1, 'needs at least one period')
    .max(FAST_CONTRACT_PERIODS_MAX, `must have at most ${FAST_CONTRACT_PERIODS_MAX} periods`)
    .refine((periods) => distinct(periods.map((period) => period.periodSeconds)), 'must not repeat a period'),
});

const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code such as US');

/**
 * The whole settings document. `isEnabled` false closes buying for everyone (open contracts still settle);
 * `blockedCountries` closes it for users whose verified real-name nationality is listed — and for users without a
 * verified real name while any country is blocked, since their jurisdiction is unknown.
 */
export const fastContractSettingsInputSchema = z
  .strictObject({
    isEnabled: z.boolean(),
    blockedCountries: z
      .array(countryCodeSchema)
      .max(FAST_CONTRACT_BLOCKED_COUNTRIES_MAX)
      .refine(distinct, 'must not repeat a country'),
    minStake: usdtLimitSchema,
    maxStake: usdtLimitSchema,
    maxOpenStakePerUser: usdtLimitSchema,
    instruments: z
      .array(fastContractInstrumentSettingSchema)
      .max(FAST_CONTRACT_INSTRUMENTS_MAX)
      .refine((rows) => distinct(rows.map((row) => row.symbol)), 'must not repeat an instrument'),
  })
  .refine((settings) => isAtMost(settings.minStake, settings.maxStake), {
    path: ['maxStake'],
    message: 'must be at least minStake',
  })
  .refine((settings) => isAtMost(settings.maxStake, settings.maxOpenStakePerUser), {
    path: ['maxOpenStakePerUser'],
    message: 'must be at least maxStake',
  });
export type FastContractSettingsInput = z.infer<typeof fastContractSettingsInputSchema>;

export const fastContractSettingsSchema = z.object({
  isEnabled: z.boolean(),
  blockedCountries: z.array(z.string()),
  minStake: z.string(),
  maxStake: z.string(),
  maxOpenStakePerUser: z.string(),
  instruments: z.array(
    z.object({
      symbol: z.string(),
      exposureLimit: z.string(),
      periods: z.array(z.object({ periodSeconds: z.number().int(), payoutRate: z.string() })),
    }),
  ),
  /** Null until staff first save (the defaults apply). */
  updatedAt: timestampMsSchema.nullable(),
});
export type FastContractSettings = z.infer<typeof fastContractSettingsSchema>;

export const adminGetFastContractSettings = defineOperation({
  method: 'GET',
  path: '/fast-contract/settings',
  auth: 'staff',
  permission: StaffPermission.marketsRead,
  summary:
    'The fast-contract rules: switch, blocked jurisdictions, stake limits, exposure limits, periods and rates.',
  response: fastContractSettingsSchema,
});

export const adminUpdateFastContractSettings = defineOperation({
  method: 'PUT',
  path: '/fast-contract/settings',
  auth: 'staff',
  permission: StaffPermission.marketsWrite,
  summary:
    'Replace the fast-contract rules (audited). New buys follow them at once; open contracts keep the rate they were bought at.',
  body: fastContractSettingsInputSchema,
  response: fastContractSettingsSchema,
});
