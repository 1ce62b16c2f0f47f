import { BigNumber } from 'bignumber.js';
import type { DemoFundsClaim } from '@exchange/contracts';
import { demoFundClaims } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { publishUserPush } from '../../platform/ws-hub/user-push';
import { createTransfer, HouseAccount, runMoneyRequest } from '../ledger/index';
import {
  DEMO_FUNDS_AMOUNT,
  DEMO_FUNDS_ASSET,
  DEMO_FUNDS_BUSINESS_TYPE,
  DEMO_FUNDS_WALLET,
  demoFundsTransferId,
  isDemoMarket,
  nextUtcMidnight,
  utcDay,
} from './demo-funds-rules';

/** `2026-05-02 00:00`: the next claim's time as the refusal says it (UTC). */
const utcMinute = (timeMs: number) => new Date(timeMs).toISOString().slice(0, 16).replace('T', ' ');

/**
 * `POST wallet/demo-funds`: credits the fixed demo amount to the caller's spot wallet, as ONE ledger transfer from the
 * `demo_faucet` house account, in one money request (the account lock, the Idempotency-Key: a repeat of the same key
 * returns the first answer). Refused on a live feed (DEMO_FUNDS_UNAVAILABLE, nothing moved). Once per UTC day: the
 * claim's row, keyed (user, day), is inserted first in the same transaction, so a second claim that day — even one
 * racing this one on another connection — finds it and is refused (DEMO_FUNDS_CLAIMED with the next time).
 */
export const claimDemoFunds = async (
  context: AppContext,
  caller: Caller,
  key: string,
): Promise<DemoFundsClaim> => {
  if (!isDemoMarket(context)) return fail('DEMO_FUNDS_UNAVAILABLE');
  const { result } = await runMoneyRequest(
    context,
    {
      userId: caller.userId,
      key,
      kind: 'demo-funds.claim',
      body: {},
      accounts: {
        user: [[DEMO_FUNDS_WALLET, DEMO_FUNDS_ASSET]],
        house: [[HouseAccount.demoFaucet, DEMO_FUNDS_ASSET]],
      },
    },
    async ({ tx, now, actor, accounts }) => {
      const day = utcDay(now.getTime());
      const nextClaimAt = nextUtcMidnight(now.getTime());
      const transferId = demoFundsTransferId(caller.userId, day);
      const [claim] = await tx
        .insert(demoFundClaims)
        .values({
          userId: caller.userId,
          day,
          asset: DEMO_FUNDS_ASSET,
          amount: DEMO_FUNDS_AMOUNT,
          transferId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!claim)
        return fail('DEMO_FUNDS_CLAIMED', {
          values: { next: utcMinute(nextClaimAt) },
          data: { retryAfterSeconds: Math.ceil((nextClaimAt - now.getTime()) / 1000) },
        });
      const { transfer } = await createTransfer(tx, {
        id: transferId,
        debitAccountId: await accounts.house(HouseAccount.demoFaucet, DEMO_FUNDS_ASSET),
        creditAccountId: await accounts.user(DEMO_FUNDS_WALLET, DEMO_FUNDS_ASSET),
        asset: DEMO_FUNDS_ASSET,
        amount: DEMO_FUNDS_AMOUNT,
        businessType: DEMO_FUNDS_BUSINESS_TYPE,
        ref: `demo-funds:${day}`,
        actor,
        reason: 'demo funds (demo market only)',
      });
      return {
        result: {
          amount: new BigNumber(transfer.amount).toFixed(),
          coin: DEMO_FUNDS_ASSET,
          wallet: DEMO_FUNDS_WALLET,
          transferId: transfer.id,
          claimedAt: now.getTime(),
          nextClaimAt,
        },
        afterCommit: () =>
          publishUserPush(context, caller.userId, {
            type: 'WALLET_UPDATE',
            data: { wallets: [DEMO_FUNDS_WALLET], coin: DEMO_FUNDS_ASSET },
          }),
      };
    },
  );
  return result;
};
