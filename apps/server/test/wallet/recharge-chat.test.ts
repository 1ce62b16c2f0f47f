import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatGroupType,
  StaffRole,
  type ChatGroup,
  type ChatMessage,
  type InboxItem,
} from '@exchange/contracts';
import { imCall } from '../im/im-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminCall, staffLogin } from '../support/staff';
import { submitDeposit, walletUser } from './wallet-fixtures';

/*
 * A deposit's chat with support (issue 21 §1, group types 0 bank card, 4 crypto screenshot, 6 third party): the
 * owner opens it from the order, it waits in the agents' inbox with the order's card as its first message, an agent
 * answers; nobody else may open it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a deposit’s chat', () => {
  it('the owner opens it, it waits in the inbox as a bank-card chat, an agent answers, others are refused', async () => {
    const owner = await walletUser(t);
    const other = await walletUser(t);
    const deposit = await submitDeposit(t, owner.token, '150');
    const order = deposit.data as { id: number; no: string };
    const open = (token: string, id = order.id) =>
      imCall<ChatGroup>(t.app, token, 'POST', 'group/open', { body: { kind: 'recharge', id } });

    const group = (await open(owner.token)).data;
    expect(group).toMatchObject({ type: ChatGroupType.bankCard, channelId: order.id });
    expect((await open(owner.token)).data.id).toBe(group.id);
    expect((await open(other.token)).status).toBe(404);
    expect((await open(owner.token, 999_999_999)).status).toBe(404);
    const badKind = await imCall(t.app, owner.token, 'POST', 'group/open', {
      body: { kind: 'withdrawal', id: order.id },
    });
    expect([badKind.status, badKind.body.data]).toEqual([400, expect.objectContaining({ field: 'kind' })]);

    const said = await imCall<ChatMessage>(t.app, owner.token, 'POST', 'message/send', {
      body: {
        groupId: group.id,
        uuid: randomUUID(),
        contentType: 'text',
        data: 'My transfer left the bank an hour ago',
      },
    });
    expect(said.status).toBe(200);

    const agent = await staffLogin(t, StaffRole.support);
    const waiting = await adminCall<{ list: InboxItem[] }>(t, 'GET', 'im/inbox', agent.token, {
      query: { scope: 'waiting', type: ChatGroupType.bankCard },
    });
    const item = waiting.data.list.find((row) => row.id === group.id);
    expect(item).toMatchObject({ userId: owner.userId, title: `Deposit ${order.no}` });
    const messages = await adminCall<ChatMessage[]>(t, 'GET', `im/inbox/${group.id}/messages`, agent.token);
    expect(messages.data.map((message) => message.payload.data)).toEqual([
      `${order.no} · 150 USDT`,
      'My transfer left the bank an hour ago',
    ]);
    await adminCall(t, 'POST', `im/inbox/${group.id}/assign`, agent.token, { body: {} });
    const answer = await adminCall(t, 'POST', `im/inbox/${group.id}/send`, agent.token, {
      body: { uuid: randomUUID(), contentType: 'text', data: 'Found it, approving now' },
    });
    expect(answer.status).toBe(200);
    const seen = await imCall<ChatMessage[]>(t.app, owner.token, 'GET', 'message/list', {
      query: { groupId: group.id },
    });
    expect(seen.data.map((message) => message.payload.data)).toContain('Found it, approving now');
  });
});
