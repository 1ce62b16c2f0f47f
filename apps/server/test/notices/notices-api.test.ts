import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NoticeCategory,
  StaffRole,
  serverMessageSchema,
  type Notice,
  type ServerMessage,
} from '@exchange/contracts';
import { noticeOf } from '../../src/modules/notices/index';
import { publishForceLogout, publishUserPush } from '../../src/platform/ws-hub/user-push';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { createUser } from '../member/member-fixtures';
import { call, freshIp } from '../support/api';
import { connectSocket } from '../support/socket-client';
import { adminCall as staffCall, staffLogin } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { adminCall, staffToken, submitDeposit, walletUser } from '../wallet/wallet-fixtures';

/*
 * Durable messages (issue 21 §3): every event that pushes to a user leaves a message they can read later, in their
 * language, with unread counts and mark-as-read; broadcasts (version notices) reach everyone's list.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectCleanLedger(t.context.db);
  await t.close();
});

type Page = { list: Notice[]; total: number };
const notices = async (token: string, query: Record<string, string | number> = {}, language = 'en') =>
  (await call<Page>(t.app, 'GET', 'notice/page', { token, query, headers: { language }, ip: freshIp() }))
    .data;
const unread = async (token: string) =>
  (
    await call<{ total: number; byCategory: Record<string, number> }>(t.app, 'GET', 'notice/unread', {
      token,
    })
  ).data;

describe('messages from pushes', () => {
  it('a rejected deposit leaves the spec’s message, linked to the deposit; reading it clears the unread count', async () => {
    const staff = await staffToken(t);
    const user = await walletUser(t);
    const socket = await connectSocket(t.app, `?Authorization=${user.token}`);
    await socket.next('READY');
    const deposit = (await submitDeposit(t, user.token, '60')).data as { id: number; no: string };
    const rejected = await adminCall(t, 'POST', 'recharge/reject', staff, {
      body: { id: deposit.id, remark: 'Blurry receipt' },
    });
    expect(rejected.status, rejected.msg).toBe(200);
    await socket.next('RECHARGE_NOTICE');
    expect((await socket.next('NOTICE')).data.category).toBe(NoticeCategory.funds);

    const [message] = (await notices(user.token)).list;
    expect(message).toMatchObject({
      category: NoticeCategory.funds,
      kind: 'RECHARGE_NOTICE',
      title: 'Deposit review failed',
      content: 'Recharge review failed, tap message to see details',
      link: `/funds/orderHistoryDetail/${deposit.id}?kind=recharge`,
      refId: deposit.id,
      isRead: false,
    });
    expect(await unread(user.token)).toEqual({ total: 1, byCategory: { '2': 1 } });
    // The same message in the reader's language.
    const [german] = (await notices(user.token, {}, 'de')).list;
    expect(german?.title).not.toBe('');
    const detail = await call<Notice>(t.app, 'GET', 'notice/detail', {
      token: user.token,
      query: { id: message!.id },
    });
    expect(detail.data.isRead).toBe(true);
    expect((await unread(user.token)).total).toBe(0);
    socket.socket.terminate();
  });

  it('keeps a real-name rejection, a forced logout and a version notice for everyone; reads by category or all', async () => {
    const user = await createUser(t);
    await publishForceLogout(t.context, user.userId, 'otherLogin');
    await publishUserPush(t.context, user.userId, {
      type: 'REAL_NAME_NOTICE',
      data: { status: -1, remark: 'Photo unclear' },
    });
    const content = await staffLogin(t, StaffRole.content);
    const version = await staffCall(t, 'POST', 'system/version-notice', content.token, {
      body: { updateType: 1, version: '2.0.0', remark: 'New screens' },
    });
    expect(version.status).toBe(200);
    const list = (await notices(user.token)).list;
    expect(list.map((notice) => [notice.kind, notice.title])).toEqual([
      ['VERSION_UPDATE', 'New version 2.0.0'],
      ['REAL_NAME_NOTICE', 'Real name rejected'],
      ['FORCE_LOGOUT', 'Signed in on another device'],
    ]);
    expect(list[1]?.content).toBe('Real name rejected: Photo unclear');
    expect(list[2]?.content).toBe(
      'Your account logged in on another device; this device was forcibly logged out.',
    );
    // Another member sees the broadcast too, not the first one's own message.
    const other = await createUser(t);
    expect((await notices(other.token)).list.map((notice) => notice.kind)).toEqual(['VERSION_UPDATE']);

    const byCategory = await call<{ total: number }>(t.app, 'POST', 'notice/read', {
      token: user.token,
      body: { category: NoticeCategory.system },
    });
    expect(byCategory.data.total).toBe(2);
    // The broadcast read by one is still unread for the other.
    expect((await unread(other.token)).total).toBe(1);
    expect(
      (
        await call<{ total: number }>(t.app, 'POST', 'notice/read', {
          token: user.token,
          body: { all: true },
        })
      ).data.total,
    ).toBe(0);
    expect((await notices(user.token, { category: NoticeCategory.account })).list).toHaveLength(2);
  });

  it('refuses bad input naming the field, visitors, and other people’s messages', async () => {
    const user = await createUser(t);
    const owner = await createUser(t);
    await publishUserPush(t.context, owner.userId, {
      type: 'ACCOUNT_RESTRICTIONS',
      data: { isTradingRestricted: true, isWithdrawalFrozen: false },
    });
    const [theirs] = (await notices(owner.token)).list;
    expect(theirs?.content).toBe("This account's trading function is restricted. Contact customer service.");
    const peek = await call(t.app, 'GET', 'notice/detail', { token: user.token, query: { id: theirs!.id } });
    expect([peek.status, (peek.data as { field: string }).field]).toEqual([404, 'id']);
    for (const [body, field] of [
      [{}, 'ids'],
      [{ ids: [1], all: true }, 'ids'],
      [{ category: 9 }, 'category'],
      [{ all: false }, 'all'],
    ] as const) {
      const result = await call(t.app, 'POST', 'notice/read', { token: user.token, body });
      expect([result.status, (result.data as { field: string }).field], JSON.stringify(body)).toEqual([
        400,
        field,
      ]);
    }
    const page = await call(t.app, 'GET', 'notice/page', { token: user.token, query: { category: 0 } });
    expect(page.status).toBe(400);
    const guest = await call<{ accessToken: string }>(t.app, 'POST', 'system/auth/temporary-login', {
      body: {},
      ip: freshIp(),
    });
    expect((await call(t.app, 'GET', 'notice/unread', { token: guest.data.accessToken })).status).toBe(403);
  });
});

describe('which pushes leave a message', () => {
  it('every user-facing notice push maps to a category 1–7 and a text in every language; live data leaves none', () => {
    const samples: ServerMessage[] = [
      {
        type: 'RECHARGE_NOTICE',
        data: {
          id: 1,
          no: 'R1',
          status: 1,
          remark: null,
          operateBalance: '5',
          availableBalance: '5',
          coinName: 'USDT',
        },
      },
      {
        type: 'WITHDRAW_NOTICE',
        data: {
          id: 1,
          no: 'W1',
          status: -1,
          remark: null,
          operateBalance: '5',
          availableBalance: '5',
          coinName: 'USDT',
        },
      },
      {
        type: 'WITHDRAW_NOTICE',
        data: {
          id: 1,
          no: 'W1',
          status: -1,
          remark: 'Wrong network',
          operateBalance: '5',
          availableBalance: '5',
          coinName: 'USDT',
        },
      },
      {
        type: 'WITHDRAW_NOTICE',
        data: {
          id: 1,
          no: 'W1',
          status: 1,
          remark: null,
          operateBalance: '5',
          availableBalance: '5',
          coinName: 'USDT',
        },
      },
      {
        type: 'CONTRACT_STOP',
        data: {
          positionId: 1,
          orderId: 2,
          symbol: 'BTCUSDT',
          trigger: 2,
          triggerPrice: '70000',
          dealPrice: '70010',
          quantity: '0.1',
          plAmount: '100',
        },
      },
      {
        type: 'CONTRACT_STOP',
        data: {
          positionId: 1,
          orderId: 2,
          symbol: 'BTCUSDT',
          trigger: 3,
          triggerPrice: '50000',
          dealPrice: '49990',
          quantity: '0.1',
          plAmount: '-100',
        },
      },
      {
        type: 'CONTRACT_LIQUIDATION',
        data: { marginMode: 1, positions: [], markPrice: '54000', forfeited: '600' },
      },
      { type: 'REAL_NAME_NOTICE', data: { status: 2, remark: null } },
      { type: 'VIP_AUDIT', data: { applicationId: 1, level: 2, status: 1, remark: null } },
      { type: 'VIP_AUDIT', data: { applicationId: 1, level: 2, status: -1, remark: 'Volume too low' } },
      {
        type: 'LOAN_MARGIN_CALL',
        data: { loanId: 1, collateralCoin: 'BTC', ltv: '0.8', marginCallLtv: '0.75', liquidationLtv: '0.9' },
      },
      ...[
        'opened',
        'paid',
        'released',
        'cancelled',
        'expired',
        'appealed',
        'decided_release',
        'decided_return',
      ].map((step): ServerMessage => ({
        type: 'C2C_ORDER',
        data: { orderId: 1, no: 'C1', status: 1, step },
      })),
      { type: 'ACCOUNT_RESTRICTIONS', data: { isTradingRestricted: false, isWithdrawalFrozen: false } },
      ...(['otherLogin', 'accountDeleted', 'staff'] as const).map((reason): ServerMessage => ({
        type: 'FORCE_LOGOUT',
        data: { reason },
      })),
      { type: 'VERSION_UPDATE', data: { id: 1, updateType: 2, version: '1.0.0' } },
    ];
    for (const message of samples) {
      expect(serverMessageSchema.safeParse(message).success, message.type).toBe(true);
      const draft = noticeOf(message);
      expect(draft?.category, JSON.stringify(message)).toBeGreaterThanOrEqual(1);
      expect(draft!.category).toBeLessThanOrEqual(7);
      for (const language of t.context.catalogue.languages())
        for (const part of ['title', 'content']) {
          const key = `noticeText.${draft!.name}.${part}`;
          expect(t.context.catalogue.translate(language, 'app', key), `${language} ${key}`).not.toBe(key);
        }
    }
    const live: ServerMessage[] = [
      { type: 'WALLET_UPDATE', data: { wallets: ['spot'], coin: 'USDT' } },
      { type: 'VERSION_UPDATE', data: { id: 1, updateType: 0, version: '1.0.0' } },
      { type: 'C2C_ORDER', data: { orderId: 1, no: 'C1', status: 1, step: 'evidence' } },
    ];
    for (const message of live) expect(noticeOf(message)).toBeNull();
  });
});
