import { BusinessType, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { BigNumber } from 'bignumber.js';
import { createTransfer, runMoneyRequest } from '../ledger/index';
import { requireTransferable } from './wallet-extensions';
import { requireKnownAsset } from './balances';
import { publishWalletUpdate } from './wallet-events';

export interface AnyTransferBody {
  fromWallet: WalletCode;
  toWallet: WalletCode;
  coin: string;
  amount: string;
}

/**
 * A move between two of the caller's own wallets: both accounts come from the token's user id, never the body.
 * One ledger transfer in one money request (the shared idempotency store answers a repeat).
 */
export const anyTransfer = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: AnyTransferBody,
) => {
  requireKnownAsset(context, body.coin);
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'wallet.transfer',
      body: { ...body, amount: new BigNumber(body.amount).toFixed() },
      accounts: {
        user: [
          [body.fromWallet, body.coin],
          [body.toWallet, body.coin],
        ],
      },
    },
    async ({ tx, actor, accounts }) => {
      // A product's wallet (contract margin) lets go only of what its open holdings do not need.
      await requireTransferable(context, tx, body.fromWallet, {
        userId: caller.userId,
        asset: body.coin,
        amount: body.amount,
      });
      const { transfer } = await createTransfer(tx, {
        id: `transfer:${caller.userId}:${key}`,
        debitAccountId: await accounts.user(body.fromWallet, body.coin),
        creditAccountId: await accounts.user(body.toWallet, body.coin),
        asset: body.coin,
        amount: body.amount,
        businessType: BusinessType.transfer,
        actor,
        reason: `${body.fromWallet} → ${body.toWallet}`,
      });
      return {
        result: {
          id: transfer.id,
          fromWallet: body.fromWallet,
          toWallet: body.toWallet,
          coin: body.coin,
          amount: new BigNumber(transfer.amount).toFixed(),
          createdAt: transfer.createdAt.getTime(),
        },
        afterCommit: () =>
          publishWalletUpdate(context, caller.userId, [body.fromWallet, body.toWallet], body.coin),
      };
    },
  );
  return result;
};
