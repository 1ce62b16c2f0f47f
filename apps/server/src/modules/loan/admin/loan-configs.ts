import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import type { FastifyRequest } from 'fastify';
import { count, eq, and, asc } from 'drizzle-orm';
import { LoanStatus, type LoanConfig, type LoanConfigInput } from '@exchange/contracts';
import { loanConfigs, loans, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { listedSpotAssets } from '../../market/index';
import { type LoanConfigRow } from '../loan-rules';

const openLoansOf = async (db: DbOrTx, coin: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(loans)
    .where(and(eq(loans.collateralCoin, coin), eq(loans.status, LoanStatus.open)));
  return row?.value ?? 0;
};

const toConfig = (row: LoanConfigRow, openLoans: number): LoanConfig => ({
  collateralCoin: row.collateralCoin,
  initialLtv: canonicalDecimal(row.initialLtv),
  marginCallLtv: canonicalDecimal(row.marginCallLtv),
  liquidationLtv: canonicalDecimal(row.liquidationLtv),
  hourlyRate: canonicalDecimal(row.hourlyRate),
  termDays: [...row.termDays].sort((a, b) => a - b),
  minLoan: canonicalDecimal(row.minLoan),
  maxLoan: canonicalDecimal(row.maxLoan),
  liquidationFeeRate: canonicalDecimal(row.liquidationFeeRate),
  isActive: row.isActive,
  openLoans,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.getTime(),
});

/** `GET loan/configs`: every coin's terms with its open loans. */
export const listLoanConfigs = async (context: AppContext) => {
  const rows = await context.db.select().from(loanConfigs).orderBy(asc(loanConfigs.collateralCoin));
  return {
    list: await Promise.all(
      rows.map(async (row) => toConfig(row, await openLoansOf(context.db, row.collateralCoin))),
    ),
  };
};

/** The rules between fields, each refused naming its field: nothing is written. */
const requireCoherent = (body: LoanConfigInput) => {
  const below = (field: keyof LoanConfigInput, value: string, limit: string, reason: string) => {
    if (!new BigNumber(value).isLessThan(limit)) fail('BAD_REQUEST', { field, values: { reason } });
  };
  below('initialLtv', body.initialLtv, body.marginCallLtv, 'must be below marginCallLtv');
  below('marginCallLtv', body.marginCallLtv, body.liquidationLtv, 'must be below liquidationLtv');
  below('liquidationLtv', body.liquidationLtv, '1', 'must be below 1');
  below('hourlyRate', body.hourlyRate, '0.01', 'must be below 0.01');
  below('liquidationFeeRate', body.liquidationFeeRate, '0.2', 'must be below 0.2');
  if (new BigNumber(body.maxLoan).isLessThan(body.minLoan))
    fail('BAD_REQUEST', { field: 'maxLoan', values: { reason: 'must be at least minLoan' } });
};

const toValues = (body: LoanConfigInput) => ({
  initialLtv: new BigNumber(body.initialLtv).toFixed(),
  marginCallLtv: new BigNumber(body.marginCallLtv).toFixed(),
  liquidationLtv: new BigNumber(body.liquidationLtv).toFixed(),
  hourlyRate: new BigNumber(body.hourlyRate).toFixed(),
  termDays: [...body.termDays].sort((a, b) => a - b),
  minLoan: new BigNumber(body.minLoan).toFixed(),
  maxLoan: new BigNumber(body.maxLoan).toFixed(),
  liquidationFeeRate: new BigNumber(body.liquidationFeeRate).toFixed(),
  isActive: body.isActive,
});

/**
 * `PUT loan/configs/:coin`: creates or replaces one coin's terms, audited with before and after in one transaction.
 * New loans follow them at once (a borrow whose rate changed since the user saw it is refused); running loans keep
 * the terms they copied. The coin must be a listed spot coin priced in USDT (its price drives LTV).
 */
export const upsertLoanConfig = async (
  context: AppContext,
  request: FastifyRequest,
  body: LoanConfigInput,
): Promise<LoanConfig> => {
  const coin = body.collateralCoin;
  if (!listedSpotAssets(context).includes(coin) || coin === 'USDT')
    fail('BAD_REQUEST', {
      field: 'collateralCoin',
      values: { reason: 'is not a listed spot coin priced in USDT' },
    });
  requireCoherent(body);
  const values = toValues(body);
  return auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx.select().from(loanConfigs).where(eq(loanConfigs.collateralCoin, coin));
    const now = new Date(context.clock.nowMs());
    const updatedBy = `staff:${request.staff?.staffId ?? 'unknown'}`;
    const [row] = await tx
      .insert(loanConfigs)
      .values({ collateralCoin: coin, ...values, updatedBy, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: loanConfigs.collateralCoin,
        set: { ...values, updatedBy, updatedAt: now },
      })
      .returning();
    recordAudit(request, { target: `loan:config:${coin}`, before: before ?? null, after: values });
    return toConfig(row as LoanConfigRow, await openLoansOf(tx, coin));
  });
};
