import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatGroupRole,
  ChatGroupType,
  ChatMessageStatus,
  IM_CHANGE_WINDOW_MS,
  IM_INVALID_TOKEN_TEXT,
  IM_MESSAGES_PER_MINUTE,
  IM_TEXT_MAX,
  type ChatGroup,
  type ChatMessage,
  type WorkOrder,
} from '@exchange/contracts';
import { IM_HUB } from '../../src/modules/im/index';
import { imGroups, queryRows } from '../../src/platform/db/index';
import { postMultipart, pngPart } from '../member/multipart';
import { call, freshIp } from '../support/api';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  chatSocket,
  eventually,
  imCall,
  member,
  send,
  serviceGroup,
  sharedGroup,
  uuid,
  visitor,
} from './im-fixtures';

/*
 * The chat (issue 21 §1) through the real endpoints and the real socket: groups, offsets, send states, edits and
 * withdrawals, images, unread counts, reconnects, tokens, and every bad input refused with its field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The status and the field a refusal names. */
const refusal = (result: { status: number; data: unknown }) => [
  result.status,
  (result.data as { field?: string } | null)?.field,
];

const messageCount = async () =>
  (await queryRows<{ n: number }>(t.context.db, sql`select count(*)::int as n from im_messages`))[0]!.n;

describe('service conversations', () => {
  it('a visitor opens support, sends over the socket, sees the echo with its uuid, and a resend adds nothing', async () => {
    const guest = await visitor(t);
    const group = await serviceGroup(t.app, guest.token);
    expect(group).toMatchObject({
      type: ChatGroupType.commonService,
      role: ChatGroupRole.owner,
      unreadCount: 0,
    });
    expect(group.groupSign).toBe(`service:${guest.userId}`);
    // Loading again keeps the one group.
    expect(
      (await imCall<ChatGroup[]>(t.app, guest.token, 'POST', 'group/load', { body: {} })).data,
    ).toHaveLength(1);

    const client = await chatSocket(t.app, guest.token);
    const hello = await client.next('CONNECT_SUCCESS');
    expect(hello.data).toMatchObject({ userId: guest.userId, userKind: 1 });
    expect((await client.next('GROUP_LIST')).data.map((item) => item.id)).toEqual([group.id]);
    expect((await client.next('MESSAGE_PUSH_COMPLETED')).data.count).toBe(0);

    const id = uuid();
    client.sendFrame({
      type: 'SEND_MESSAGE',
      data: { groupId: group.id, uuid: id, contentType: 'text', data: 'Hi <b>there</b>' },
    });
    const echo = (await client.next('MESSAGE')).data;
    expect(echo).toMatchObject({
      groupId: group.id,
      groupType: ChatGroupType.commonService,
      offset: 1,
      showDirection: 0,
      status: ChatMessageStatus.normal,
      payload: { uuid: id, contentType: 'text', data: 'Hi <b>there</b>' },
    });
    // The same uuid again (a resend after a lost echo): the first message, no second offset.
    const before = await messageCount();
    client.sendFrame({
      type: 'SEND_MESSAGE',
      data: { groupId: group.id, uuid: id, contentType: 'text', data: 'Hi <b>there</b>' },
    });
    expect((await client.next('MESSAGE', 2)).data.id).toBe(echo.id);
    expect(await messageCount()).toBe(before);
    client.sendFrame('ping');
    await eventually(
      () => client.frames.includes('pong'),
      () => client.frames.join(' | '),
    );
    client.socket.terminate();
  });

  it('answers a bad token with the plain text and closes; an expiring one gets TOKEN_INVALID', async () => {
    const bad = await chatSocket(t.app, 'not-a-token');
    await eventually(
      () => bad.frames.includes(IM_INVALID_TOKEN_TEXT) && bad.closes.includes(4401),
      () => bad.frames.join('|'),
    );
    const none = await chatSocket(t.app, undefined);
    await eventually(
      () => none.frames.includes(IM_INVALID_TOKEN_TEXT),
      () => none.frames.join('|'),
    );

    const user = await member(t);
    const client = await chatSocket(t.app, user.token);
    await client.next('MESSAGE_PUSH_COMPLETED');
    t.clock.advance(31 * 60 * 1000);
    t.context.modules.get(IM_HUB).sweep();
    await client.next('TOKEN_INVALID');
    await eventually(
      () => client.closes.includes(4401),
      () => client.closes.join(','),
    );
    t.clock.advance(-31 * 60 * 1000);
  });
});

describe('the temporary IM token', () => {
  it('opens the chat socket and nothing else, and dies with its session', async () => {
    const user = await member(t);
    const issued = await imCall<{ token: string; expiresAt: number }>(t.app, user.token, 'POST', 'token');
    expect(issued.status).toBe(200);
    expect(issued.data.expiresAt).toBe(t.clock.nowMs() + 30 * 60 * 1000);
    expect(issued.data.token).not.toBe(user.token);
    const client = await chatSocket(t.app, issued.data.token);
    await client.next('MESSAGE_PUSH_COMPLETED');
    client.socket.terminate();

    // Not an app token: no call of the app API takes it, not even another chat token.
    expect((await imCall(t.app, issued.data.token, 'GET', 'group/list')).status).toBe(401);
    expect((await imCall(t.app, issued.data.token, 'POST', 'token')).status).toBe(401);
    expect((await imCall(t.app, undefined, 'POST', 'token')).status).toBe(401);

    const logout = await call(t.app, 'POST', 'system/auth/logout', { token: user.token, body: {} });
    expect(logout.status).toBe(200);
    const after = await chatSocket(t.app, issued.data.token);
    await eventually(
      () => after.frames.includes(IM_INVALID_TOKEN_TEXT),
      () => after.frames.join('|'),
    );
  });
});

describe('two people in a group', () => {
  it('delivers live with the reader’s side, counts unread, and MSG_ACK reads them', async () => {
    const [ana, bo] = [await member(t), await member(t)];
    const group = await sharedGroup(t.context.db, [ana, bo]);
    const anaSocket = await chatSocket(t.app, ana.token);
    const boSocket = await chatSocket(t.app, bo.token);
    await anaSocket.next('MESSAGE_PUSH_COMPLETED');
    await boSocket.next('MESSAGE_PUSH_COMPLETED');

    for (const text of ['one', 'two'])
      anaSocket.sendFrame({
        type: 'SEND_MESSAGE',
        data: { groupId: group.id, uuid: uuid(), contentType: 'text', data: text },
      });
    const second = (await boSocket.next('MESSAGE', 2)).data;
    expect(second).toMatchObject({ offset: 2, showDirection: 1, senderKind: 'user', senderId: ana.userId });
    expect((await anaSocket.next('MESSAGE', 2)).data.showDirection).toBe(0);
    const unread = await boSocket.next('CUSTOMER_UNREAD_COUNT', 2);
    expect(unread.data).toMatchObject({
      groupId: group.id,
      groupType: ChatGroupType.temporary,
      number: 2,
      total: 2,
    });

    boSocket.sendFrame({ type: 'MSG_ACK', data: { msgId: second.id } });
    await eventually(
      () =>
        boSocket
          .messages()
          .some((frame) => frame.type === 'CUSTOMER_UNREAD_COUNT' && frame.data.number === 0),
      () => boSocket.frames.join(' | '),
    );
    const listed = await imCall<ChatGroup[]>(t.app, bo.token, 'GET', 'group/list');
    expect(listed.data.find((item) => item.id === group.id)).toMatchObject({
      unreadCount: 0,
      readOffset: 2,
      lastOffset: 2,
    });
    anaSocket.socket.terminate();
    boSocket.socket.terminate();
  });

  it('pushes what a member missed on reconnect, then MESSAGE_PUSH_COMPLETED; the list fills any gap', async () => {
    const [ana, bo] = [await member(t), await member(t)];
    const group = await sharedGroup(t.context.db, [ana, bo]);
    for (const text of ['a', 'b', 'c'])
      expect((await send(t.app, ana.token, group.id, text)).status).toBe(200);
    const boSocket = await chatSocket(t.app, bo.token);
    expect((await boSocket.next('MESSAGE_PUSH_COMPLETED')).data.count).toBe(3);
    expect(boSocket.received().map((message) => message.offset)).toEqual([1, 2, 3]);
    const after = await imCall<ChatMessage[]>(t.app, bo.token, 'GET', 'message/list', {
      query: { groupId: group.id, afterOffset: 1 },
    });
    expect(after.data.map((message) => message.payload.data)).toEqual(['b', 'c']);
    const before = await imCall<ChatMessage[]>(t.app, bo.token, 'GET', 'message/list', {
      query: { groupId: group.id, beforeOffset: 3, limit: 1 },
    });
    expect(before.data.map((message) => message.offset)).toEqual([2]);
    boSocket.socket.terminate();
  });

  it('edits and withdraws own messages within two minutes, as a change of the same message', async () => {
    const [ana, bo] = [await member(t), await member(t)];
    const group = await sharedGroup(t.context.db, [ana, bo]);
    const sent = (await send(t.app, ana.token, group.id, 'typo')).data;
    const boSocket = await chatSocket(t.app, bo.token);
    await boSocket.next('MESSAGE_PUSH_COMPLETED');

    const edited = await imCall<ChatMessage>(t.app, ana.token, 'POST', 'message/edit', {
      body: { id: sent.id, data: 'fixed' },
    });
    expect(edited.data).toMatchObject({
      id: sent.id,
      offset: sent.offset,
      status: ChatMessageStatus.edited,
      payload: { data: 'fixed' },
    });
    await eventually(
      () =>
        boSocket
          .received()
          .some((message) => message.id === sent.id && message.status === ChatMessageStatus.edited),
      () => boSocket.frames.join(' | '),
    );
    const notHers = await imCall(t.app, bo.token, 'POST', 'message/revoke', { body: { id: sent.id } });
    expect(refusal(notHers)).toEqual([403, 'id']);
    const withdrawn = await imCall<ChatMessage>(t.app, ana.token, 'POST', 'message/revoke', {
      body: { id: sent.id },
    });
    expect(withdrawn.data).toMatchObject({ status: ChatMessageStatus.withdrawn, payload: { data: '' } });
    const again = await imCall(t.app, ana.token, 'POST', 'message/revoke', { body: { id: sent.id } });
    expect(again.status).toBe(409);

    const late = (await send(t.app, ana.token, group.id, 'old')).data;
    t.clock.advance(IM_CHANGE_WINDOW_MS + 1);
    const tooLate = await imCall<unknown>(t.app, ana.token, 'POST', 'message/edit', {
      body: { id: late.id, data: 'new' },
    });
    expect([tooLate.status, tooLate.msg]).toEqual([
      409,
      'A message can only be changed within 2 minutes of sending it.',
    ]);
    expect(
      (
        await imCall<ChatMessage[]>(t.app, ana.token, 'GET', 'message/list', { query: { groupId: group.id } })
      ).data.at(-1)?.payload.data,
    ).toBe('old');
    boSocket.socket.terminate();
  });
});

describe('images', () => {
  it('uploads an image to a group (magic bytes), sends its url, and serves it to members only', async () => {
    const [ana, bo, outsider] = [await member(t), await member(t), await member(t)];
    const group = await sharedGroup(t.context.db, [ana, bo]);
    const other = await sharedGroup(t.context.db, [outsider]);
    const upload = await postMultipart(
      t.app,
      'im/file/upload',
      [{ name: 'groupId', value: String(group.id) }, pngPart('file')],
      { token: ana.token, ip: freshIp() },
    );
    expect(upload.status).toBe(200);
    const { url } = upload.data as { url: string };
    const sent = await imCall<ChatMessage>(t.app, ana.token, 'POST', 'message/send', {
      body: { groupId: group.id, uuid: uuid(), contentType: 'image', data: url },
    });
    expect(sent.data.payload).toMatchObject({ contentType: 'image', data: url });

    const seen = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bo.token}` } });
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    const hidden = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${outsider.token}` },
    });
    expect(hidden.statusCode).toBe(404);
    // An image of another group, or any other url, is not sendable here.
    const foreign = await imCall(t.app, outsider.token, 'POST', 'message/send', {
      body: { groupId: other.id, uuid: uuid(), contentType: 'image', data: url },
    });
    expect(refusal(foreign)).toEqual([422, 'data']);
    const external = await imCall(t.app, ana.token, 'POST', 'message/send', {
      body: { groupId: group.id, uuid: uuid(), contentType: 'image', data: 'https://evil.example/x.png' },
    });
    expect(refusal(external)).toEqual([422, 'data']);
    const notImage = await postMultipart(
      t.app,
      'im/file/upload',
      [
        { name: 'groupId', value: String(group.id) },
        {
          name: 'file',
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('<svg onload=alert(1)>'),
        },
      ],
      { token: ana.token, ip: freshIp() },
    );
    expect(refusal(notImage)).toEqual([415, 'file']);
    const cannotEdit = await imCall(t.app, ana.token, 'POST', 'message/edit', {
      body: { id: sent.data.id, data: 'x' },
    });
    expect(cannotEdit.status).toBe(422);
  });
});

describe('who may read what', () => {
  it('every group call answers only a member; anyone else gets not found and changes nothing', async () => {
    const [ana, bo, cy] = [await member(t), await member(t), await member(t)];
    const guest = await visitor(t);
    const groups = {
      anaService: await serviceGroup(t.app, ana.token),
      guestService: await serviceGroup(t.app, guest.token),
      pair: await sharedGroup(t.context.db, [ana, bo]),
    };
    const members: Record<keyof typeof groups, number[]> = {
      anaService: [ana.userId],
      guestService: [guest.userId],
      pair: [ana.userId, bo.userId],
    };
    for (const person of [ana, bo, cy, guest])
      for (const [name, group] of Object.entries(groups) as [keyof typeof groups, { id: number }][]) {
        const isMember = members[name].includes(person.userId);
        const before = await messageCount();
        const results = [
          await imCall(t.app, person.token, 'GET', 'message/list', { query: { groupId: group.id } }),
          await send(t.app, person.token, group.id, 'probe'),
          await imCall(t.app, person.token, 'POST', 'message/read', {
            body: { groupId: group.id, offset: 1 },
          }),
          await imCall(t.app, person.token, 'GET', 'member/avatars', {
            query: { groupId: group.id, userMemberIds: String(ana.userId) },
          }),
        ];
        for (const result of results)
          expect([name, person.userId, result.status], result.msg).toEqual([
            name,
            person.userId,
            isMember ? 200 : 404,
          ]);
        expect(await messageCount()).toBe(before + (isMember ? 1 : 0));
      }
  });
});

describe('bad input', () => {
  it('names the field of every refused call and frame, and stores nothing', async () => {
    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    const before = await messageCount();
    const cases: [unknown, string][] = [
      [{ groupId: group.id, contentType: 'text', data: 'x' }, 'uuid'],
      [{ groupId: group.id, uuid: 'short', contentType: 'text', data: 'x' }, 'uuid'],
      [{ groupId: group.id, uuid: uuid(), contentType: 'video', data: 'x' }, 'contentType'],
      [{ groupId: group.id, uuid: uuid(), contentType: 'text', data: 'x'.repeat(IM_TEXT_MAX + 1) }, 'data'],
      [{ groupId: group.id, uuid: uuid(), contentType: 'text', data: '   ' }, 'data'],
      [{ groupId: 'x', uuid: uuid(), contentType: 'text', data: 'x' }, 'groupId'],
      [{ groupId: group.id, uuid: uuid(), contentType: 'text', data: 'x', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const result = await imCall(t.app, user.token, 'POST', 'message/send', { body });
      expect(refusal(result), JSON.stringify(body)).toEqual([400, field]);
    }
    const both = await imCall(t.app, user.token, 'GET', 'message/list', {
      query: { groupId: group.id, afterOffset: 1, beforeOffset: 5 },
    });
    expect(refusal(both)).toEqual([400, 'beforeOffset']);
    const rating = await imCall(t.app, user.token, 'POST', 'rating', {
      body: { groupId: group.id, score: 6 },
    });
    expect(refusal(rating)).toEqual([400, 'score']);
    const ids = await imCall(t.app, user.token, 'GET', 'member/avatars', {
      query: { groupId: group.id, userMemberIds: '1;2' },
    });
    expect(refusal(ids)).toEqual([400, 'userMemberIds']);

    const client = await chatSocket(t.app, user.token);
    await client.next('MESSAGE_PUSH_COMPLETED');
    const id = uuid();
    client.sendFrame('{not json');
    client.sendFrame({
      type: 'SEND_MESSAGE',
      data: { groupId: group.id, uuid: id, contentType: 'order', data: 'x' },
    });
    client.sendFrame({ type: 'SHOUT', data: {} });
    client.sendFrame({ type: 'MSG_ACK', data: { msgId: 987654321 } });
    const errors = await client.next('IM_SYSTEM_ERROR', 4);
    const all = client
      .messages()
      .filter((frame) => frame.type === 'IM_SYSTEM_ERROR')
      .map((frame) => frame.data);
    expect(all.map((error) => [error.uuid, error.field])).toEqual([
      [null, 'frame'],
      [id, 'data.contentType'],
      [null, 'type'],
      [null, 'data.msgId'],
    ]);
    expect(errors.data.code).toBeGreaterThan(0);
    expect(await messageCount()).toBe(before);
    client.socket.terminate();
  });

  it('limits how fast one sender writes, not the others', async () => {
    const [user, other] = [await member(t), await member(t)];
    const group = await sharedGroup(t.context.db, [user, other]);
    for (let index = 0; index < IM_MESSAGES_PER_MINUTE; index += 1)
      expect((await send(t.app, user.token, group.id, `m${index}`)).status).toBe(200);
    const before = await messageCount();
    const over = await send(t.app, user.token, group.id, 'one too many');
    expect([over.status, over.headers['retry-after']]).toEqual([429, '60']);
    expect(await messageCount()).toBe(before);
    expect((await send(t.app, other.token, group.id, 'still here')).status).toBe(200);
  });
});

describe('ratings and work orders', () => {
  it('rates a finished conversation once; members open and list work orders, visitors cannot', async () => {
    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    const early = await imCall(t.app, user.token, 'POST', 'rating', {
      body: { groupId: group.id, score: 5 },
    });
    expect(refusal(early)).toEqual([409, 'groupId']);
    await t.context.db
      .update(imGroups)
      .set({ finishedAt: new Date(t.clock.nowMs()) })
      .where(eq(imGroups.id, group.id));
    const rated = await imCall(t.app, user.token, 'POST', 'rating', {
      body: { groupId: group.id, score: 4, comment: 'Quick answer' },
    });
    expect([rated.status, rated.data]).toEqual([200, { groupId: group.id, score: 4 }]);
    expect(
      (await imCall(t.app, user.token, 'POST', 'rating', { body: { groupId: group.id, score: 1 } })).status,
    ).toBe(409);

    const created = await imCall<WorkOrder>(t.app, user.token, 'POST', 'work-order/create', {
      body: { groupId: group.id, title: 'Deposit missing', content: 'My bank transfer has not arrived yet.' },
    });
    expect(created.data).toMatchObject({ status: 'open', groupId: group.id, reply: null });
    expect(
      (await imCall<WorkOrder[]>(t.app, user.token, 'GET', 'work-order/list')).data.map((row) => row.id),
    ).toEqual([created.data.id]);
    const short = await imCall(t.app, user.token, 'POST', 'work-order/create', {
      body: { title: 'x', content: 'long enough text' },
    });
    expect(refusal(short)).toEqual([400, 'title']);
    const guest = await visitor(t);
    expect((await imCall(t.app, guest.token, 'GET', 'work-order/list')).status).toBe(403);
    expect((await call(t.app, 'GET', 'im/group/list')).status).toBe(401);
  });
});
