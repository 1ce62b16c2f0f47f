import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_POSTS_PER_HOUR } from '@exchange/contracts';
import { forumPosts } from '../../src/platform/db/index';
import { createTestApp, type TestApp } from '../support/test-app';
import { createPost, member } from './forum-fixtures';

// Races on PostgreSQL (PGlite has one connection, so they cannot happen there).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the hourly post limit under concurrency', () => {
  it('ten posts at once by one member: exactly five are created, the rest refused with the limit', async () => {
    const writer = await member(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createPost(t, writer.token, `Race ${index}`)),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(5).fill(429)]);
    expect(results.filter((result) => result.status === 429).map((result) => result.code)).toEqual(
      Array(5).fill(1_022_000_003),
    );
    const [stored] = await t.context.db
      .select({ total: count() })
      .from(forumPosts)
      .where(eq(forumPosts.userId, writer.userId));
    expect(stored?.total).toBe(FORUM_POSTS_PER_HOUR);
  });
});
