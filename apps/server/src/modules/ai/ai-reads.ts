import { BigNumber } from 'bignumber.js';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { AiOrderStatus, AiProductStatus, type AiProduct, type AiTerms } from '@exchange/contracts';
import { aiManagementFeeOf } from '@exchange/domain';
import { aiChildOrders, aiOrders, aiProducts } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { findListedInstrument } from '../market/index';
import { feeRatesFor } from '../spot/index';
import { backtestOf } from './ai-backtests';
import { productFieldsOf, toAiChildOrder, toAiOrder, type AiOrderRow } from './ai-rules';
import { holdingsOf, markOf, ownAiOrder } from './ai-store';

/** `config-page`: active products whose pair is listed, each with its rules, fees and backtest. */
export const pageAiProducts = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; kind?: 0 | 1 | undefined },
) => {
  const where = and(
    eq(aiProducts.status, AiProductStatus.active),
    query.kind === undefined ? undefined : eq(aiProducts.kind, query.kind),
  );
  const rows = await context.db
    .select()
    .from(aiProducts)
    .where(where)
    .orderBy(asc(aiProducts.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(aiProducts).where(where);
  const list: AiProduct[] = [];
  for (const row of rows) {
    const pair = findListedInstrument(context, 1, row.symbol);
    if (!pair) continue;
    const { takerFeeRate } = feeRatesFor(context, caller.userId, pair);
    const fields = productFieldsOf(row, pair, takerFeeRate);
    list.push({ ...fields, backtest: await backtestOf(context, fields, takerFeeRate) });
  }
  return { list, total: total?.value ?? 0 };
};

/** Orders with holdings and, while running, their value marked at the live price less the management fee due. */
export const presentAiOrders = async (context: AppContext, rows: AiOrderRow[]) => {
  const holdings = await holdingsOf(
    context.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = holdings.get(row.id) ?? [];
    const terms = row.terms as AiTerms;
    const mark = row.status === AiOrderStatus.running ? markOf(context, row, terms, own) : null;
    if (!mark) return toAiOrder(row, own, null);
    const managementFee = aiManagementFeeOf(row.amount, mark.value, terms.managementFeeRate);
    const value = new BigNumber(mark.value).minus(managementFee);
    return toAiOrder(row, own, {
      price: mark.price,
      value: value.toFixed(),
      profit: value.minus(row.amount).toFixed(),
      managementFee,
    });
  });
};

export const pageAiOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; scope: 'running' | 'settled' },
) => {
  const where = and(
    eq(aiOrders.userId, caller.userId),
    query.scope === 'running'
      ? eq(aiOrders.status, AiOrderStatus.running)
      : ne(aiOrders.status, AiOrderStatus.running),
  );
  const rows = await context.db
    .select()
    .from(aiOrders)
    .where(where)
    .orderBy(desc(aiOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(aiOrders).where(where);
  return { list: await presentAiOrders(context, rows), total: total?.value ?? 0 };
};

export const getAiOrder = async (context: AppContext, caller: Caller, query: { id: number }) => {
  const row = await ownAiOrder(context.db, caller.userId, query.id);
  const [order] = await presentAiOrders(context, [row]);
  return order ?? fail('AI_ORDER_NOT_FOUND', { field: 'id' });
};

export const pageAiChildOrders = async (
  context: AppContext,
  caller: Caller,
  query: { pageNo: number; pageSize: number; orderId: number },
) => {
  await ownAiOrder(context.db, caller.userId, query.orderId, 'orderId');
  const where = eq(aiChildOrders.orderId, query.orderId);
  const rows = await context.db
    .select()
    .from(aiChildOrders)
    .where(where)
    .orderBy(desc(aiChildOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [total] = await context.db.select({ value: count() }).from(aiChildOrders).where(where);
  return { list: rows.map(toAiChildOrder), total: total?.value ?? 0 };
};

export const getAiChildOrder = async (context: AppContext, caller: Caller, query: { id: number }) => {
  const [row] = await context.db
    .select()
    .from(aiChildOrders)
    .where(and(eq(aiChildOrders.id, query.id), eq(aiChildOrders.userId, caller.userId)));
  return toAiChildOrder(row ?? fail('AI_ORDER_NOT_FOUND', { field: 'id' }));
};
