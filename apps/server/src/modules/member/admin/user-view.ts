import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_USER_VIEW_LIMIT, type AdminUserView } from '@exchange/contracts';
import { sessions, type DbOrTx } from '../../../platform/db/index';
import type { AppContext } from '../../../platform/context';
import { userBalances, userTransferCount, userTransfers } from '../../ledger/index';
import { ACCOUNT_COMMITMENTS, STAFF_USER_VIEW_PARTS, type AccountCommitments } from '../account-extensions';
import { requireUser, toAdminUser } from './user-search';

/** GET user/ledger-page: every transfer touching the user's accounts, newest first. */
export const pageUserLedger = async (db: DbOrTx, query: { id: number; pageNo: number; pageSize: number }) => {
  await requireUser(db, query.id);
  return { list: await userTransfers(db, query.id, query), total: await userTransferCount(db, query.id) };
};

/**
 * What an account deletion must wait for (money or orders that would be stranded on a deleted account), as each
 * product counts it; every count with the words a refusal uses for it.
 */
export const openCommitments = async (context: AppContext, db: DbOrTx, userId: number) => {
  const counts: Record<string, number> = {};
  const labels: AccountCommitments['labels'] = {};
  for (const commitments of context.modules.contributions(ACCOUNT_COMMITMENTS)) {
    Object.assign(counts, await commitments.count(db, userId));
    Object.assign(labels, commitments.labels);
  }
  return { counts, labels };
};

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
export const getUserView = async (context: AppContext, id: number): Promise<AdminUserView> => {
  const { db } = context;
  const user = await requireUser(db, id);
  const balances = await userBalances(db, id);
  const parts: Record<string, unknown> = {};
  for (const part of context.modules.contributions(STAFF_USER_VIEW_PARTS))
    Object.assign(parts, await part.read(db, id, ADMIN_USER_VIEW_LIMIT));
  // The products' parts fill the view's product fields; the response schema checks the whole on the way out.
  return {
    user: toAdminUser(user),
    balances: balances.map(({ wallet, asset, available, frozen }) => ({
      wallet,
      coin: asset,
      available,
      frozen,
    })),
    ...parts,
    ledger: await userTransfers(db, id, { pageNo: 1, pageSize: ADMIN_USER_VIEW_LIMIT }),
    ...(await openCommitments(context, db, id)).counts,
    session: await liveSession(db, id),
  } as AdminUserView;
};
