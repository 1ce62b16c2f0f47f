import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { AiBusinessType, AiKind, AiProductStatus, type AiOrder } from '@exchange/contracts';
import { emptyGridState, canonicalDecimal } from '@exchange/domain';
import { aiOrders, aiProducts } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { orderNumber } from '../../platform/request-keys';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createTransfer, runMoneyRequest, userAvailable, Wallet } from '../ledger/index';
import { feeRatesFor, spotMarketOf } from '../spot/index';
import { findListedInstrument } from '../market/index';
import { AI_QUOTE_ASSET, termsOf, toAiOrder, type AiProductRow, type AiState } from './ai-rules';
import { addHolding } from './ai-store';

export interface BuyAiBody {
  productId: number;
  amount: string;
  productVersion: number;
  agreed: true;
}

const BUY_ACCOUNTS = {
  user: [
    [Wallet.spot, AI_QUOTE_ASSET],
    [Wallet.ai, AI_QUOTE_ASSET],
  ],
} as const;

/** Each grid cell or DCA slice must be a spot order the book accepts (the pair's minimum order value). */
const requirePieces = (
  context: AppContext,
  userId: number,
  product: AiProductRow,
  instrumentId: number,
  amount: string,
) => {
  const pieces = product.kind === AiKind.quantitative ? (product.gridCount ?? 1) : (product.dcaSlices ?? 1);
  const { minNotional } = feeRatesFor(context, userId, { id: instrumentId });
  if (new BigNumber(amount).div(pieces).isLessThan(minNotional))
    fail('AI_AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      values: {
        min: new BigNumber(minNotional).times(pieces).toFixed(),
        max: canonicalDecimal(product.maxAmount),
      },
    });
};

/** The product as the user agreed to it: it exists, is active, unchanged since they saw it, the amount in range. */
const requireProduct = (product: AiProductRow | undefined, body: BuyAiBody) => {
  if (!product) return fail('AI_PRODUCT_NOT_FOUND', { field: 'productId' });
  if (product.status !== AiProductStatus.active) fail('AI_PRODUCT_PAUSED', { field: 'productId' });
  if (product.version !== body.productVersion)
    fail('AI_PRODUCT_CHANGED', { field: 'productVersion', values: { version: product.version } });
  const amount = new BigNumber(body.amount);
  if (amount.isLessThan(product.minAmount) || amount.isGreaterThan(product.maxAmount))
    fail('AI_AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      values: { min: canonicalDecimal(product.minAmount), max: canonicalDecimal(product.maxAmount) },
    });
  return product;
};

/**
 * `POST pay/ai-trade/buy`: one money request under the account lock. The product is read in the transaction (a
 * product staff changed or paused since the user agreed is refused), the USDT moves from spot to the order's
 * sub-account (wallet `ai`, business type 2200) and the order copies the product's terms. A grid starts from the
 * source's live last price now; a DCA buys its first slice on the engine's next run.
 */
export const buyAi = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: BuyAiBody,
): Promise<AiOrder> => {
  const amount = canonicalDecimal(body.amount);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'ai.buy',
      body: { ...body, amount },
      gate: 'trading',
      accounts: BUY_ACCOUNTS,
    },
    async (scope) => {
      const [found] = await scope.tx.select().from(aiProducts).where(eq(aiProducts.id, body.productId));
      const product = requireProduct(found, body);
      const pair =
        findListedInstrument(context, 1, product.symbol) ?? fail('AI_PRODUCT_PAUSED', { field: 'productId' });
      requirePieces(context, scope.userId, product, pair.id, amount);
      const market = spotMarketOf(context, product.symbol);
      if (!market?.isLive) fail('PRICE_UNAVAILABLE', { field: 'productId' });
      const available =
        scope.accounts.balance(Wallet.spot, AI_QUOTE_ASSET)?.available ??
        (await userAvailable(scope.tx, scope.userId, Wallet.spot, AI_QUOTE_ASSET));
      if (new BigNumber(amount).isGreaterThan(available)) fail('INSUFFICIENT_BALANCE', { field: 'amount' });
      const terms = termsOf(product, pair.baseAsset, pair.quoteAsset);
      // A grid starts unseen: the engine's first look buys the cells above the price (domain `gridDecide`).
      const state: AiState = terms.grid ? { grid: emptyGridState(terms.grid.gridCount) } : { slicesDone: 0 };
      const no = `AI${orderNumber('S', scope.now.getTime()).slice(1)}`;
      const [row] = await scope.tx
        .insert(aiOrders)
        .values({
          no,
          userId: scope.userId,
          productId: product.id,
          productName: product.name,
          productVersion: product.version,
          kind: product.kind,
          symbol: product.symbol,
          amount,
          terms,
          state,
          startedAt: scope.now,
          endsAt: new Date(scope.now.getTime() + product.termSeconds * 1000),
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      assert(row, 'ai: order insert returned nothing');
      await createTransfer(scope.tx, {
        id: `ai:${no}:buy`,
        debitAccountId: await scope.accounts.user(Wallet.spot, AI_QUOTE_ASSET),
        creditAccountId: await scope.accounts.user(Wallet.ai, AI_QUOTE_ASSET),
        asset: AI_QUOTE_ASSET,
        amount,
        businessType: AiBusinessType.buy,
        ref: `ai:${no}`,
        actor: scope.actor,
        reason: `AI order ${product.name}`,
      });
      await addHolding(scope.tx, row.id, AI_QUOTE_ASSET, amount);
      await addHolding(scope.tx, row.id, pair.baseAsset, 0);
      const holdings = [
        { asset: pair.baseAsset, amount: '0' },
        { asset: AI_QUOTE_ASSET, amount },
      ].sort((a, b) => a.asset.localeCompare(b.asset));
      const order = toAiOrder(row, holdings, {
        price: market?.lastPrice ?? '0',
        value: amount,
        profit: '0',
        managementFee: '0',
      });
      return { result: order, afterCommit: () => pushAiChange(context, scope.userId, order.id) };
    },
  );
  return result;
};

/** After commit: the order changed (bought, a child order, settled) and the wallets it moved. */
export const pushAiChange = async (context: AppContext, userId: number, _orderId: number) => {
  await publishUserPush(context, userId, {
    type: 'WALLET_UPDATE',
    data: { wallets: [Wallet.spot, Wallet.ai], coin: AI_QUOTE_ASSET },
  });
};
