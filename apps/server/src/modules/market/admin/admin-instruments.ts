import { BigNumber } from 'bignumber.js';
import { asc, eq } from 'drizzle-orm';
import type { AdminInstrument } from '@exchange/contracts';
import { buildBrackets } from '@exchange/domain';
import { contractSpecs, instruments, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import type { Instrument } from '../instrument-catalogue';

type SpecRow = typeof contractSpecs.$inferSelect;

/** The staff view of an instrument: its catalogue fields and, for a perpetual, its brackets and fees. No price. */
export const toAdminInstrument = (
  instrument: Instrument,
  spec: SpecRow | null,
  leverageCap: number,
): AdminInstrument => {
  const brackets = spec ? buildBrackets(spec.tiers) : [];
  return {
    id: instrument.id,
    type: instrument.type,
    symbol: instrument.symbol,
    baseAsset: instrument.baseAsset,
    quoteAsset: instrument.quoteAsset,
    displayName: instrument.displayName,
    plate: instrument.plate,
    priceAccuracy: instrument.priceAccuracy,
    transactionAccuracy: instrument.transactionAccuracy,
    tradingHours: instrument.tradingHours ?? null,
    isListed: instrument.isListed,
    sort: instrument.sort,
    contractSpec: spec
      ? {
          brackets,
          takerFeeRate: new BigNumber(spec.takerFeeRate).toFixed(),
          makerFeeRate: new BigNumber(spec.makerFeeRate).toFixed(),
          maxLeverage: Math.min(brackets[0]?.initialLeverage ?? 1, leverageCap),
          updatedAt: spec.updatedAt.getTime(),
        }
      : null,
  };
};

/** Every instrument (optionally of one type) in the market's default order, each with its contract rules. */
export const listAdminInstruments = async (context: AppContext, query: { type?: number | undefined }) => {
  const rows = await context.db
    .select({ instrument: instruments, spec: contractSpecs })
    .from(instruments)
    .leftJoin(contractSpecs, eq(contractSpecs.instrumentId, instruments.id))
    .where(query.type === undefined ? undefined : eq(instruments.type, query.type))
    .orderBy(asc(instruments.type), asc(instruments.sort), asc(instruments.id));
  return rows.map(({ instrument, spec }) =>
    toAdminInstrument(instrument, spec, context.config.CONTRACT_MAX_LEVERAGE),
  );
};

/** One instrument as staff see it, or INSTRUMENT_NOT_FOUND naming `field`. */
export const readAdminInstrument = async (
  db: DbOrTx,
  context: AppContext,
  id: number,
  field: string,
): Promise<AdminInstrument> => {
  const [row] = await db
    .select({ instrument: instruments, spec: contractSpecs })
    .from(instruments)
    .leftJoin(contractSpecs, eq(contractSpecs.instrumentId, instruments.id))
    .where(eq(instruments.id, id));
  if (!row) return fail('INSTRUMENT_NOT_FOUND', { field });
  return toAdminInstrument(row.instrument, row.spec, context.config.CONTRACT_MAX_LEVERAGE);
};

/** Holds the instrument's row for the rest of the transaction (concurrent edits queue), or a 404 naming `field`. */
export const lockInstrument = async (tx: DbOrTx, id: number, field: string) => {
  const [row] = await tx
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.id, id))
    .for('update');
  if (!row) return fail('INSTRUMENT_NOT_FOUND', { field });
};
