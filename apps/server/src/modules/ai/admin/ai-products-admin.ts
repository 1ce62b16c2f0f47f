import { BigNumber } from 'bignumber.js';
import { asc, count, eq, and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AiKind,
  AiOrderStatus,
  AiProductStatus,
  type AdminAiProduct,
  type AiProductInput,
} from '@exchange/contracts';
import { aiOrders, aiProducts, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { findListedInstrument } from '../../market/index';
import { feeRatesFor } from '../../spot/index';
import { productFieldsOf, type AiProductRow } from '../ai-rules';

/** The most a management fee may take of the profit, and an early exit of the value. */
export const AI_MANAGEMENT_FEE_MAX = '0.5';
export const AI_EARLY_EXIT_FEE_MAX = '0.1';

const bad = (field: string, reason: string): never => fail('BAD_REQUEST', { field, values: { reason } });

const runningCountOf = async (db: DbOrTx, productId: number) => {
  const [row] = await db
    .select({ value: count() })
    .from(aiOrders)
    .where(and(eq(aiOrders.productId, productId), eq(aiOrders.status, AiOrderStatus.running)));
  return row?.value ?? 0;
};

const toAdmin = async (context: AppContext, db: DbOrTx, row: AiProductRow): Promise<AdminAiProduct> => {
  const pair = findListedInstrument(context, 1, row.symbol);
  const fees = pair ? feeRatesFor(context, 0, pair).takerFeeRate : '0';
  return {
    ...productFieldsOf(row, pair ?? { baseAsset: row.symbol.replace(/USDT$/, ''), quoteAsset: 'USDT' }, fees),
    runningOrderCount: await runningCountOf(db, row.id),
    updatedAt: row.updatedAt.getTime(),
  };
};

/** Every rule checked against the others and the pair: nothing half-valid is stored. */
const toValues = (context: AppContext, body: AiProductInput) => {
  const pair = findListedInstrument(context, 1, body.symbol) ?? bad('symbol', 'is not a listed spot pair');
  if (new BigNumber(body.maxAmount).isLessThan(body.minAmount))
    bad('maxAmount', 'must be at least minAmount');
  if (new BigNumber(body.managementFeeRate).isGreaterThan(AI_MANAGEMENT_FEE_MAX))
    bad('managementFeeRate', `must be at most ${AI_MANAGEMENT_FEE_MAX}`);
  if (new BigNumber(body.earlyExitFeeRate).isGreaterThan(AI_EARLY_EXIT_FEE_MAX))
    bad('earlyExitFeeRate', `must be at most ${AI_EARLY_EXIT_FEE_MAX}`);
  const isGrid = body.kind === AiKind.quantitative;
  if (isGrid) {
    if (body.gridLow === undefined) bad('gridLow', 'is required for a grid');
    if (body.gridHigh === undefined) bad('gridHigh', 'is required for a grid');
    if (body.gridCount === undefined) bad('gridCount', 'is required for a grid');
    if (!new BigNumber(body.gridHigh as string).isGreaterThan(body.gridLow as string))
      bad('gridHigh', 'must be above gridLow');
  } else {
    if (body.dcaIntervalSeconds === undefined) bad('dcaIntervalSeconds', 'is required for a DCA');
    if (body.dcaSlices === undefined) bad('dcaSlices', 'is required for a DCA');
    if (((body.dcaSlices as number) - 1) * (body.dcaIntervalSeconds as number) >= body.termSeconds)
      bad('dcaSlices', 'must all fall within the term');
  }
  const pieces = (isGrid ? body.gridCount : body.dcaSlices) as number;
  const { minNotional } = feeRatesFor(context, 0, pair);
  if (new BigNumber(body.minAmount).div(pieces).isLessThan(minNotional))
    bad('minAmount', `must give each ${isGrid ? 'grid' : 'slice'} at least ${minNotional} USDT`);
  return {
    name: body.name,
    description: body.description,
    kind: body.kind,
    symbol: pair.symbol,
    termSeconds: body.termSeconds,
    minAmount: new BigNumber(body.minAmount).toFixed(),
    maxAmount: new BigNumber(body.maxAmount).toFixed(),
    managementFeeRate: new BigNumber(body.managementFeeRate).toFixed(),
    earlyExitFeeRate: new BigNumber(body.earlyExitFeeRate).toFixed(),
    riskLevel: body.riskLevel,
    gridLow: isGrid ? new BigNumber(body.gridLow as string).toFixed() : null,
    gridHigh: isGrid ? new BigNumber(body.gridHigh as string).toFixed() : null,
    gridCount: isGrid ? (body.gridCount as number) : null,
    dcaIntervalSeconds: isGrid ? null : (body.dcaIntervalSeconds as number),
    dcaSlices: isGrid ? null : (body.dcaSlices as number),
  };
};

const requireProduct = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(aiProducts).where(eq(aiProducts.id, id)).for('update');
  return row ?? fail('AI_PRODUCT_NOT_FOUND', { field: 'id' });
};

export const listAiProducts = async (context: AppContext) => {
  const rows = await context.db.select().from(aiProducts).orderBy(asc(aiProducts.id));
  return Promise.all(rows.map((row) => toAdmin(context, context.db, row)));
};

const nameTaken = async (db: DbOrTx, name: string, id?: number) => {
  const [row] = await db.select({ id: aiProducts.id }).from(aiProducts).where(eq(aiProducts.name, name));
  if (row && row.id !== id) bad('name', 'is taken by another product');
};

/** `POST ai/products`: a new product, paused until staff resume it (audited). */
export const createAiProduct = (context: AppContext, request: FastifyRequest, body: AiProductInput) => {
  const values = toValues(context, body);
  return auditedTransaction(context.db, request, async (tx) => {
    await nameTaken(tx, values.name);
    const now = new Date(context.clock.nowMs());
    const [row] = await tx
      .insert(aiProducts)
      .values({
        ...values,
        status: AiProductStatus.paused,
        updatedBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) return fail('AI_PRODUCT_NOT_FOUND', { field: 'id' });
    recordAudit(request, { target: `ai:product:${row.id}`, before: null, after: values });
    return toAdmin(context, tx, row);
  });
};

/**
 * `PUT ai/products/:id`: the rules for new orders, version + 1 (a buy that agreed to the old version is refused).
 * Running orders keep the terms they copied at buy: nothing here touches them (audited).
 */
export const updateAiProduct = (
  context: AppContext,
  request: FastifyRequest,
  id: number,
  body: AiProductInput,
) => {
  const values = toValues(context, body);
  return auditedTransaction(context.db, request, async (tx) => {
    const before = await requireProduct(tx, id);
    await nameTaken(tx, values.name, id);
    const [row] = await tx
      .update(aiProducts)
      .set({
        ...values,
        version: before.version + 1,
        updatedBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(aiProducts.id, id))
      .returning();
    if (!row) return fail('AI_PRODUCT_NOT_FOUND', { field: 'id' });
    recordAudit(request, { target: `ai:product:${id}`, before, after: row });
    return toAdmin(context, tx, row);
  });
};

/** `PUT ai/products/:id/status`: pause (no new buys) or resume; running orders go on either way (audited). */
export const setAiProductStatus = (context: AppContext, request: FastifyRequest, id: number, status: 0 | 1) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await requireProduct(tx, id);
    const [row] = await tx
      .update(aiProducts)
      .set({
        status,
        updatedBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(aiProducts.id, id))
      .returning();
    if (!row) return fail('AI_PRODUCT_NOT_FOUND', { field: 'id' });
    recordAudit(request, {
      target: `ai:product:${id}`,
      before: { status: before.status },
      after: { status },
    });
    return toAdmin(context, tx, row);
  });
