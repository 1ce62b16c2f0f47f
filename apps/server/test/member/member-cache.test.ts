import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCodes, StaffRole, type CurrentMember } from '@exchange/contracts';
import { buildApp } from '../../src/app';
import { createBus, type Bus } from '../../src/platform/bus/index';
import { ManualClock } from '../../src/platform/clock';
import { users, type Database } from '../../src/platform/db/index';
import {
  MEMBER_CACHE_FRESH_MS,
  MemberCache,
  announceMemberChanged,
} from '../../src/modules/member/member-cache';
import { call, freshIp, latestCode, type ApiResult } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { testConfig } from '../support/test-config';
import { createTestDatabase, type TestApp } from '../support/test-app';
import { createUser } from './member-fixtures';

/**
 * Two app instances on one database and one bus (Redis on the PostgreSQL run), each with its own member cache and
 * session registry. The clocks are manual and never move unless a test moves them, so the caches' fresh window
 * (5 s) never runs out by itself: only a bus message can make an instance forget a member.
 */
let database: Database;
let bus: Bus;
let first: TestApp;
let second: TestApp;

const start = async (): Promise<TestApp> => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'exchange-member-cache-'));
  const clock = new ManualClock(Date.now());
  const built = await buildApp(testConfig(dataDirectory), { database, bus, clock, isPrepared: true });
  await built.app.ready();
  return { ...built, clock, dataDirectory, close: () => built.app.close() };
};

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(mkdtempSync(join(tmpdir(), 'exchange-member-cache-')));
  bus = createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  first = await start();
  second = await start();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await bus?.close();
  await database?.close();
});

const memberOn = (instance: TestApp, token: string) =>
  call<CurrentMember>(instance.app, 'GET', 'member/get-current-member', { token });

/** Redis delivers a moment later; in memory the message is handled before the publishing request answers. */
const eventually = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: 2_000, interval: 10 });

const expectRefused = (result: ApiResult, code: number) => {
  expect(result.status).not.toBe(200);
  expect(result.code).toBe(code);
};

describe('get-current-member across instances', () => {
  it('is served from the cache: a row changed without an announcement shows only after the fresh window', async () => {
    const { userId, token } = await createUser(second, { nickname: 'cached' });
    expect((await memberOn(second, token)).data.nickname).toBe('cached');
    await database.db.update(users).set({ nickname: 'unannounced' }).where(eq(users.id, userId));
    expect((await memberOn(second, token)).data.nickname).toBe('cached');
    second.clock.advance(MEMBER_CACHE_FRESH_MS);
    expect((await memberOn(second, token)).data.nickname).toBe('unannounced');
  });

  it('a nickname changed on A is seen at once on B', async () => {
    const { token } = await createUser(first, { nickname: 'before' });
    expect((await memberOn(second, token)).data.nickname).toBe('before');
    expect((await memberOn(first, token)).data.nickname).toBe('before');
    const changed = await call(first.app, 'PUT', 'member/update-avatar-name', {
      token,
      ip: freshIp(),
      body: { nickname: 'after' },
    });
    expect(changed.code, JSON.stringify(changed.body)).toBe(0);
    expect((await memberOn(first, token)).data.nickname).toBe('after');
    await eventually(async () => expect((await memberOn(second, token)).data.nickname).toBe('after'));
  });

  it('a pay password set on A (a code-confirmed change) shows on B at once', async () => {
    const { token, user } = await createUser(first);
    expect((await memberOn(second, token)).data.hasPayPassword).toBe(false);
    const sent = await call(first.app, 'GET', 'system/auth/send-captcha', {
      query: { purpose: 3 },
      token,
      ip: freshIp(),
    });
    expect(sent.code, JSON.stringify(sent.body)).toBe(0);
    const code = await latestCode(first.context, user.email as string);
    const set = await call(first.app, 'PUT', 'member/update-pay-pwd', {
      token,
      ip: freshIp(),
      body: { code, payPassword: '482913' },
    });
    expect(set.code, JSON.stringify(set.body)).toBe(0);
    await eventually(async () => expect((await memberOn(second, token)).data.hasPayPassword).toBe(true));
  });

  it('a user disabled by a write on A is refused on B at once', async () => {
    const { userId, token } = await createUser(first);
    expect((await memberOn(second, token)).status).toBe(200);
    // What a staff action does: change the row, then announce after commit.
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, userId));
    await announceMemberChanged(first.context, userId);
    await eventually(async () =>
      expectRefused(await memberOn(second, token), ErrorCodes.ACCOUNT_DISABLED.code),
    );
    // A refusal is not cached: enabled again, the member is served again.
    await database.db.update(users).set({ status: 1 }).where(eq(users.id, userId));
    await announceMemberChanged(first.context, userId);
    await eventually(async () => expect((await memberOn(second, token)).status).toBe(200));
  });

  it('a user deleted by staff on A is refused on B at once', async () => {
    const staff = await staffLogin(first, StaffRole.compliance);
    const { userId, token } = await createUser(first);
    expect((await memberOn(second, token)).status).toBe(200);
    const deleted = await adminCall(first, 'POST', 'user/delete', staff.token, {
      body: { id: userId, remark: 'closing the account' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await eventually(async () =>
      expectRefused(await memberOn(second, token), ErrorCodes.SESSION_REVOKED.code),
    );
  });

  it('a session logged out on A is refused on B at once, with the member still cached there', async () => {
    const { token } = await createUser(first);
    expect((await memberOn(second, token)).status).toBe(200);
    const out = await call(first.app, 'POST', 'system/auth/logout', { token, body: {} });
    expect(out.code, JSON.stringify(out.body)).toBe(0);
    await eventually(async () =>
      expectRefused(await memberOn(second, token), ErrorCodes.SESSION_REVOKED.code),
    );
  });
});

describe('MemberCache', () => {
  const member = (nickname: string) => ({ nickname }) as CurrentMember;

  it('shares one load between concurrent calls', async () => {
    const cache = new MemberCache(new ManualClock(0));
    const load = vi.fn(async () => member('once'));
    const answers = await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)]);
    expect(answers.map((answer) => answer.nickname)).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep what a load read when the user changed while it ran', async () => {
    const cache = new MemberCache(new ManualClock(0));
    let finish: (value: CurrentMember) => void = () => {};
    const slow = cache.get(1, () => new Promise<CurrentMember>((resolve) => (finish = resolve)));
    cache.drop(1);
    finish(member('old'));
    expect((await slow).nickname).toBe('old');
    expect((await cache.get(1, async () => member('new'))).nickname).toBe('new');
  });

  it('keeps no refusal, and forgets after the fresh window', async () => {
    const clock = new ManualClock(0);
    const cache = new MemberCache(clock);
    await expect(cache.get(1, () => Promise.reject(new Error('disabled')))).rejects.toThrow('disabled');
    expect(cache.size).toBe(0);
    await cache.get(1, async () => member('first'));
    clock.advance(MEMBER_CACHE_FRESH_MS - 1);
    expect((await cache.get(1, async () => member('second'))).nickname).toBe('first');
    clock.advance(1);
    expect((await cache.get(1, async () => member('second'))).nickname).toBe('second');
  });
});
