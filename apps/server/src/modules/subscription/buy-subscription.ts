import { canonicalDecimal } from '@exchange/domain';
import { BigNumber } from 'bignumber.js';
import {
  AllotmentRule,
  SubscriptionBusinessType,
  SubscriptionOrderStatus,
  SubscriptionProjectStatus,
  type SubscriptionOrder,
} from '@exchange/contracts';
import { subscriptionOrders } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import {
  createPending,
  createTransfer,
  HouseAccount,
  runMoneyRequest,
  type MoneyScope,
} from '../ledger/index';
import { fitsPrecision } from './allotment';
import {
  SUBSCRIPTION_QUOTE,
  SUBSCRIPTION_WALLET,
  phaseOf,
  subscriptionOrderNumber,
  toOrder,
  transferIds,
  type ProjectRow,
} from './subscription-rules';
import { addRequested, hasOrder, lockProject } from './subscription-store';

export interface SubscriptionBuyBody {
  projectId: number;
  quantity: string;
  price: string;
}

/** Which call serves which rule (spec §4): subscribe order buy, IPO one-click buy, IPO ration buy. */
export const CALL_RULE = {
  commit: AllotmentRule.proRata,
  oneClick: AllotmentRule.firstCome,
  ration: AllotmentRule.lottery,
} as const;
export type SubscriptionCall = keyof typeof CALL_RULE;

const BUY_ACCOUNTS = {
  user: [[SUBSCRIPTION_WALLET, SUBSCRIPTION_QUOTE]],
  house: [[HouseAccount.subscriptionBook, SUBSCRIPTION_QUOTE]],
} as const;

/**
 * The project as the user saw it must still be the project: the right call for its rule, in its window (the clock,
 * the stored status and the pause, read under the project's lock), the price unchanged, the quantity within the
 * per-user limits and the token's precision, and no earlier order of this user.
 */
const requireBuyable = async (
  scope: MoneyScope,
  project: ProjectRow,
  call: SubscriptionCall,
  body: SubscriptionBuyBody,
) => {
  if (project.rule !== CALL_RULE[call])
    fail('SUBSCRIPTION_WRONG_CALL', { field: 'projectId', values: { rule: project.rule } });
  const phase = phaseOf(project, scope.now.getTime());
  if (project.status !== SubscriptionProjectStatus.open || phase !== 'open' || project.isPaused)
    fail('SUBSCRIPTION_NOT_OPEN', {
      field: 'projectId',
      values: { phase: project.isPaused && phase === 'open' ? 'paused' : phase },
    });
  if (!new BigNumber(project.price).isEqualTo(body.price))
    fail('SUBSCRIPTION_TERMS_CHANGED', {
      field: 'price',
      values: { price: canonicalDecimal(project.price) },
    });
  const quantity = new BigNumber(body.quantity);
  if (
    !fitsPrecision(body.quantity, project.precision) ||
    quantity.isLessThan(project.minPerUser) ||
    quantity.isGreaterThan(project.maxPerUser)
  )
    fail('SUBSCRIPTION_QUANTITY_OUT_OF_RANGE', {
      field: 'quantity',
      values: {
        min: canonicalDecimal(project.minPerUser),
        max: canonicalDecimal(project.maxPerUser),
        precision: project.precision,
      },
    });
  if (await hasOrder(scope.tx, project.id, scope.userId))
    fail('SUBSCRIPTION_ALREADY_ORDERED', { field: 'projectId' });
};

/** First come: the buy fits in what is left of the supply (under the project's update lock). */
const requireSupplyLeft = (project: ProjectRow, quantity: string) => {
  const remaining = new BigNumber(project.totalSupply).minus(project.requestedQuantity);
  if (remaining.isLessThan(quantity))
    fail('SUBSCRIPTION_SOLD_OUT', { field: 'quantity', values: { remaining: remaining.toFixed() } });
};

/**
 * The money of a buy. Commitment and ration: a hold of quantity × price (710) until the close. First come: paid at
 * once to the house `subscription_book` (711) and allotted in full.
 */
const moveMoney = async (
  scope: MoneyScope,
  call: SubscriptionCall,
  no: string,
  amount: string,
  project: ProjectRow,
) => {
  const ids = transferIds(no);
  const transfer = {
    debitAccountId: await scope.accounts.user(SUBSCRIPTION_WALLET, SUBSCRIPTION_QUOTE),
    creditAccountId: await scope.accounts.house(HouseAccount.subscriptionBook, SUBSCRIPTION_QUOTE),
    asset: SUBSCRIPTION_QUOTE,
    amount,
    ref: `subscription:${no}`,
    actor: scope.actor,
  };
  if (call === 'oneClick') {
    await createTransfer(scope.tx, {
      ...transfer,
      id: ids.pay,
      businessType: SubscriptionBusinessType.allotment,
      reason: `subscription ${project.symbol}: one-click buy`,
    });
    return null;
  }
  await createPending(scope.tx, {
    ...transfer,
    id: ids.hold,
    businessType: SubscriptionBusinessType.commit,
    reason: `subscription ${project.symbol}: ${call === 'commit' ? 'IEO commitment' : 'IPO ration request'}`,
  });
  return ids.hold;
};

/**
 * A subscription buy through one of the three calls, one money request under the account lock (gate `trading`). The
 * project row is locked in the transaction — shared for a commitment or ration (so the close waits for commitments
 * under way, and a commitment after the close sees it closed), exclusive for a first-come buy (so buys are checked
 * against the supply one at a time). A repeat of the Idempotency-Key answers the first result.
 */
export const buySubscription = async (
  context: AppContext,
  caller: Caller,
  key: string,
  call: SubscriptionCall,
  body: SubscriptionBuyBody,
): Promise<SubscriptionOrder> => {
  const canonicalBody = {
    ...body,
    quantity: canonicalDecimal(body.quantity),
    price: canonicalDecimal(body.price),
  };
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: `subscription.${call}`,
      body: canonicalBody,
      gate: 'trading',
      accounts: BUY_ACCOUNTS,
    },
    async (scope) => {
      const project = await lockProject(scope.tx, body.projectId, call === 'oneClick' ? 'update' : 'share');
      await requireBuyable(scope, project, call, body);
      if (call === 'oneClick') requireSupplyLeft(project, canonicalBody.quantity);
      const no = subscriptionOrderNumber(scope.now.getTime());
      const amount = new BigNumber(canonicalBody.quantity).times(project.price).toFixed();
      const holdId = await moveMoney(scope, call, no, amount, project);
      const isPaid = call === 'oneClick';
      const [row] = await scope.tx
        .insert(subscriptionOrders)
        .values({
          no,
          projectId: project.id,
          userId: scope.userId,
          kind: project.kind,
          rule: project.rule,
          status: isPaid ? SubscriptionOrderStatus.allotted : SubscriptionOrderStatus.committed,
          quantity: canonicalBody.quantity,
          price: project.price,
          amount,
          holdId,
          allottedQuantity: isPaid ? canonicalBody.quantity : null,
          allottedAmount: isPaid ? amount : null,
          refundAmount: isPaid ? '0' : null,
          committedAt: scope.now,
          allottedAt: isPaid ? scope.now : null,
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      assert(row, 'subscription: order insert returned nothing');
      // The share lock of a commitment cannot take the row for update: the running Σ is kept by the close for those.
      if (isPaid) await addRequested(scope.tx, project.id, canonicalBody.quantity, scope.now);
      const order = toOrder(row, project);
      return { result: order, afterCommit: () => pushWallet(context, scope.userId, [SUBSCRIPTION_QUOTE]) };
    },
  );
  return result;
};

/** After commit: the spot wallet changed. */
export const pushWallet = async (context: AppContext, userId: number, coins: readonly string[]) => {
  for (const coin of coins)
    await publishUserPush(context, userId, {
      type: 'WALLET_UPDATE',
      data: { wallets: [SUBSCRIPTION_WALLET], coin },
    });
};
