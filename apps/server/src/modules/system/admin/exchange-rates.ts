import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { exchangeRates } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { normaliseDecimal } from '../list-exchange-rates';

const toRate = (row: typeof exchangeRates.$inferSelect) => ({ ...row, price: normaliseDecimal(row.price) });

/** `system/exchange-rates`: every display currency, enabled or not. */
export const listAdminExchangeRates = async (context: AppContext) =>
  (
    await context.db
      .select()
      .from(exchangeRates)
      .orderBy(asc(exchangeRates.sort), asc(exchangeRates.exchange))
  ).map(toRate);

/**
 * `PUT system/exchange-rate`: a display currency's units per USD (> 0, checked by the contract), precision, order or
 * whether the app offers it. These convert balances for display only; no trade, fee or ledger amount reads them.
 * The seed never overwrites a stored rate, and the app reads the table per request.
 */
export const updateAdminExchangeRate = async (
  context: AppContext,
  request: FastifyRequest,
  body: {
    exchange: string;
    price?: string | undefined;
    priceAccuracy?: number | undefined;
    sort?: number | undefined;
    isEnabled?: boolean | undefined;
  },
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.exchange, body.exchange))
      .for('update');
    if (!before) return fail('NOT_FOUND', { field: 'exchange' });
    const { exchange, ...changes } = body;
    const [after] = await tx
      .update(exchangeRates)
      .set(Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)))
      .where(eq(exchangeRates.exchange, exchange))
      .returning();
    if (!after) throw new Error('exchange rate vanished under its lock');
    recordAudit(request, {
      target: `exchange-rate:${exchange}`,
      before: toRate(before),
      after: toRate(after),
    });
    return toRate(after);
  });
