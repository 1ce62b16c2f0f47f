import { and, eq } from 'drizzle-orm';
import { ChannelMethod } from '@exchange/contracts';
import { depositAddresses } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import {
  CHAINS,
  DEMO_CHAIN_KEYS,
  deriveDepositAddress,
  type ChainCode,
  type ChainKeySource,
} from './chains/index';
import { ChannelDirection, findChannel } from './channels';

/** The operator's keys from config; outside production the documented demo keys stand in for missing ones. */
const keySource = (context: AppContext, chain: ChainCode): ChainKeySource | null => {
  const { config } = context;
  const configured: Record<ChainCode, ChainKeySource | null> = {
    BTC: config.WALLET_XPUB_BTC ? { xpub: config.WALLET_XPUB_BTC } : null,
    ERC20: config.WALLET_XPUB_ERC20 ? { xpub: config.WALLET_XPUB_ERC20 } : null,
    TRC20: config.WALLET_XPUB_TRC20 ? { xpub: config.WALLET_XPUB_TRC20 } : null,
    XRP: config.WALLET_XRP_ADDRESS ? { xrpAddress: config.WALLET_XRP_ADDRESS } : null,
  };
  return configured[chain] ?? (config.isProduction ? null : DEMO_CHAIN_KEYS[chain]);
};

/**
 * The caller's deposit address on a chain: derived at index = user id (deterministic, no counter, no private key
 * on the server) and remembered so a chain watcher can map an incoming address back to its user. XRP shares the
 * operator's address and uses the user id as destination tag.
 */
export const getDepositAddress = async (
  context: AppContext,
  caller: Caller,
  query: { coin: string; chain: ChainCode },
) => {
  const channel = await findChannel(context.db, {
    direction: ChannelDirection.recharge,
    methodType: ChannelMethod.virtualCurrency,
    coin: query.coin,
    chain: query.chain,
  });
  const source = keySource(context, query.chain);
  if (!channel?.isEnabled || !source) return fail('CHANNEL_UNAVAILABLE', { field: 'chain' });
  const isMemoRequired = CHAINS[query.chain].isMemoRequired;
  const existing = await findAddress(context, caller.userId, query.chain);
  if (existing)
    return {
      coin: query.coin,
      chain: query.chain,
      address: existing.address,
      memo: existing.memo,
      isMemoRequired,
    };
  const derived = deriveDepositAddress(query.chain, source, caller.userId);
  await context.db
    .insert(depositAddresses)
    .values({
      userId: caller.userId,
      chain: query.chain,
      address: derived.address,
      memo: derived.memo ?? '',
      derivationIndex: caller.userId,
    })
    .onConflictDoNothing();
  const stored = await findAddress(context, caller.userId, query.chain);
  if (!stored) throw new Error('deposit address missing after insert');
  return { coin: query.coin, chain: query.chain, address: stored.address, memo: stored.memo, isMemoRequired };
};

const findAddress = async (context: AppContext, userId: number, chain: string) => {
  const [row] = await context.db
    .select({ address: depositAddresses.address, memo: depositAddresses.memo })
    .from(depositAddresses)
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.chain, chain)));
  return row;
};
