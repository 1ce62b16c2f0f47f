import { BusinessType, type WalletCode } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { requireContractTransferable } from '../contract/index';
import { createTransfer, transferExists, userAccountId } from '../ledger/index';
import { VALUATION_ASSET as MARGIN_ASSET } from '../market/index';
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
 * One ledger transfer whose id is derived from the caller and the idempotency key, so a repeat is the same transfer.
 */
export const anyTransfer = async (
  context: AppContext,
  caller: Caller,
  key: string,
  body: AnyTransferBody,
) => {
  requireKnownAsset(context, body.coin);
  const id = `transfer:${caller.userId}:${key}`;
  const result = await context.db.transaction(async (tx) => {
    // Contract margin (USDT) leaves only as far as open positions do not need it; a repeat is answered below.
    if (body.fromWallet === 'contract' && body.coin === MARGIN_ASSET && !(await transferExists(tx, id)))
      await requireContractTransferable(context, tx, caller.userId, body.amount);
    const debitAccountId = await userAccountId(tx, caller.userId, body.fromWallet, body.coin);
    const creditAccountId = await userAccountId(tx, caller.userId, body.toWallet, body.coin);
    return createTransfer(tx, {
      id,
      debitAccountId,
      creditAccountId,
      asset: body.coin,
      amount: body.amount,
      businessType: BusinessType.transfer,
      actor: `user:${caller.userId}`,
      reason: `${body.fromWallet} → ${body.toWallet}`,
    });
  });
  if (!result.isDuplicate)
    await publishWalletUpdate(context, caller.userId, [body.fromWallet, body.toWallet], body.coin);
  return {
    id: result.transfer.id,
    fromWallet: body.fromWallet,
    toWallet: body.toWallet,
    coin: body.coin,
    amount: result.transfer.amount,
    createdAt: result.transfer.createdAt.getTime(),
  };
};
