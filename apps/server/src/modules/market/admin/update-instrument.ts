import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { InstrumentType, type AdminInstrument } from '@exchange/contracts';
import { instruments, type TradingHours } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { announceInstrumentChange } from '../set-instrument-listed';
import { lockInstrument, readAdminInstrument } from './admin-instruments';

/**
 * `market/instrument/list`: list or unlist, audited with the state before and after in the same transaction. The
 * row keeps its history and favourites; every instance's catalogue drops or adds it on the change message (this
 * one before answering), as `setInstrumentListed` does.
 */
export const setAdminInstrumentListed = async (
  context: AppContext,
  request: FastifyRequest,
  body: { id: number; isListed: boolean },
): Promise<AdminInstrument> => {
  const after = await auditedTransaction(context.db, request, async (tx) => {
    await lockInstrument(tx, body.id, 'id');
    const before = await readAdminInstrument(tx, context, body.id, 'id');
    await tx.update(instruments).set({ isListed: body.isListed }).where(eq(instruments.id, body.id));
    const updated = await readAdminInstrument(tx, context, body.id, 'id');
    recordAudit(request, {
      target: `instrument:${body.id}`,
      before: { isListed: before.isListed },
      after: { isListed: updated.isListed },
    });
    return updated;
  });
  await announceInstrumentChange(context, {
    reason: 'listing',
    instrumentId: body.id,
    isListed: body.isListed,
  });
  return after;
};

/**
 * `market/instrument/update`: precision and trading hours. Hours belong to stocks only (a coin or perpetual trades
 * around the clock, and the risk engine never pauses for a session). The feed leader restarts its sources with the
 * new precision on the change message; existing orders and positions keep their stored amounts.
 */
export const updateAdminInstrument = async (
  context: AppContext,
  request: FastifyRequest,
  body: {
    id: number;
    priceAccuracy?: number | undefined;
    transactionAccuracy?: number | undefined;
    tradingHours?: TradingHours | null | undefined;
  },
): Promise<AdminInstrument> => {
  const fields = (instrument: AdminInstrument) => ({
    priceAccuracy: instrument.priceAccuracy,
    transactionAccuracy: instrument.transactionAccuracy,
    tradingHours: instrument.tradingHours,
  });
  const after = await auditedTransaction(context.db, request, async (tx) => {
    await lockInstrument(tx, body.id, 'id');
    const before = await readAdminInstrument(tx, context, body.id, 'id');
    if (body.tradingHours !== undefined && before.type !== InstrumentType.stock)
      return fail('BAD_REQUEST', {
        field: 'tradingHours',
        values: { reason: 'only stocks have trading hours' },
      });
    await tx
      .update(instruments)
      .set({
        ...(body.priceAccuracy === undefined ? {} : { priceAccuracy: body.priceAccuracy }),
        ...(body.transactionAccuracy === undefined ? {} : { transactionAccuracy: body.transactionAccuracy }),
        ...(body.tradingHours === undefined ? {} : { tradingHours: body.tradingHours }),
      })
      .where(eq(instruments.id, body.id));
    const updated = await readAdminInstrument(tx, context, body.id, 'id');
    recordAudit(request, { target: `instrument:${body.id}`, before: fields(before), after: fields(updated) });
    return updated;
  });
  await announceInstrumentChange(context, { reason: 'update', instrumentId: body.id });
  return after;
};
