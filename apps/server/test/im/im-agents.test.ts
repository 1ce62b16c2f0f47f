import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatGroupRole,
  StaffRole,
  type BusinessHours,
  type CannedReply,
  type ChatGroup,
  type ChatMessage,
  type InboxItem,
} from '@exchange/contracts';
import { staffAuditLog } from '../../src/platform/db/index';
import { postMultipart, pngPart } from '../member/multipart';
import { freshIp } from '../support/api';
import { adminCall, staffLogin, type StaffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatSocket, eventually, imCall, member, send, serviceGroup, uuid, visitor } from './im-fixtures';

/*
 * The agents' side (issue 21 §2): a visitor's conversation waits in the inbox, an agent takes it (join message),
 * answers live over the same socket protocol, finishes it, and the customer rates it; canned replies, business hours
 * with the away message, work orders, ratings; who may do what.
 */
let t: TestApp;
let agent: StaffLogin;
let auditor: StaffLogin;
beforeAll(async () => {
  t = await createTestApp();
  agent = await staffLogin(t, StaffRole.support);
  auditor = await staffLogin(t, StaffRole.auditor);
});
afterAll(async () => {
  await t.close();
});

const refusal = (result: { status: number; data: unknown }) => [
  result.status,
  (result.data as { field?: string } | null)?.field,
];
const inbox = async (token: string, scope: string) =>
  (await adminCall<{ list: InboxItem[]; total: number }>(t, 'GET', 'im/inbox', token, { query: { scope } }))
    .data.list;

describe('the inbox', () => {
  it('a visitor waits, an agent takes the conversation, answers live, finishes it, and the visitor rates it', async () => {
    const guest = await visitor(t);
    const group = await serviceGroup(t.app, guest.token);
    const agentSocket = await chatSocket(t.app, agent.token);
    expect((await agentSocket.next('CONNECT_SUCCESS')).data.userId).toBe(agent.staffId);
    await agentSocket.next('MESSAGE_PUSH_COMPLETED');
    const guestSocket = await chatSocket(t.app, guest.token);
    await guestSocket.next('MESSAGE_PUSH_COMPLETED');

    // The visitor writes; every agent hears it (the inbox) and sees it waiting.
    guestSocket.sendFrame({
      type: 'SEND_MESSAGE',
      data: { groupId: group.id, uuid: uuid(), contentType: 'text', data: 'Where is my deposit?' },
    });
    await eventually(
      () => agentSocket.received().some((message) => message.payload.data === 'Where is my deposit?'),
      () => agentSocket.frames.join(' | '),
    );
    const waiting = (await inbox(agent.token, 'waiting')).find((item) => item.id === group.id);
    expect(waiting).toMatchObject({
      userId: guest.userId,
      userKind: 1,
      assignedStaffId: null,
      unreadCount: 1,
    });
    expect(waiting?.lastMessage).toMatchObject({ data: 'Where is my deposit?', senderKind: 'user' });

    // Only the assigned agent answers.
    const early = await adminCall(t, 'POST', `im/inbox/${group.id}/send`, agent.token, {
      body: { uuid: uuid(), contentType: 'text', data: 'Hello' },
    });
    expect(refusal(early)).toEqual([403, 'id']);
    const taken = await adminCall<InboxItem>(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, {
      body: {},
    });
    expect(taken.data).toMatchObject({ assignedStaffId: agent.staffId, assignedStaff: agent.username });
    expect((await inbox(agent.token, 'mine')).map((item) => item.id)).toContain(group.id);
    expect((await inbox(agent.token, 'waiting')).map((item) => item.id)).not.toContain(group.id);
    const join = (await guestSocket.next('MESSAGE', 2)).data;
    expect(join).toMatchObject({
      senderKind: 'system',
      payload: { contentType: 'join', data: agent.username },
    });

    const answer = await adminCall<ChatMessage>(t, 'POST', `im/inbox/${group.id}/send`, agent.token, {
      body: { uuid: uuid(), contentType: 'text', data: 'It arrived a minute ago.' },
    });
    expect(answer.data).toMatchObject({ senderKind: 'staff', senderName: agent.username, showDirection: 0 });
    const live = (await guestSocket.next('MESSAGE', 3)).data;
    expect(live).toMatchObject({ id: answer.data.id, showDirection: 1, senderKind: 'staff' });
    expect((await guestSocket.next('CUSTOMER_UNREAD_COUNT')).data.number).toBeGreaterThan(0);
    const groups = await imCall<ChatGroup[]>(t.app, guest.token, 'GET', 'group/list');
    expect(groups.data[0]).toMatchObject({ id: group.id });

    const finished = await adminCall<InboxItem>(t, 'POST', `im/inbox/${group.id}/finish`, agent.token, {
      body: {},
    });
    expect(finished.data.isFinished).toBe(true);
    await eventually(
      () =>
        guestSocket
          .messages()
          .some((frame) => frame.type === 'GROUP_LIST' && frame.data[0]?.isFinished === true),
      () => guestSocket.frames.join(' | '),
    );
    const rated = await imCall(t.app, guest.token, 'POST', 'rating', {
      body: { groupId: group.id, score: 5 },
    });
    expect(rated.status).toBe(200);
    const ratings = await adminCall<{ list: { score: number; staff: string }[]; averageScore: string }>(
      t,
      'GET',
      'im/ratings',
      agent.token,
    );
    expect(ratings.data.list[0]).toMatchObject({ score: 5, staff: agent.username });
    expect(ratings.data.averageScore).toBe('5.00');

    // The visitor writes again: the conversation opens again.
    expect((await send(t.app, guest.token, group.id, 'One more thing')).status).toBe(200);
    expect((await adminCall<InboxItem>(t, 'GET', `im/inbox/${group.id}`, agent.token)).data.isFinished).toBe(
      false,
    );
    const history = await adminCall<ChatMessage[]>(t, 'GET', `im/inbox/${group.id}/messages`, auditor.token);
    expect(history.data.map((message) => message.payload.contentType)).toEqual([
      'text',
      'join',
      'text',
      'finish',
      'text',
    ]);
    agentSocket.socket.terminate();
    guestSocket.socket.terminate();
  });

  it('lets the auditor read but not act, and refuses an agent who cannot answer', async () => {
    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    for (const [path, body] of [
      [`im/inbox/${group.id}/assign`, {}],
      [`im/inbox/${group.id}/finish`, {}],
      ['im/canned-replies', { title: 'Hi', text: 'Hello' }],
    ] as const)
      expect((await adminCall(t, 'POST', path, auditor.token, { body })).status).toBe(403);
    expect((await adminCall(t, 'GET', 'im/inbox', auditor.token)).status).toBe(200);
    const toAuditor = await adminCall(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, {
      body: { staffId: auditor.staffId },
    });
    expect(refusal(toAuditor)).toEqual([404, 'staffId']);
    // A watching socket cannot write.
    const socket = await chatSocket(t.app, auditor.token);
    await socket.next('MESSAGE_PUSH_COMPLETED');
    socket.sendFrame({
      type: 'SEND_MESSAGE',
      data: { groupId: group.id, uuid: uuid(), contentType: 'text', data: 'x' },
    });
    expect((await socket.next('IM_SYSTEM_ERROR')).data.code).toBeGreaterThan(0);
    socket.socket.terminate();
    // App tokens are not staff tokens.
    expect((await adminCall(t, 'GET', 'im/inbox', user.token)).status).toBe(403);
    const groups = await imCall<ChatGroup[]>(t.app, user.token, 'GET', 'group/list');
    expect(groups.data[0]?.role).toBe(ChatGroupRole.owner);
  });
});

describe('giving a conversation to another agent', () => {
  it('lists the active agents who may answer, and gives a conversation to one of them', async () => {
    const other = await staffLogin(t, StaffRole.support);
    const agents = await adminCall<{ id: number; username: string }[]>(t, 'GET', 'im/agents', auditor.token);
    const ids = agents.data.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([agent.staffId, other.staffId]));
    expect(ids).not.toContain(auditor.staffId);

    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    await adminCall(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, { body: {} });
    const given = await adminCall<InboxItem>(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, {
      body: { staffId: other.staffId },
    });
    expect(given.data).toMatchObject({ assignedStaffId: other.staffId, assignedStaff: other.username });
    const seen = await imCall<ChatMessage[]>(t.app, user.token, 'GET', 'message/list', {
      query: { groupId: group.id },
    });
    expect(
      seen.data.filter((message) => message.payload.contentType === 'join').map((m) => m.payload.data),
    ).toEqual([agent.username, other.username]);
    // The first agent no longer answers it; the second does.
    const refused = await adminCall(t, 'POST', `im/inbox/${group.id}/send`, agent.token, {
      body: { uuid: uuid(), contentType: 'text', data: 'still me' },
    });
    expect(refused.status).toBe(403);

    // The history a page at a time: the page before an offset; not both directions at once.
    const page = await adminCall<ChatMessage[]>(t, 'GET', `im/inbox/${group.id}/messages`, other.token, {
      query: { beforeOffset: 2, limit: 1 },
    });
    expect(page.data.map((message) => message.offset)).toEqual([1]);
    const both = await adminCall(t, 'GET', `im/inbox/${group.id}/messages`, other.token, {
      query: { beforeOffset: 2, afterOffset: 1 },
    });
    expect(refusal(both)).toEqual([400, 'beforeOffset']);

    const unknown = await adminCall(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, {
      body: { staffId: 999_999 },
    });
    expect(refusal(unknown)).toEqual([404, 'staffId']);
    expect((await adminCall(t, 'GET', 'im/agents', user.token)).status).toBe(403);
  });
});

describe('images for staff', () => {
  it('serves a chat image to staff who read chats, by the id of its url', async () => {
    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    const upload = await postMultipart(
      t.app,
      'im/file/upload',
      [{ name: 'groupId', value: String(group.id) }, pngPart('file')],
      {
        token: user.token,
        ip: freshIp(),
      },
    );
    const id = (upload.data as { url: string }).url.split('/').pop()!;
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin-api/im/inbox/file?id=${id}`,
      headers: { authorization: `Bearer ${auditor.token}` },
    });
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    const finance = await staffLogin(t, StaffRole.finance);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin-api/im/inbox/file?id=${id}`,
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await adminCall(t, 'GET', 'im/inbox/file', agent.token, { query: { id: 'not-an-id' } });
    expect(refusal(unknown)).toEqual([400, 'id']);
  });
});

describe('settings and records', () => {
  it('keeps canned replies, and outside business hours answers a waiting customer with the away message once', async () => {
    const saved = await adminCall<CannedReply>(t, 'POST', 'im/canned-replies', agent.token, {
      body: { title: 'Greeting', text: 'Hello, how can I help?' },
    });
    expect(saved.status).toBe(200);
    const changed = await adminCall<CannedReply>(t, 'POST', 'im/canned-replies', agent.token, {
      body: { id: saved.data.id, title: 'Greeting', text: 'Hi! How can I help?' },
    });
    expect(changed.data.text).toBe('Hi! How can I help?');
    expect(
      (await adminCall<CannedReply[]>(t, 'GET', 'im/canned-replies', agent.token)).data.map(
        (reply) => reply.id,
      ),
    ).toContain(saved.data.id);
    const audit = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.staffUsername, agent.username));
    expect(audit.length).toBeGreaterThan(0);

    const bad: [unknown, string][] = [
      [
        { timeZone: 'Mars/Olympus', days: [1], opensAt: '09:00', closesAt: '17:00', awayMessage: 'Away' },
        'timeZone',
      ],
      [{ timeZone: 'UTC', days: [7], opensAt: '09:00', closesAt: '17:00', awayMessage: 'Away' }, 'days.0'],
      [{ timeZone: 'UTC', days: [1], opensAt: '9am', closesAt: '17:00', awayMessage: 'Away' }, 'opensAt'],
      [{ timeZone: 'UTC', days: [1], opensAt: '18:00', closesAt: '17:00', awayMessage: 'Away' }, 'closesAt'],
    ];
    for (const [body, field] of bad)
      expect(refusal(await adminCall(t, 'POST', 'im/business-hours', agent.token, { body })), field).toEqual([
        400,
        field,
      ]);
    // Closed every day: a customer writing gets the away message once, not after each line.
    const closed: BusinessHours = {
      timeZone: 'UTC',
      days: [],
      opensAt: '09:00',
      closesAt: '17:00',
      awayMessage: 'We are away until 09:00 UTC.',
    };
    expect((await adminCall(t, 'POST', 'im/business-hours', agent.token, { body: closed })).status).toBe(200);
    const user = await member(t);
    const group = await serviceGroup(t.app, user.token);
    await send(t.app, user.token, group.id, 'Hello?');
    await send(t.app, user.token, group.id, 'Anyone?');
    const list = await imCall<ChatMessage[]>(t.app, user.token, 'GET', 'message/list', {
      query: { groupId: group.id },
    });
    expect(list.data.map((message) => [message.senderKind, message.payload.data])).toEqual([
      ['user', 'Hello?'],
      ['system', 'We are away until 09:00 UTC.'],
      ['user', 'Anyone?'],
    ]);
    const open = { ...closed, days: [0, 1, 2, 3, 4, 5, 6], opensAt: '00:00', closesAt: '23:59' };
    expect((await adminCall(t, 'POST', 'im/business-hours', agent.token, { body: open })).status).toBe(200);
  });

  it('answers and closes work orders', async () => {
    const user = await member(t);
    const created = await imCall<{ id: number }>(t.app, user.token, 'POST', 'work-order/create', {
      body: { title: 'Cannot withdraw', content: 'The withdrawal button is grey.' },
    });
    const page = await adminCall<{ list: { id: number; status: string; userId: number }[] }>(
      t,
      'GET',
      'im/work-orders',
      agent.token,
      { query: { status: 'open' } },
    );
    expect(page.data.list.find((row) => row.id === created.data.id)).toMatchObject({
      status: 'open',
      userId: user.userId,
    });
    const answered = await adminCall(t, 'POST', `im/work-orders/${created.data.id}/reply`, agent.token, {
      body: { reply: 'Set a pay password first.' },
    });
    expect(answered.data).toMatchObject({ status: 'answered', reply: 'Set a pay password first.' });
    const closed = await adminCall(t, 'POST', `im/work-orders/${created.data.id}/reply`, agent.token, {
      body: { reply: 'Closed.', close: true },
    });
    expect(closed.data).toMatchObject({ status: 'closed' });
    const again = await adminCall(t, 'POST', `im/work-orders/${created.data.id}/reply`, agent.token, {
      body: { reply: 'More' },
    });
    expect(refusal(again)).toEqual([404, 'id']);
    const mine = await imCall<{ reply: string }[]>(t.app, user.token, 'GET', 'work-order/list');
    expect(mine.data[0]?.reply).toBe('Closed.');
  });
});
