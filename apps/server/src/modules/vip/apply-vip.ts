import { eq } from 'drizzle-orm';
import type { CreateVipApplicationBody, VipApplication } from '@exchange/contracts';
import { users, vipApplications, vipLevels } from '../../platform/db/index';
import type { AppContext, Caller } from '../../platform/context';
import { assert, fail } from '../../platform/errors';
import { effectiveLevelOf, readStates } from './vip-runtime';

export type VipApplicationRow = typeof vipApplications.$inferSelect;

export const toVipApplication = (row: VipApplicationRow): VipApplication => ({
  id: row.id,
  level: row.level,
  note: row.note,
  status: row.status,
  remark: row.remark,
  createdAt: row.createdAt.getTime(),
  reviewedAt: row.reviewedAt?.getTime() ?? null,
});

/** Whether a unique-index violation (PostgreSQL 23505) is behind this error, whichever driver threw it. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
};

/**
 * `POST member/vip/create` (spec "member VIP create"): an application for a level staff take applications for, above
 * the caller's level, while none of theirs waits. Under the user's row lock; the partial unique index keeps one
 * pending application per user even so.
 */
export const createVipApplication = async (
  context: AppContext,
  caller: Caller,
  body: CreateVipApplicationBody,
): Promise<VipApplication> => {
  const now = new Date(context.clock.nowMs());
  try {
    return await context.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
      const [level] = await tx.select().from(vipLevels).where(eq(vipLevels.level, body.level));
      if (!level) return fail('VIP_LEVEL_NOT_FOUND', { field: 'level' });
      if (!level.isApplicable) return fail('VIP_NOT_APPLICABLE', { field: 'level' });
      const state = (await readStates(tx, caller.userId, now.getTime())).get(caller.userId);
      const current = state ? effectiveLevelOf(state, now.getTime()).level : 0;
      if (body.level <= current) fail('VIP_LEVEL_NOT_ABOVE_CURRENT', { field: 'level', values: { current } });
      const [row] = await tx
        .insert(vipApplications)
        .values({ userId: caller.userId, level: body.level, note: body.note, status: 0, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return fail('VIP_APPLICATION_PENDING', { field: 'level' });
      return toVipApplication(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) fail('VIP_APPLICATION_PENDING', { field: 'level' });
    throw error;
  }
};

export const requireApplication = (row: VipApplicationRow | undefined) => {
  assert(row, 'vip: application row missing');
  return row;
};
