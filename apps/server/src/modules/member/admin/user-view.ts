import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_USER_VIEW_LIMIT } from '@exchange/contracts';
import { sessions, type DbOrTx } from '../../../platform/db/index';
import { openContractCounts, staffContractView } from '../../contract/index';
import { userBalances, userTransferCount, userTransfers } from '../../ledger/index';
import { pendingReviewCounts } from '../../wallet/index';
import { requireUser, toAdminUser } from './user-search';

/** GET user/ledger-page: every transfer touching the user's accounts, newest first. */
export const pageUserLedger = async (db: DbOrTx, query: { id: number; pageNo: number; pageSize: number }) => {
  await requireUser(db, query.id);
  return { list: await userTransfers(db, query.id, query), total: await userTransferCount(db, query.id) };
};

/** What an account deletion must wait for (money or orders that would be stranded on a deleted account). */
export const openCommitments = async (db: DbOrTx, userId: number) => ({
  ...(await openContractCounts(db, userId)),
  ...(await pendingReviewCounts(db, userId)),
});

const liveSession = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row
    ? {
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
        ip: row.ip,
        userAgent: row.userAgent,
      }
    : null;
};

/**
 * GET user/get: the whole picture of one account for staff. Every list is bounded (ADMIN_USER_VIEW_LIMIT); the
 * counts say what is open beyond the lists, and user/ledger-page pages the full history.
 */
export const getUserView = async (db: DbOrTx, id: number) => {
  const user = await requireUser(db, id);
  const balances = await userBalances(db, id);
  return {
    user: toAdminUser(user),
    balances: balances.map(({ wallet, asset, available, frozen }) => ({
      wallet,
      coin: asset,
      available,
      frozen,
    })),
    ...(await staffContractView(db, id, ADMIN_USER_VIEW_LIMIT)),
    ledger: await userTransfers(db, id, { pageNo: 1, pageSize: ADMIN_USER_VIEW_LIMIT }),
    ...(await openCommitments(db, id)),
    session: await liveSession(db, id),
  };
};
