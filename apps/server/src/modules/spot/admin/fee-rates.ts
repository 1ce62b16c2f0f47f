import { BigNumber } from 'bignumber.js';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as Http from '@exchange/contracts';
import { InstrumentType, SPOT_FEE_RATE_MAX, type AdminSpotFeeRate } from '@exchange/contracts';
import { instruments, spotFeeRates, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { registerOperation } from '../../../platform/http/operation-route';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { announceInstrumentChange, lockInstrument } from '../../market/index';
import {
  SPOT_DEFAULT_MAKER_FEE_RATE,
  SPOT_DEFAULT_MIN_NOTIONAL,
  SPOT_DEFAULT_TAKER_FEE_RATE,
} from '../spot-fees';
import { spotRuntimeOf } from '../spot-runtime';

type Instrument = typeof instruments.$inferSelect;
type FeeRow = typeof spotFeeRates.$inferSelect;

const toAdminRow = (instrument: Instrument, fees: FeeRow | null): AdminSpotFeeRate => ({
  instrumentId: instrument.id,
  symbol: instrument.symbol,
  isListed: instrument.isListed,
  makerFeeRate: new BigNumber(fees?.makerFeeRate ?? SPOT_DEFAULT_MAKER_FEE_RATE).toFixed(),
  takerFeeRate: new BigNumber(fees?.takerFeeRate ?? SPOT_DEFAULT_TAKER_FEE_RATE).toFixed(),
  minNotional: new BigNumber(fees?.minNotional ?? SPOT_DEFAULT_MIN_NOTIONAL).toFixed(),
  updatedAt: fees?.updatedAt.getTime() ?? null,
});

/** Every spot pair (listed or not) with its fees, in the market's order. */
const readRows = async (db: DbOrTx, instrumentId?: number) => {
  const rows = await db
    .select({ instrument: instruments, fees: spotFeeRates })
    .from(instruments)
    .leftJoin(spotFeeRates, eq(spotFeeRates.instrumentId, instruments.id))
    .where(
      instrumentId === undefined
        ? eq(instruments.type, InstrumentType.coin)
        : eq(instruments.id, instrumentId),
    )
    .orderBy(asc(instruments.sort), asc(instruments.symbol));
  return rows.map(({ instrument, fees }) => ({ instrument, row: toAdminRow(instrument, fees) }));
};

/** Fees are charged, never paid out (the ledger moves positive amounts): 0 ≤ maker ≤ taker ≤ 1 %. */
const checkFees = (body: { makerFeeRate: string; takerFeeRate: string }) => {
  if (new BigNumber(body.takerFeeRate).isGreaterThan(SPOT_FEE_RATE_MAX))
    fail('BAD_REQUEST', {
      field: 'takerFeeRate',
      values: { reason: `must be at most ${SPOT_FEE_RATE_MAX}` },
    });
  if (new BigNumber(body.makerFeeRate).isGreaterThan(body.takerFeeRate))
    fail('BAD_REQUEST', { field: 'makerFeeRate', values: { reason: 'must not exceed the taker fee rate' } });
};

/**
 * `PUT spot/fee-rates`: sets a spot pair's maker and taker rates and minimum order value, audited (before and after)
 * in its transaction. Every instance's fee table reloads on the instruments' change message (this one before
 * answering), so the next order pays the new rates; open orders keep their holds (a buy's hold has no fee in it).
 */
const updateFeeRate = async (
  context: AppContext,
  request: FastifyRequest,
  body: { instrumentId: number; makerFeeRate: string; takerFeeRate: string; minNotional: string },
): Promise<AdminSpotFeeRate> => {
  checkFees(body);
  const values = {
    makerFeeRate: new BigNumber(body.makerFeeRate).toFixed(),
    takerFeeRate: new BigNumber(body.takerFeeRate).toFixed(),
    minNotional: new BigNumber(body.minNotional).toFixed(),
    updatedAt: new Date(context.clock.nowMs()),
  };
  const after = await auditedTransaction(context.db, request, async (tx) => {
    await lockInstrument(tx, body.instrumentId, 'instrumentId');
    const [before] = await readRows(tx, body.instrumentId);
    if (!before || before.instrument.type !== InstrumentType.coin)
      return fail('BAD_REQUEST', { field: 'instrumentId', values: { reason: 'is not a spot pair' } });
    await tx
      .insert(spotFeeRates)
      .values({ instrumentId: body.instrumentId, ...values })
      .onConflictDoUpdate({ target: spotFeeRates.instrumentId, set: values });
    const [updated] = await readRows(tx, body.instrumentId);
    recordAudit(request, {
      target: `instrument:${body.instrumentId}`,
      before: before.row,
      after: updated?.row,
    });
    return updated?.row as AdminSpotFeeRate;
  });
  await announceInstrumentChange(context, { reason: 'spot-fees', instrumentId: body.instrumentId });
  await spotRuntimeOf(context).fees.reload();
  return after;
};

/** The spot fees on the staff API (under /api/admin-api): this module owns `spot_fee_rates`. */
export const registerAdminSpotRoutes = (admin: FastifyInstance, context: AppContext) => {
  registerOperation(admin, Http.adminListSpotFeeRates, async () =>
    (await readRows(context.db)).map(({ row }) => row),
  );
  registerOperation(admin, Http.adminUpdateSpotFeeRate, ({ request, body }) =>
    updateFeeRate(context, request, body),
  );
};
