import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@exchange/contracts';
import { userNotices } from '../../src/platform/db/index';
import { stageUserPush } from '../../src/platform/ws-hub/user-push';
import { createUser } from '../member/member-fixtures';
import { connectSocket } from '../support/socket-client';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * A push staged in a transaction (issue 21 §3): its durable message commits or rolls back with the change it reports,
 * so a crash between the commit and the live push loses only the frame; a message that cannot be written never
 * costs the change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rejection = (remark: string): ServerMessage => ({
  type: 'REAL_NAME_NOTICE',
  data: { status: -1, remark },
});
const kindsOf = async (userId: number) =>
  (await t.context.db.select().from(userNotices).where(eq(userNotices.userId, userId))).map((row) => [
    row.kind,
    row.values,
  ]);

describe('staged pushes', () => {
  it('write the message with the change: nothing when it rolls back, the message when it commits', async () => {
    const user = await createUser(t);
    await expect(
      t.context.db.transaction(async (tx) => {
        await stageUserPush(t.context, tx, user.userId, rejection('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await kindsOf(user.userId)).toEqual([]);

    // Committed, then the process dies before the live push: the message is there to read.
    await t.context.db.transaction((tx) => stageUserPush(t.context, tx, user.userId, rejection('kept')));
    expect(await kindsOf(user.userId)).toEqual([['REAL_NAME_NOTICE', { remark: 'kept' }]]);
  });

  it('send the badge and the push once committed; a live-only push writes nothing', async () => {
    const user = await createUser(t);
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const [notice, live] = await t.context.db.transaction(async (tx) => [
      await stageUserPush(t.context, tx, user.userId, rejection('sent')),
      await stageUserPush(t.context, tx, user.userId, {
        type: 'WALLET_UPDATE',
        data: { wallets: ['spot'], coin: 'USDT' },
      }),
    ]);
    expect(socket.messages().filter((message) => message.type !== 'READY')).toEqual([]);
    await notice!.send();
    await live!.send();
    expect((await socket.next('REAL_NAME_NOTICE')).data).toEqual({ status: -1, remark: 'sent' });
    const [row] = await t.context.db.select().from(userNotices).where(eq(userNotices.userId, user.userId));
    expect((await socket.next('NOTICE')).data.id).toBe(row!.id);
    await socket.next('WALLET_UPDATE');
    expect(await kindsOf(user.userId)).toEqual([['REAL_NAME_NOTICE', { remark: 'sent' }]]);
    socket.socket.close();
  });

  it('a message the database refuses is logged and rolled back alone; the change and other messages commit', async () => {
    const user = await createUser(t);
    await t.context.db.transaction(async (tx) => {
      // PostgreSQL refuses a NUL character in jsonb: the message's own savepoint rolls back, the transaction goes on.
      await stageUserPush(t.context, tx, user.userId, rejection('bad\u0000remark'));
      await stageUserPush(t.context, tx, user.userId, rejection('fine'));
    });
    expect(await kindsOf(user.userId)).toEqual([['REAL_NAME_NOTICE', { remark: 'fine' }]]);
  });
});
