import { eq } from 'drizzle-orm';
import { forumPosts, forumReplies, users } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import type { SeedRun } from '../../platform/modules/index';

const POSTS = [
  {
    title: 'Welcome to the community forum',
    body: 'Introduce yourself and tell us which markets you follow.',
    status: 'approved',
    replies: ['Hello from Berlin, mostly BTC and ETH here.', 'Glad to be here. Watching the stock tokens.'],
  },
  {
    title: 'How do you size your contract positions?',
    body: 'I keep each position under a tenth of my margin. What works for you?',
    status: 'approved',
    replies: ['Same rule here, and always a stop loss.'],
  },
  {
    title: 'Is there a mobile app?',
    body: 'The site works on my phone, but is there an app to install?',
    status: 'pending',
    replies: [],
  },
] as const;

/**
 * On a demo start, once (skipped when any post exists): two approved posts with replies and one waiting for staff,
 * written by the demo account (the auth module seeds it first).
 */
export const seedForum = async (context: AppContext, run: SeedRun) => {
  if (!run.isDemo || !run.demo) return;
  const [existing] = await context.db.select({ id: forumPosts.id }).from(forumPosts).limit(1);
  if (existing) return;
  const [author] = await context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, run.demo.email));
  if (!author) return;
  const now = new Date(context.clock.nowMs());
  await context.db.transaction(async (tx) => {
    for (const post of POSTS) {
      const [row] = await tx
        .insert(forumPosts)
        .values({
          userId: author.id,
          title: post.title,
          body: post.body,
          status: post.status,
          decidedBy: post.status === 'approved' ? 'seed' : null,
          decidedAt: post.status === 'approved' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: forumPosts.id });
      for (const body of post.replies)
        await tx.insert(forumReplies).values({ postId: row!.id, userId: author.id, body, createdAt: now });
    }
  });
};
