import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AdminForumItem, ForumItemKind } from '@exchange/contracts';
import { forumPosts, forumReplies, forumReports, type Tx } from '../../../platform/db/index';
import type { AppContext, StaffCaller } from '../../../platform/context';
import { fail } from '../../../platform/errors';
import { auditedTransaction, recordAudit } from '../../../platform/http/staff-audit';
import { loadItem } from '../forum-items';

/** The item locked for the decision, as it was before it. */
const lockItem = async (tx: Tx, kind: ForumItemKind, id: number) => {
  const table = kind === 'post' ? forumPosts : forumReplies;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  if (!row) return fail(kind === 'post' ? 'FORUM_POST_NOT_FOUND' : 'FORUM_REPLY_NOT_FOUND', { field: 'id' });
  const before = await loadItem(tx, kind, id);
  if (!before || before.isDeleted) return fail('FORUM_STATE_CONFLICT', { field: 'id' });
  return before;
};

/** A decision closes the item's open reports. */
const closeReports = (tx: Tx, kind: ForumItemKind, id: number, now: Date) =>
  tx
    .update(forumReports)
    .set({ isOpen: false, closedAt: now })
    .where(and(eq(forumReports.kind, kind), eq(forumReports.itemId, id), eq(forumReports.isOpen, true)));

const DECISION_FIELDS = [
  'status',
  'rejectReason',
  'isHidden',
  'hiddenReason',
  'isPinned',
  'openReports',
] as const;
const decisionView = (item: AdminForumItem) =>
  Object.fromEntries(DECISION_FIELDS.map((field) => [field, item[field]]));

/** Runs one audited decision on an item: locks it, checks, changes, closes reports, records before and after. */
export const decide = (
  context: AppContext,
  request: FastifyRequest,
  target: { kind: ForumItemKind; id: number; isClosingReports: boolean },
  change: (tx: Tx, before: AdminForumItem, now: Date) => Promise<void>,
) =>
  auditedTransaction(context.db, request, async (tx) => {
    const before = await lockItem(tx, target.kind, target.id);
    const now = new Date(context.clock.nowMs());
    await change(tx, before, now);
    if (target.isClosingReports) await closeReports(tx, target.kind, target.id, now);
    const after = (await loadItem(tx, target.kind, target.id))!;
    recordAudit(request, {
      target: `forum-${target.kind}:${target.id}`,
      before: decisionView(before),
      after: decisionView(after),
    });
    return after;
  });

export const staffName = (staff: StaffCaller) => `staff:${staff.staffId}`;
