import { eq } from 'drizzle-orm';
import { UserKind } from '@exchange/contracts';
import { users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/auth/passwords';

/** The demo account `npm start` prints. Only seeded when DEMO_SEED is on (the default for local runs). */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'Demo2026',
  inviteCode: 'DEMO2026',
} as const;

export const seedDemoUser = async (context: AppContext) => {
  const [existing] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
  const now = new Date(context.clock.nowMs());
  await context.db
    .insert(users)
    .values({
      kind: UserKind.real,
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      nickname: 'Demo Trader',
      inviteCode: DEMO_ACCOUNT.inviteCode,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
};
