import { BigNumber } from 'bignumber.js';
import type { FastifyRequest } from 'fastify';
import { CONTRACT_FEE_RATE_MAX, InstrumentType, type AdminInstrument } from '@exchange/contracts';
import { BracketError, buildBrackets, type BracketTier } from '@exchange/domain';
import { contractSpecs } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { announceInstrumentChange, lockInstrument, readAdminInstrument } from '../../market/index';
import { specsOf } from '../contract-runtime';

/**
 * The domain's bracket rules (`buildBrackets`, the same the seed and every reload use), with the 400 naming the
 * tier's field: `tiers.<index>.<field>`.
 */
const checkTiers = (tiers: readonly BracketTier[]) => {
  try {
    return buildBrackets(tiers);
  } catch (error) {
    if (error instanceof BracketError)
      return fail('BAD_REQUEST', {
        field: `tiers.${error.index}.${error.field}`,
        values: { reason: error.reason },
      });
    if (error instanceof RangeError)
      return fail('BAD_REQUEST', { field: 'tiers', values: { reason: error.message } });
    throw error;
  }
};

/** Fees are charged, never paid out (the ledger moves positive amounts): 0 ≤ maker ≤ taker ≤ 1 %. */
const checkFees = (takerFeeRate: string, makerFeeRate: string) => {
  if (new BigNumber(takerFeeRate).isGreaterThan(CONTRACT_FEE_RATE_MAX))
    fail('BAD_REQUEST', {
      field: 'takerFeeRate',
      values: { reason: `must be at most ${CONTRACT_FEE_RATE_MAX}` },
    });
  if (new BigNumber(makerFeeRate).isGreaterThan(takerFeeRate))
    fail('BAD_REQUEST', { field: 'makerFeeRate', values: { reason: 'must not exceed the taker fee rate' } });
};

/**
 * `market/contract-spec/update`: replaces a perpetual's brackets and fees in one statement, audited in its
 * transaction. Every instance's rules
 * reload on the change message (this one before answering); open positions are margined by the new brackets from
 * the risk engine's next resync, and orders price their fees at the new rates at once.
 */
export const updateContractSpec = async (
  context: AppContext,
  request: FastifyRequest,
  body: { instrumentId: number; tiers: BracketTier[]; takerFeeRate: string; makerFeeRate: string },
): Promise<AdminInstrument> => {
  checkTiers(body.tiers);
  checkFees(body.takerFeeRate, body.makerFeeRate);
  const rules = {
    tiers: body.tiers.map((tier) => ({
      initialLeverage: tier.initialLeverage,
      notionalFloor: new BigNumber(tier.notionalFloor).toFixed(),
      notionalCap: new BigNumber(tier.notionalCap).toFixed(),
      maintMarginRatio: new BigNumber(tier.maintMarginRatio).toFixed(),
    })),
    takerFeeRate: body.takerFeeRate,
    makerFeeRate: body.makerFeeRate,
  };
  const after = await auditedTransaction(context.db, request, async (tx) => {
    await lockInstrument(tx, body.instrumentId, 'instrumentId');
    const before = await readAdminInstrument(tx, context, body.instrumentId, 'instrumentId');
    if (before.type !== InstrumentType.contract)
      return fail('BAD_REQUEST', {
        field: 'instrumentId',
        values: { reason: 'is not a perpetual contract' },
      });
    await tx
      .insert(contractSpecs)
      .values({ instrumentId: body.instrumentId, ...rules, updatedAt: new Date(context.clock.nowMs()) })
      .onConflictDoUpdate({
        target: contractSpecs.instrumentId,
        set: { ...rules, updatedAt: new Date(context.clock.nowMs()) },
      });
    const updated = await readAdminInstrument(tx, context, body.instrumentId, 'instrumentId');
    recordAudit(request, {
      target: `instrument:${body.instrumentId}`,
      before: before.contractSpec,
      after: updated.contractSpec,
    });
    return updated;
  });
  await announceInstrumentChange(context, { reason: 'contract-spec', instrumentId: body.instrumentId });
  await specsOf(context).reload();
  return after;
};
