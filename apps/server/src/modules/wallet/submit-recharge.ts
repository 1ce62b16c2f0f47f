import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, like, ne, or } from 'drizzle-orm';
import { ChannelMethod, rechargeSubmitForm } from '@exchange/contracts';
import { BigNumber } from 'bignumber.js';
import { rechargeOrders, type DbOrTx } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { checkImage } from '../../platform/http/image-files';
import { readMultipartForm } from '../../platform/http/multipart-form';
import { ChannelDirection, requireAmountInRange, requireChannel } from './channels';
import { requireOwnRecharge } from './recharge-orders';
import { orderNumber } from '../../platform/request-keys';
import { runMoneyRequest } from '../ledger/index';

export interface RechargeClaim {
  channelId: number;
  amount: string;
  txHash?: string | undefined;
  proof?: { data: Buffer; mime: string; extension: string } | undefined;
}

/** `recharge/verify`: the channel takes deposits and the amount is within its limits. */
export const verifyRecharge = async (context: AppContext, query: { channelId: number; amount: string }) => {
  const channel = await requireChannel(context.db, ChannelDirection.recharge, query.channelId);
  requireAmountInRange(channel, query.amount);
  return {
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    isProofRequired: channel.methodType !== ChannelMethod.virtualCurrency,
  };
};

/**
 * Records a deposit claim for review (status 2). Nothing is credited here: only a staff approval or a chain
 * watcher's confirmation credits. One money request: a repeat with the same key and body returns the first answer;
 * another body is 422.
 */
export const submitRechargeClaim = async (
  context: AppContext,
  caller: Caller,
  key: string,
  claim: RechargeClaim,
) => {
  const channel = await requireChannel(context.db, ChannelDirection.recharge, claim.channelId);
  requireAmountInRange(channel, claim.amount);
  const isCrypto = channel.methodType === ChannelMethod.virtualCurrency;
  if (!claim.proof && !(isCrypto && claim.txHash)) return fail('FILE_REQUIRED', { field: 'proof' });
  if (claim.txHash && !isCrypto)
    fail('BAD_REQUEST', { field: 'txHash', values: { reason: 'only applies to virtual-currency deposits' } });
  const body = {
    channelId: claim.channelId,
    amount: new BigNumber(claim.amount).toFixed(),
    txHash: claim.txHash ?? null,
    proof: claim.proof ? createHash('sha256').update(claim.proof.data).digest('hex') : null,
  };
  // The screenshot is stored first (a blob store is no part of the transaction); a repeat leaves an unused copy.
  let proofKey: string | null = null;
  if (claim.proof) {
    proofKey = `private/recharge-proofs/${caller.userId}/${context.ids.uuid()}.${claim.proof.extension}`;
    await context.blobs.put(proofKey, claim.proof.data, claim.proof.mime);
  }
  const { result } = await runMoneyRequest(
    context,
    { userId: caller.userId, key, kind: 'wallet.recharge', body },
    async ({ tx, now }) => {
      if (claim.txHash && (await isChainTxKnown(tx, channel.chain, claim.txHash)))
        fail('BAD_REQUEST', { field: 'txHash', values: { reason: 'was already reported or credited' } });
      const [inserted] = await tx
        .insert(rechargeOrders)
        .values({
          no: orderNumber('R', now.getTime()),
          userId: caller.userId,
          channelId: channel.id,
          methodType: channel.methodType,
          coin: channel.coin,
          chain: channel.chain,
          amount: claim.amount,
          proofUrl: proofKey,
          txId: claim.txHash ?? null,
          status: 2,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: rechargeOrders.id });
      // Another user reported the same chain transaction id first.
      if (!inserted)
        return fail('BAD_REQUEST', { field: 'txHash', values: { reason: 'was already reported' } });
      return {
        result: await requireOwnRecharge(tx, caller.userId, eq(rechargeOrders.id, inserted.id), 'id'),
      };
    },
  );
  return result;
};

/** A hash some deposit already carries, as reported (`hash`) or as a watcher credited it (`hash:<output>`). */
const isChainTxKnown = async (db: DbOrTx, chain: string, txHash: string) => {
  const [row] = await db
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.chain, chain),
        or(eq(rechargeOrders.txId, txHash), like(rechargeOrders.txId, `${txHash}:%`)),
        ne(rechargeOrders.status, -1),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** `recharge/submit`: multipart fields channelId, amount, txHash? and the screenshot file `proof`. */
export const submitRechargeForm = async (
  context: AppContext,
  caller: Caller,
  key: string,
  request: FastifyRequest,
) => {
  const form = await readMultipartForm(request, rechargeSubmitForm);
  const file = form.files.get('proof');
  const proof = file ? await checkImage('proof', file) : undefined;
  return submitRechargeClaim(context, caller, key, {
    ...form.fields,
    proof: proof ? { data: proof.data, mime: proof.mime, extension: proof.extension } : undefined,
  });
};
