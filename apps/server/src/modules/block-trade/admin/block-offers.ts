import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import type { FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import {
  BlockOrderStatus,
  InstrumentType,
  type AdminBlockOffer,
  type BlockOfferCreate,
  type BlockOfferUpdate,
} from '@exchange/contracts';
import { blockTradeOffers, blockTradeOrders, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { assert, fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { findListedInstrument } from '../../market/index';
import { BLOCK_QUOTE_ASSET } from '../block-trade-rules';
import { toAdminBlockOffer, type OfferRow } from '../block-trade-store';

const lockedCountOf = async (db: DbOrTx, offerId: number) => {
  const [row] = await db
    .select({ value: count() })
    .from(blockTradeOrders)
    .where(and(eq(blockTradeOrders.offerId, offerId), eq(blockTradeOrders.status, BlockOrderStatus.locked)));
  return row?.value ?? 0;
};

const toAdmin = async (context: AppContext, db: DbOrTx, row: OfferRow) =>
  toAdminBlockOffer(context, row, await lockedCountOf(db, row.id));

/** `GET block-trade/offers`: every offer, oldest first, with what was sold and the orders still locked. */
export const listBlockOffers = async (context: AppContext) => {
  const rows = await context.db.select().from(blockTradeOffers).orderBy(blockTradeOffers.id);
  return { list: await Promise.all(rows.map((row) => toAdmin(context, context.db, row))) };
};

/** The terms as stored: canonical decimals. */
const termsOf = (body: Omit<BlockOfferUpdate, 'id'>) => ({
  rate: canonicalDecimal(body.rate),
  minQuantity: canonicalDecimal(body.minQuantity),
  maxQuantity: canonicalDecimal(body.maxQuantity),
  totalQuantity: canonicalDecimal(body.totalQuantity),
  lockupSeconds: body.lockupSeconds,
  status: body.status,
});

const auditedTerms = (row: OfferRow) => ({
  symbol: row.symbol,
  ...termsOf({ ...row, status: row.status as 0 | 1 }),
  soldQuantity: canonicalDecimal(row.soldQuantity),
});

/** `POST block-trade/offers`: a new offer on a listed spot pair quoted in USDT (audited). */
export const createBlockOffer = async (
  context: AppContext,
  request: FastifyRequest,
  body: BlockOfferCreate,
): Promise<AdminBlockOffer> => {
  const pair = findListedInstrument(context, InstrumentType.coin, body.symbol);
  if (!pair || pair.quoteAsset !== BLOCK_QUOTE_ASSET)
    fail('BAD_REQUEST', { field: 'symbol', values: { reason: 'is not a listed spot pair quoted in USDT' } });
  assert(pair, 'pair checked above');
  return auditedTransaction(context.db, request, async (tx) => {
    const now = new Date(context.clock.nowMs());
    const [row] = await tx
      .insert(blockTradeOffers)
      .values({
        instrumentId: pair.id,
        symbol: pair.symbol,
        baseAsset: pair.baseAsset,
        quoteAsset: pair.quoteAsset,
        ...termsOf(body),
        updatedBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    assert(row, 'block offer insert returned nothing');
    recordAudit(request, { target: `block-trade:offer:${row.id}`, before: null, after: auditedTerms(row) });
    return toAdmin(context, tx, row);
  });
};

/**
 * `PUT block-trade/offers/update`: new terms for future buys, or a pause (audited, before and after). The offer's row is
 * locked first, so a buy in flight either went before (and counts in what was sold) or sees the new terms and is
 * refused if the rate it saw changed. The total may not go below what was sold. Orders already bought keep theirs.
 */
export const updateBlockOffer = async (
  context: AppContext,
  request: FastifyRequest,
  { id, ...body }: BlockOfferUpdate,
): Promise<AdminBlockOffer> =>
  auditedTransaction(context.db, request, async (tx) => {
    const [before] = await tx
      .select()
      .from(blockTradeOffers)
      .where(eq(blockTradeOffers.id, id))
      .for('update');
    if (!before) return fail('BLOCK_OFFER_NOT_FOUND', { field: 'id' });
    if (new BigNumber(body.totalQuantity).isLessThan(before.soldQuantity))
      fail('BAD_REQUEST', {
        field: 'totalQuantity',
        values: { reason: `must be at least what was sold (${canonicalDecimal(before.soldQuantity)})` },
      });
    const [after] = await tx
      .update(blockTradeOffers)
      .set({
        ...termsOf(body),
        updatedBy: `staff:${request.staff?.staffId ?? 'unknown'}`,
        updatedAt: new Date(context.clock.nowMs()),
      })
      .where(eq(blockTradeOffers.id, id))
      .returning();
    assert(after, 'offer locked above');
    recordAudit(request, {
      target: `block-trade:offer:${id}`,
      before: auditedTerms(before),
      after: auditedTerms(after),
    });
    return toAdmin(context, tx, after);
  });
