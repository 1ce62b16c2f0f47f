import type { ForumItemKind } from '@exchange/contracts';
import { forumReports } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { fail } from '../../platform/errors';
import { isVisible, notFound } from './forum-access';

/** `POST forum/report`: once per member and item (the unique index decides a race). */
export const reportForumItem = async (
  context: AppContext,
  caller: Caller,
  input: { kind: ForumItemKind; id: number; reason: number },
) =>
  context.db.transaction(async (tx) => {
    if (!(await isVisible(tx, input.kind, input.id))) notFound(input.kind);
    const inserted = await tx
      .insert(forumReports)
      .values({
        kind: input.kind,
        itemId: input.id,
        userId: caller.userId,
        reason: input.reason,
        createdAt: new Date(context.clock.nowMs()),
      })
      .onConflictDoNothing()
      .returning({ id: forumReports.id });
    if (inserted.length === 0) fail('FORUM_ALREADY_REPORTED', { field: 'id' });
    return { ok: true as const };
  });
