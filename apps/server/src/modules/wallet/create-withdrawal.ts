import { BigNumber } from 'bignumber.js';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { BusinessType, ChannelMethod, PaymentMethodType } from '@exchange/contracts';
import { users, withdrawalOrders, type DbOrTx, type Tx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { verifyPassword } from '../../platform/auth/passwords';
import { createPending, HouseAccount, runMoneyRequest, userAvailable } from '../ledger/index';
import { isChainCode } from './chains/index';
import { ChannelDirection, requireAmountInRange, requireChannel, type ChannelRow } from './channels';
import { requireOwnMethod, requireValidAddress } from './payment-methods';
import { orderNumber } from '../../platform/request-keys';
import { publishWalletUpdate } from './wallet-events';
import { boostedDailyLimit } from './wallet-extensions';
import { requireWithdrawal } from './withdrawal-orders';

export interface CreateWithdrawalBody {
  channelId: number;
  amount: string;
  paymentMethodId?: number | undefined;
  address?: string | undefined;
  memo?: string | undefined;
  payPassword: string;
}

/** Five wrong pay passwords within an hour lock withdrawals for the rest of that hour. */
export const PAY_PASSWORD_MAX_FAILURES = 5;
const PAY_PASSWORD_WINDOW_MS = 60 * 60 * 1000;
/** Statuses that count against the daily limit: waiting, under review, completed. */
const COUNTED_STATUSES = [2, 0, 1];
const FEE_DECIMALS = 8;

/** Fee = fixed + rate × amount, rounded up to 8 decimals; what arrives is the rest. */
export const withdrawalFee = (channel: Pick<ChannelRow, 'feeFixed' | 'feeRate'>, amount: string) => {
  const fee = new BigNumber(channel.feeFixed)
    .plus(new BigNumber(amount).times(channel.feeRate))
    .decimalPlaces(FEE_DECIMALS, BigNumber.ROUND_UP);
  return { fee: fee.toFixed(), arrivalAmount: new BigNumber(amount).minus(fee).toFixed() };
};

const startOfUtcDay = (nowMs: number) => new Date(nowMs - (nowMs % 86_400_000));

/** Today's (UTC) total through this channel that counts against its daily limit. */
export const dailyUsed = async (db: DbOrTx, userId: number, channelId: number, nowMs: number) => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)` })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.userId, userId),
        eq(withdrawalOrders.channelId, channelId),
        inArray(withdrawalOrders.status, COUNTED_STATUSES),
        gte(withdrawalOrders.createdAt, startOfUtcDay(nowMs)),
      ),
    );
  return new BigNumber(row?.total ?? 0).toFixed();
};

/** `withdrawal/fee`: the quote the withdraw screen shows as the user types. */
export const getWithdrawalFee = async (
  context: AppContext,
  caller: Caller,
  query: { channelId: number; amount: string },
) => {
  const channel = await requireChannel(context.db, ChannelDirection.withdrawal, query.channelId);
  return {
    amount: new BigNumber(query.amount).toFixed(),
    ...withdrawalFee(channel, query.amount),
    available: await userAvailable(context.db, caller.userId, 'spot', channel.coin),
    dailyLimit: boostedDailyLimit(context, caller.userId, channel.dailyLimit),
    dailyUsed: await dailyUsed(context.db, caller.userId, channel.id, context.clock.nowMs()),
  };
};

/** The pay password, checked under the account lock; five wrong ones within an hour lock withdrawals for that hour. */
const checkPayPassword = async (context: AppContext, tx: Tx, userId: number, payPassword: string) => {
  const [user] = await tx
    .select({ payPasswordHash: users.payPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.payPasswordHash) return fail('PAY_PASSWORD_NOT_SET', { field: 'payPassword' });
  const key = `pay-password:${userId}`;
  if ((await context.counter.peek(key)) >= PAY_PASSWORD_MAX_FAILURES)
    fail('RATE_LIMITED', {
      values: { seconds: PAY_PASSWORD_WINDOW_MS / 1000 },
      data: { retryAfterSeconds: PAY_PASSWORD_WINDOW_MS / 1000 },
    });
  if (!(await verifyPassword(user.payPasswordHash, payPassword))) {
    await context.counter.increment(key, PAY_PASSWORD_WINDOW_MS);
    fail('PAY_PASSWORD_WRONG', { field: 'payPassword' });
  }
};

/** Where the money goes: a saved method of the caller matching the channel, or (crypto) an address given now. */
const destinationOf = async (db: DbOrTx, caller: Caller, channel: ChannelRow, body: CreateWithdrawalBody) => {
  const isCrypto = channel.methodType === ChannelMethod.virtualCurrency;
  if (body.paymentMethodId !== undefined) {
    const type = isCrypto ? PaymentMethodType.virtualCurrency : PaymentMethodType.bankCard;
    const method = await requireOwnMethod(db, caller.userId, body.paymentMethodId, type, 'paymentMethodId');
    if (isCrypto && (method.fields.chain !== channel.chain || method.fields.coin !== channel.coin))
      fail('BAD_REQUEST', {
        field: 'paymentMethodId',
        values: { reason: `must be a ${channel.coin} address on ${channel.chain}` },
      });
    return { ...method.fields, paymentMethodId: String(method.id) };
  }
  if (!isCrypto || !isChainCode(channel.chain))
    return fail('BAD_REQUEST', {
      field: 'paymentMethodId',
      values: { reason: 'is required: choose a saved bank card' },
    });
  requireValidAddress(channel.chain, body.address ?? '', body.memo);
  return {
    coin: channel.coin,
    chain: channel.chain,
    address: body.address ?? '',
    ...(body.memo ? { memo: body.memo } : {}),
  };
};

/**
 * Places the hold and creates the request (status 2) in one money request: the account lock makes two withdrawals of
 * one user queue, so both cannot pass the daily limit, and the freeze is read under it; the hold's guarded update
 * refuses an overdraft. A repeat with the same key and body returns the first answer; another body is 422.
 */
export const createWithdrawal = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: CreateWithdrawalBody,
) => {
  const channel = await requireChannel(context.db, ChannelDirection.withdrawal, body.channelId);
  requireAmountInRange(channel, body.amount);
  const { fee, arrivalAmount } = withdrawalFee(channel, body.amount);
  if (!new BigNumber(arrivalAmount).isGreaterThan(0))
    fail('AMOUNT_OUT_OF_RANGE', {
      field: 'amount',
      values: { min: fee, max: new BigNumber(channel.maxAmount).toFixed() },
    });
  const { payPassword: _secret, ...request } = body;
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'wallet.withdraw',
      body: { ...request, amount: new BigNumber(body.amount).toFixed() },
      gate: 'withdrawal',
      accounts: { user: [['spot', channel.coin]], house: [[HouseAccount.withdrawalClearing, channel.coin]] },
    },
    async ({ tx, now, actor, accounts }) => {
      await checkPayPassword(context, tx, caller.userId, body.payPassword);
      const destination = await destinationOf(tx, caller, channel, body);
      const dailyLimit = boostedDailyLimit(context, caller.userId, channel.dailyLimit);
      if (dailyLimit !== null) {
        const used = new BigNumber(await dailyUsed(tx, caller.userId, channel.id, now.getTime()));
        if (used.plus(body.amount).isGreaterThan(dailyLimit))
          fail('DAILY_LIMIT_EXCEEDED', {
            field: 'amount',
            values: {
              limit: dailyLimit,
              remaining: BigNumber.max(new BigNumber(dailyLimit).minus(used), 0).toFixed(),
            },
          });
      }
      const [inserted] = await tx
        .insert(withdrawalOrders)
        .values({
          no: orderNumber('W', now.getTime()),
          userId: caller.userId,
          channelId: channel.id,
          methodType: channel.methodType,
          coin: channel.coin,
          chain: channel.chain,
          amount: body.amount,
          fee,
          arrivalAmount,
          destination,
          holdTransferId: `withdrawal:${caller.userId}:${key}:hold`,
          status: 2,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      assert(inserted, 'wallet: withdrawal insert returned nothing');
      await createPending(tx, {
        id: inserted.holdTransferId,
        debitAccountId: await accounts.user('spot', channel.coin),
        creditAccountId: await accounts.house(HouseAccount.withdrawalClearing, channel.coin),
        asset: channel.coin,
        amount: body.amount,
        businessType: BusinessType.contractWithdrawal,
        ref: `withdrawal:${inserted.no}`,
        actor,
      });
      return {
        result: await requireWithdrawal(tx, eq(withdrawalOrders.id, inserted.id)),
        afterCommit: () => publishWalletUpdate(context, caller.userId, ['spot'], channel.coin),
      };
    },
  );
  return result;
};
