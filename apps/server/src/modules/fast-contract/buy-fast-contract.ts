import { BigNumber } from 'bignumber.js';
import { FastContractStatus, type FastContractOrder } from '@exchange/contracts';
import { fastContractExposureAfter, canonicalDecimal } from '@exchange/domain';
import { fastContractOrders, type FastContractRules } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createPending, HouseAccount, runMoneyRequest, type MoneyScope } from '../ledger/index';
import { requireAvailable, requireFastInstrument, requireLivePrice } from './fast-contract-access';
import {
  FAST_CONTRACT_ASSET,
  FAST_CONTRACT_BUY_BUSINESS_TYPE,
  FAST_CONTRACT_WALLET,
  fastContractNumber,
  offerOf,
  readRules,
  transferIds,
} from './fast-contract-rules';
import { lockBook, openStakeOf, sideExposureOf, toFastContractOrder } from './fast-contract-store';

export interface BuyFastContractBody {
  symbol: string;
  direction: 0 | 1;
  amount: string;
  periodSeconds: number;
  payoutRate: string;
}

/** Money accounts a buy moves, resolved with the account lock. */
const BUY_ACCOUNTS = {
  user: [[FAST_CONTRACT_WALLET, FAST_CONTRACT_ASSET]],
  house: [[HouseAccount.fastContractBook, FAST_CONTRACT_ASSET]],
} as const;

/**
 * The offer as the user saw it must still be the offer: the instrument and period offered, the payout rate unchanged
 * (FAST_CONTRACT_PAYOUT_CHANGED with the current rate otherwise), the stake within the minimum and maximum.
 */
const requireOffer = (rules: FastContractRules, body: BuyFastContractBody) => {
  const offer = offerOf(rules, body.symbol) ?? fail('FAST_CONTRACT_NOT_OFFERED', { field: 'symbol' });
  const period =
    offer.periods.find((candidate) => candidate.periodSeconds === body.periodSeconds) ??
    fail('FAST_CONTRACT_NOT_OFFERED', { field: 'periodSeconds' });
  if (!new BigNumber(period.payoutRate).isEqualTo(body.payoutRate))
    fail('FAST_CONTRACT_PAYOUT_CHANGED', {
      field: 'payoutRate',
      values: { payoutRate: canonicalDecimal(period.payoutRate) },
    });
  const stake = new BigNumber(body.amount);
  if (stake.isLessThan(rules.minStake) || stake.isGreaterThan(rules.maxStake))
    fail('FAST_CONTRACT_STAKE_OUT_OF_RANGE', {
      field: 'amount',
      values: { min: canonicalDecimal(rules.minStake), max: canonicalDecimal(rules.maxStake) },
    });
  return { offer, period };
};

/** The user's open stakes with this one stay within the per-user limit (under the account lock). */
const requireOpenStakeRoom = async (scope: MoneyScope, rules: FastContractRules, amount: string) => {
  const open = await openStakeOf(scope.tx, scope.userId);
  if (new BigNumber(open).plus(amount).isGreaterThan(rules.maxOpenStakePerUser))
    fail('FAST_CONTRACT_OPEN_STAKE_LIMIT', {
      field: 'amount',
      values: { limit: canonicalDecimal(rules.maxOpenStakePerUser), open },
    });
};

/**
 * The house's exposure on the buy's side of the instrument (Σ stake × payoutRate of its open contracts) stays within
 * the instrument's limit. Taken under the instrument's book lock, so concurrent buys are checked one after another.
 */
const requireExposureRoom = async (
  scope: MoneyScope,
  instrumentId: number,
  body: BuyFastContractBody,
  exposureLimit: string,
) => {
  await lockBook(scope.tx, instrumentId, scope.now);
  const side = await sideExposureOf(scope.tx, instrumentId, body.direction);
  const after = fastContractExposureAfter(side, body.amount, body.payoutRate);
  if (new BigNumber(after).isGreaterThan(exposureLimit))
    fail('FAST_CONTRACT_EXPOSURE_LIMIT', { field: 'amount' });
};

/**
 * `POST pay/quick-contract/buy`: one money request under the account lock. The rules are read in the transaction, so
 * the payout the user saw is checked against the rules in force at the accepted time; the opening price is the
 * source's live price at that time. The stake is held (a two-phase ledger hold, type 1000) on the fast wallet until the
 * settlement job resolves it. A repeat of the Idempotency-Key answers the first result.
 */
export const buyFastContract = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: BuyFastContractBody,
): Promise<FastContractOrder> => {
  const instrument = requireFastInstrument(context, body.symbol);
  const canonicalBody = {
    ...body,
    amount: canonicalDecimal(body.amount),
    payoutRate: canonicalDecimal(body.payoutRate),
  };
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'fast-contract.buy',
      body: canonicalBody,
      gate: 'trading',
      accounts: BUY_ACCOUNTS,
    },
    async (scope) => {
      const { rules } = await readRules(context, scope.tx);
      await requireAvailable(scope.tx, scope.userId, rules);
      const { offer } = requireOffer(rules, body);
      const open = requireLivePrice(context, body.symbol);
      await requireOpenStakeRoom(scope, rules, body.amount);
      const no = fastContractNumber(scope.now.getTime());
      const ids = transferIds(no);
      await createPending(scope.tx, {
        id: ids.hold,
        debitAccountId: await scope.accounts.user(FAST_CONTRACT_WALLET, FAST_CONTRACT_ASSET),
        creditAccountId: await scope.accounts.house(HouseAccount.fastContractBook, FAST_CONTRACT_ASSET),
        asset: FAST_CONTRACT_ASSET,
        amount: canonicalBody.amount,
        businessType: FAST_CONTRACT_BUY_BUSINESS_TYPE,
        ref: `fast:${no}`,
        actor: scope.actor,
        reason: `fast contract ${body.symbol} ${body.direction === 0 ? 'up' : 'down'} ${body.periodSeconds}s`,
      });
      await requireExposureRoom(scope, instrument.id, body, offer.exposureLimit);
      const [row] = await scope.tx
        .insert(fastContractOrders)
        .values({
          no,
          userId: scope.userId,
          instrumentId: instrument.id,
          symbol: body.symbol,
          direction: body.direction,
          amount: canonicalBody.amount,
          periodSeconds: body.periodSeconds,
          payoutRate: canonicalBody.payoutRate,
          status: FastContractStatus.open,
          openPrice: open.price,
          openPriceAt: new Date(open.timeMs),
          openedAt: scope.now,
          expiresAt: new Date(scope.now.getTime() + body.periodSeconds * 1000),
          holdId: ids.hold,
          createdAt: scope.now,
          updatedAt: scope.now,
        })
        .returning();
      assert(row, 'fast contract: order insert returned nothing');
      const order = toFastContractOrder(row);
      return { result: order, afterCommit: () => pushOrder(context, scope.userId, order) };
    },
  );
  return result;
};

/** After commit: the order (opened or settled, with its prices) and the fast wallet's change to the user's apps. */
export const pushOrder = async (context: AppContext, userId: number, order: FastContractOrder) => {
  await publishUserPush(context, userId, {
    type: 'FAST_CONTRACT_ORDER',
    data: {
      orderId: order.id,
      symbol: order.symbol,
      status: order.status,
      openPrice: order.openPrice,
      closePrice: order.closePrice,
      payout: order.payout,
    },
  });
  await publishUserPush(context, userId, {
    type: 'WALLET_UPDATE',
    data: { wallets: [FAST_CONTRACT_WALLET], coin: FAST_CONTRACT_ASSET },
  });
};
