import { BigNumber } from 'bignumber.js';
import { and, count, desc, eq } from 'drizzle-orm';
import { FastContractStatus, type FundsOverview } from '@exchange/contracts';
import { fastContractOrders, type DbOrTx } from '../../platform/db/index';
import type { AccountCommitments, StaffUserViewPart } from '../member/index';
import { toUsdt, type WalletValuation } from '../wallet/index';
import { FAST_CONTRACT_ASSET } from './fast-contract-rules';
import { toFastContractOrder } from './fast-contract-store';

/**
 * The fast wallet of spec §3: `positionAmount` the stakes in open contracts — each held by the ledger as frozen USDT of
 * the wallet until it settles, so the frozen USDT is exactly their sum (the module's invariant, tested) — `walletBalance`
 * the rest of the wallet, `total` both. The stakes are already in the wallet's balances, so its figures stay as they are.
 */
export const fastWalletValuation: WalletValuation = {
  wallet: 'fast_contract',
  value: async (_context, _userId, balances, plain) => {
    const staked = new BigNumber(
      balances.find((balance) => balance.wallet === 'fast_contract' && balance.asset === FAST_CONTRACT_ASSET)
        ?.frozen ?? 0,
    );
    const section: FundsOverview['fast'] = {
      total: plain.total,
      walletBalance: toUsdt(new BigNumber(plain.total).minus(staked)),
      positionAmount: toUsdt(staked),
    };
    return { ...plain, section };
  },
};

/** The staff user view's fast-contract part: the latest contracts, newest first. */
export const staffFastContractView: StaffUserViewPart = {
  read: async (db: DbOrTx, userId: number, limit: number) => {
    const rows = await db
      .select()
      .from(fastContractOrders)
      .where(eq(fastContractOrders.userId, userId))
      .orderBy(desc(fastContractOrders.id))
      .limit(limit);
    return { fastContracts: rows.map(toFastContractOrder) };
  },
};

/** Open fast contracts hold stakes: an account deletion waits until they have settled. */
export const openFastContractCommitments: AccountCommitments = {
  count: async (db, userId) => {
    const [row] = await db
      .select({ value: count() })
      .from(fastContractOrders)
      .where(
        and(eq(fastContractOrders.userId, userId), eq(fastContractOrders.status, FastContractStatus.open)),
      );
    return { openFastContractCount: row?.value ?? 0 };
  },
  labels: { openFastContractCount: { one: 'open fast contract', other: 'open fast contracts' } },
};
