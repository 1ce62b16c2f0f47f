import { BigNumber } from 'bignumber.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  C2cOrderStatus,
  MerchantStatus,
  StaffRole,
  type ChatGroup,
  type ChatMessage,
  type AdminMerchant,
  type C2cAd,
  type C2cOrder,
  type Merchant,
} from '@exchange/contracts';
import { expireC2cOrders } from '../../src/modules/c2c/index';
import { DEMO_MERCHANT, seedC2c } from '../../src/modules/c2c/c2c-seed';
import { staffAuditLog, users } from '../../src/platform/db/index';
import { expectCleanLedger } from '../ledger/ledger-fixtures';
import { setPrice } from '../loan/loan-fixtures';
import { pngPart, postMultipart } from '../member/multipart';
import { call, freshIp } from '../support/api';
import { adminCall, staffLogin } from '../support/staff';
import { imCall, serviceGroup } from '../im/im-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  adBody,
  c2cCall,
  c2cCounts,
  c2cMultipart,
  expectC2cInvariants,
  markPaid,
  merchant,
  openOrder,
  person,
  postAd,
  saveMethod,
  spot,
  verify,
} from './c2c-fixtures';

/*
 * C2C (issue 20 §2) through the real endpoints: merchants, ads holding their coin, orders in escrow through paid,
 * release, cancel, timeout and appeal; every bad input refused with its field and nothing changed. The file ends
 * with the module's invariants and the ledger auditor.
 */
let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await staffLogin(t)).token;
});
afterAll(async () => {
  await expectC2cInvariants(t.context.db);
  await expectCleanLedger(t.context.db);
  await t.close();
});

const getOrder = async (token: string, id: number) =>
  (await c2cCall<C2cOrder>(t, token, 'GET', `orders/${id}`)).data;

describe('merchants', () => {
  it('needs a verified real name, one application, and staff approval before ads', async () => {
    const user = await person(t, { USDT: '100' });
    const unverified = await c2cCall(t, user.token, 'POST', 'merchant/apply', {
      key: null,
      body: { nickname: 'Alpha' },
    });
    expect([unverified.status, unverified.body.code]).toEqual([403, 1_019_000_001]);
    expect((await c2cCall(t, user.token, 'GET', 'merchant/me')).data).toBeNull();
    await verify(t, user.userId);
    const applied = await c2cCall<Merchant>(t, user.token, 'POST', 'merchant/apply', {
      key: null,
      body: { nickname: 'Alpha Desk' },
    });
    expect(applied.data).toMatchObject({ nickname: 'Alpha Desk', status: MerchantStatus.applied });
    const again = await c2cCall(t, user.token, 'POST', 'merchant/apply', {
      key: null,
      body: { nickname: 'Other' },
    });
    expect(again.status).toBe(409);
    const other = await person(t);
    await verify(t, other.userId);
    const taken = await c2cCall(t, other.token, 'POST', 'merchant/apply', {
      key: null,
      body: { nickname: 'ALPHA desk' },
    });
    expect([taken.status, (taken.data as { field?: string }).field]).toEqual([409, 'nickname']);
    const method = await saveMethod(t, user.token);
    const early = await c2cCall(t, user.token, 'POST', 'ads', {
      body: adBody(method.id, { totalAmount: '10' }),
    });
    expect([early.status, early.body.code]).toEqual([403, 1_019_000_003]);

    const queue = await adminCall<{ list: AdminMerchant[] }>(t, 'GET', 'c2c/merchants', staffToken, {
      query: { status: MerchantStatus.applied },
    });
    expect(queue.data.list.map((row) => row.userId)).toContain(user.userId);
    const approved = await adminCall<AdminMerchant>(
      t,
      'POST',
      `c2c/merchants/${user.userId}/decide`,
      staffToken,
      {
        body: { action: 'approve', remark: '' },
      },
    );
    expect(approved.data.status).toBe(MerchantStatus.approved);
    const twice = await adminCall(t, 'POST', `c2c/merchants/${user.userId}/decide`, staffToken, {
      body: { action: 'reject', remark: 'late' },
    });
    expect(twice.status).toBe(409);
    const ad = await c2cCall<C2cAd>(t, user.token, 'POST', 'ads', {
      body: adBody(method.id, { totalAmount: '10' }),
    });
    expect(ad.status).toBe(200);
    expect(await spot(t.context.db, user.userId)).toEqual({ available: '90', frozen: '10' });
  });
});

describe('payment methods', () => {
  it('are saved, refused with the field named, and kept while an open ad accepts them', async () => {
    const maker = await merchant(t);
    const bad = await c2cCall(t, maker.token, 'POST', 'payment-methods', {
      key: null,
      body: { kind: 'cash', provider: 'W', accountName: 'A', accountNo: '<script>' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/kind|provider|accountNo/);
    const list = await c2cCall<unknown[]>(t, maker.token, 'GET', 'payment-methods');
    expect(list.data).toHaveLength(1);
    await postAd(t, maker, { totalAmount: '5' });
    const inUse = await c2cCall(t, maker.token, 'POST', 'payment-methods/delete', {
      key: null,
      body: { id: maker.methodId },
    });
    expect([inUse.status, (inUse.data as { field: string }).field]).toEqual([409, 'id']);
    const stranger = await person(t);
    const notMine = await c2cCall(t, stranger.token, 'POST', 'payment-methods/delete', {
      key: null,
      body: { id: maker.methodId },
    });
    expect(notMine.status).toBe(404);
  });
});

describe('a sell ad to release', () => {
  it('holds the ad, escrows the order, and posts it to the buyer on release', async () => {
    const maker = await merchant(t, { USDT: '1000' });
    const ad = await postAd(t, maker, { totalAmount: '500', fixedPrice: '1.25' });
    expect(ad).toMatchObject({ price: '1.25', remainingAmount: '500', status: 1 });
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '500', frozen: '500' });
    const market = await call<{ list: C2cAd[] }>(t.app, 'GET', 'c2c/ads', {
      ip: freshIp(),
      query: { side: 'buy', asset: 'USDT', fiat: 'USD', pageSize: 200 },
    });
    expect(market.data.list.map((row) => row.id)).toContain(ad.id);

    const buyer = await person(t);
    const opened = await openOrder(t, buyer.token, ad, '125');
    expect(opened.status, opened.msg).toBe(200);
    const order = opened.data;
    expect(order).toMatchObject({
      amount: '100',
      fiatAmount: '125',
      price: '1.25',
      status: 1,
      role: 'buyer',
    });
    expect(order.paymentMethods[0]).toMatchObject({ id: maker.methodId, provider: 'Wise' });
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '500', frozen: '500' });
    const mine = await c2cCall<C2cAd[]>(t, maker.token, 'GET', 'ads/mine');
    expect(mine.data.find((row) => row.id === ad.id)?.remainingAmount).toBe('400');

    const early = await c2cCall(t, maker.token, 'POST', `orders/${order.id}/release`, { key: null });
    expect([early.status, early.body.code]).toEqual([409, 1_019_000_018]);
    const wrongSide = await markPaid(t, maker.token, order);
    expect([wrongSide.status, wrongSide.body.code]).toEqual([403, 1_019_000_019]);
    const wrongMethod = await c2cMultipart(t, buyer.token, `orders/${order.id}/paid`, [
      { name: 'paymentMethodId', value: '999999' },
    ]);
    expect([wrongMethod.status, (wrongMethod.data as unknown as { field: string }).field]).toEqual([
      404,
      'paymentMethodId',
    ]);
    const paid = await markPaid(t, buyer.token, order);
    expect(paid.data).toMatchObject({ status: C2cOrderStatus.paid, paidMethodId: maker.methodId });
    expect(paid.data.files).toEqual([expect.objectContaining({ kind: 'proof', by: 'buyer' })]);
    const cancelLate = await c2cCall(t, buyer.token, 'POST', `orders/${order.id}/cancel`, { key: null });
    expect(cancelLate.status).toBe(409);

    const proofId = paid.data.files[0]!.id;
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/app-api/c2c/order-file?id=${proofId}`,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    const stranger = await person(t);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/app-api/c2c/order-file?id=${proofId}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(hidden.statusCode).toBe(404);
    expect((await c2cCall(t, stranger.token, 'GET', `orders/${order.id}`)).status).toBe(404);
    expect(
      (await c2cCall(t, stranger.token, 'POST', `orders/${order.id}/release`, { key: null })).status,
    ).toBe(404);

    const released = await c2cCall<C2cOrder>(t, maker.token, 'POST', `orders/${order.id}/release`, {
      key: null,
    });
    expect(released.data).toMatchObject({ status: C2cOrderStatus.released, ending: 'seller_released' });
    expect(released.data.events.map((event) => event.kind)).toEqual(['opened', 'paid', 'released']);
    const repeat = await c2cCall<C2cOrder>(t, maker.token, 'POST', `orders/${order.id}/release`, {
      key: null,
    });
    expect(repeat.data.status).toBe(C2cOrderStatus.released);
    expect(await spot(t.context.db, buyer.userId)).toEqual({ available: '100', frozen: '0' });
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '500', frozen: '400' });
    const me = await c2cCall<Merchant>(t, maker.token, 'GET', 'merchant/me');
    expect(me.data.stats).toMatchObject({ orders30d: 1, completionRate: '1' });

    const closed = await c2cCall<C2cAd>(t, maker.token, 'POST', `ads/${ad.id}/state`, {
      body: { action: 'close' },
    });
    expect(closed.data).toMatchObject({ status: -1, remainingAmount: '0' });
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '900', frozen: '0' });
    const afterClose = await openOrder(t, buyer.token, ad, '20');
    expect([afterClose.status, afterClose.body.code]).toEqual([409, 1_019_000_011]);
  });
});

describe('cancel and timeout', () => {
  it('a buyer cancel and an expired window return the coin to the ad; paid after the window is refused', async () => {
    const maker = await merchant(t, { USDT: '300' });
    const ad = await postAd(t, maker, { totalAmount: '300', fixedPrice: '1', paymentWindowMinutes: 15 });
    const buyer = await person(t);
    const first = (await openOrder(t, buyer.token, ad, '50')).data;
    const cancelled = await c2cCall<C2cOrder>(t, buyer.token, 'POST', `orders/${first.id}/cancel`, {
      key: null,
    });
    expect(cancelled.data).toMatchObject({ status: C2cOrderStatus.cancelled, ending: 'buyer_cancelled' });
    expect((await c2cCall<C2cAd[]>(t, maker.token, 'GET', 'ads/mine')).data[0]!.remainingAmount).toBe('300');

    const second = (await openOrder(t, buyer.token, ad, '80')).data;
    expect(second.payDeadline - second.createdAt).toBe(15 * 60_000);
    expect((await expireC2cOrders(t.context)).expired).toBe(0);
    t.clock.advance(15 * 60_000);
    const late = await markPaid(t, buyer.token, second, false);
    expect([late.status, late.body.code]).toEqual([409, 1_019_000_018]);
    expect(await expireC2cOrders(t.context)).toMatchObject({ expired: 1, failed: 0 });
    expect(await expireC2cOrders(t.context)).toMatchObject({ expired: 0, due: 0 });
    const expired = await getOrder(buyer.token, second.id);
    expect(expired).toMatchObject({ status: C2cOrderStatus.cancelled, ending: 'timeout' });
    expect(expired.events.map((event) => [event.kind, event.by])).toEqual([
      ['opened', 'buyer'],
      ['expired', 'system'],
    ]);
    expect((await c2cCall<C2cAd[]>(t, maker.token, 'GET', 'ads/mine')).data[0]!.remainingAmount).toBe('300');
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '0', frozen: '300' });
  });
});

describe('appeals', () => {
  it('either side appeals a paid order with evidence; staff return it to the seller, audited', async () => {
    const maker = await merchant(t, { USDT: '200' });
    const ad = await postAd(t, maker, { totalAmount: '200' });
    const buyer = await person(t);
    const order = (await openOrder(t, buyer.token, ad, '102')).data;
    const tooEarly = await c2cMultipart(t, maker.token, `orders/${order.id}/appeal`, [
      { name: 'reason', value: 'No money arrived' },
    ]);
    expect(tooEarly.status).toBe(409);
    await markPaid(t, buyer.token, order);
    const badFile = await c2cMultipart(t, maker.token, `orders/${order.id}/appeal`, [
      { name: 'reason', value: 'No money arrived' },
      pngPart('evidence', Buffer.from('not an image at all')),
    ]);
    expect(badFile.status).toBe(415);
    const appealed = await c2cMultipart(t, maker.token, `orders/${order.id}/appeal`, [
      { name: 'reason', value: 'No money arrived in my account' },
      pngPart('evidence'),
    ]);
    expect(appealed.data).toMatchObject({ status: C2cOrderStatus.appealing, appeal: { by: 'seller' } });
    const more = await c2cMultipart(t, buyer.token, `orders/${order.id}/evidence`, [pngPart('evidence')]);
    expect(more.data.files.map((file) => [file.kind, file.by])).toEqual([
      ['proof', 'buyer'],
      ['evidence', 'seller'],
      ['evidence', 'buyer'],
    ]);

    const queue = await adminCall<{ list: C2cOrder[] }>(t, 'GET', 'c2c/orders', staffToken, {
      query: { status: 5 },
    });
    expect(queue.data.list.map((row) => row.id)).toContain(order.id);
    const noRemark = await adminCall(t, 'POST', `c2c/orders/${order.id}/decide`, staffToken, {
      body: { decision: 'return', remark: '' },
    });
    expect(noRemark.status).toBe(400);
    const decided = await adminCall<C2cOrder>(t, 'POST', `c2c/orders/${order.id}/decide`, staffToken, {
      body: { decision: 'return', remark: 'Bank statement shows no payment' },
    });
    expect(decided.data).toMatchObject({
      status: C2cOrderStatus.cancelled,
      ending: 'appeal_returned',
      role: 'staff',
    });
    const again = await adminCall(t, 'POST', `c2c/orders/${order.id}/decide`, staffToken, {
      body: { decision: 'release', remark: 'changed my mind' },
    });
    expect(again.status).toBe(409);
    expect(await spot(t.context.db, maker.userId)).toEqual({ available: '100', frozen: '100' });
    expect(await spot(t.context.db, buyer.userId)).toEqual({ available: '0', frozen: '0' });
    const [audit] = await t.context.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `c2c-order:${order.id}`));
    expect(audit).toMatchObject({
      status: 200,
      before: { status: C2cOrderStatus.appealing },
      after: { status: C2cOrderStatus.cancelled, ending: 'appeal_returned' },
    });
  });
});

describe('an order’s chat', () => {
  it('both sides open it from the order; staff who read the order read it for the appeal, nobody else', async () => {
    const maker = await merchant(t, { USDT: '100' });
    const ad = await postAd(t, maker, { totalAmount: '100' });
    const buyer = await person(t);
    const outsider = await person(t);
    const order = (await openOrder(t, buyer.token, ad, '101')).data;
    const none = await adminCall<ChatMessage[]>(t, 'GET', `c2c/orders/${order.id}/chat`, staffToken);
    expect([none.status, none.data]).toEqual([200, []]);

    const open = (token: string) =>
      imCall<ChatGroup>(t.app, token, 'POST', 'group/open', { body: { kind: 'c2c', id: order.id } });
    const group = (await open(buyer.token)).data;
    expect((await open(maker.token)).data.id).toBe(group.id);
    expect((await open(outsider.token)).status).toBe(404);
    const say = (token: string, text: string) =>
      imCall<ChatMessage>(t.app, token, 'POST', 'message/send', {
        body: { groupId: group.id, uuid: randomUUID(), contentType: 'text', data: text },
      });
    await say(buyer.token, 'Paid by bank transfer, reference 7781');
    await say(maker.token, 'Nothing has arrived yet');
    expect((await say(outsider.token, 'let me in')).status).toBe(404);

    // Compliance decides appeals without the chat permissions: reading the order is what lets them read its chat.
    const compliance = await staffLogin(t, StaffRole.compliance);
    const chat = await adminCall<ChatMessage[]>(t, 'GET', `c2c/orders/${order.id}/chat`, compliance.token);
    expect(chat.data.map((message) => [message.senderKind, message.payload.data])).toEqual([
      ['system', expect.any(String)],
      ['user', 'Paid by bank transfer, reference 7781'],
      ['user', 'Nothing has arrived yet'],
    ]);
    const content = await staffLogin(t, StaffRole.content);
    expect((await adminCall(t, 'GET', `c2c/orders/${order.id}/chat`, content.token)).status).toBe(403);
    const missing = await adminCall(t, 'GET', 'c2c/orders/999999999/chat', staffToken);
    expect([missing.status, missing.body]).toEqual([404, expect.objectContaining({ data: { field: 'id' } })]);
    expect((await adminCall(t, 'GET', 'c2c/orders/abc/chat', staffToken)).status).toBe(400);

    // Its images too: only those uploaded to this order's chat, to staff who read the order.
    const uploadTo = async (groupId: number, token: string) => {
      const upload = await postMultipart(
        t.app,
        'im/file/upload',
        [{ name: 'groupId', value: String(groupId) }, pngPart('file')],
        { token, ip: freshIp() },
      );
      return (upload.data as { url: string }).url.split('/').pop()!;
    };
    const proof = await uploadTo(group.id, buyer.token);
    const elsewhere = await uploadTo((await serviceGroup(t.app, buyer.token)).id, buyer.token);
    const image = (query: { id: number; fileId: string }, token = compliance.token) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin-api/c2c/order-chat-file',
        query: { id: String(query.id), fileId: query.fileId },
        headers: { authorization: `Bearer ${token}` },
      });
    const seen = await image({ id: order.id, fileId: proof });
    expect([seen.statusCode, seen.headers['content-type']]).toEqual([200, 'image/png']);
    const notThisChat = await image({ id: order.id, fileId: elsewhere });
    expect([notThisChat.statusCode, notThisChat.json()]).toEqual([
      404,
      expect.objectContaining({ data: { field: 'fileId' } }),
    ]);
    const noOrder = await image({ id: 999_999_999, fileId: proof });
    expect([noOrder.statusCode, noOrder.json()]).toEqual([
      404,
      expect.objectContaining({ data: { field: 'id' } }),
    ]);
    const badId = await image({ id: order.id, fileId: 'not-an-id' });
    expect([badId.statusCode, badId.json().data.field]).toEqual([400, 'fileId']);
    expect((await image({ id: order.id, fileId: proof }, content.token)).statusCode).toBe(403);
  });
});

describe('buy ads and floating prices', () => {
  it('a taker sells into a buy ad from their own escrow at the live index', async () => {
    await setPrice(t, 'BTC', '60000');
    const maker = await merchant(t, {});
    const ad = await postAd(t, maker, {
      side: 'buy',
      asset: 'BTC',
      fiat: 'EUR',
      priceType: 'floating',
      fixedPrice: undefined,
      margin: '0.01',
      totalAmount: '1',
      minOrderFiat: '100',
      maxOrderFiat: '60000',
    });
    expect(ad.price).toBe(new BigNumber(60000).times(0.86).times(1.01).decimalPlaces(2).toFixed());
    const seller = await person(t, { BTC: '0.5' });
    const noMethod = await openOrder(t, seller.token, ad, '5211.6');
    expect([noMethod.status, (noMethod.data as unknown as { field: string }).field]).toEqual([422, 'adId']);
    await saveMethod(t, seller.token, 'Revolut');
    const tooDear = await openOrder(
      t,
      seller.token,
      ad,
      '5211.6',
      new BigNumber(ad.price!).plus(1).toFixed(2),
    );
    expect([tooDear.status, (tooDear.data as unknown as { field: string }).field]).toEqual([409, 'price']);
    const order = (await openOrder(t, seller.token, ad, '5211.6')).data;
    expect(order).toMatchObject({ role: 'seller', amount: '0.1', price: '52116' });
    expect(await spot(t.context.db, seller.userId, 'BTC')).toEqual({ available: '0.4', frozen: '0.1' });
    await markPaid(t, maker.token, order, false);
    const released = await c2cCall<C2cOrder>(t, seller.token, 'POST', `orders/${order.id}/release`, {
      key: null,
    });
    expect(released.data.status).toBe(C2cOrderStatus.released);
    expect(await spot(t.context.db, maker.userId, 'BTC')).toEqual({ available: '0.1', frozen: '0' });
  });
});

describe('the market', () => {
  it('lists ads best price first, floating ones at their price now, and hides a restricted merchant', async () => {
    const makers = [await merchant(t), await merchant(t), await merchant(t)];
    const common = { fiat: 'GBP', totalAmount: '100', minOrderFiat: '10', maxOrderFiat: '50' };
    await postAd(t, makers[0]!, { ...common, fixedPrice: '0.8' });
    await postAd(t, makers[1]!, { ...common, priceType: 'floating', fixedPrice: undefined, margin: '0.05' });
    const cheapest = await postAd(t, makers[2]!, { ...common, fixedPrice: '0.78' });
    const market = await call<{ list: C2cAd[] }>(t.app, 'GET', 'c2c/ads', {
      ip: freshIp(),
      query: { side: 'buy', asset: 'USDT', fiat: 'GBP' },
    });
    // USDT is 1 USDT; GBP 0.75 a USDT: the floating ad is 0.75 × 1.05 = 0.7875 → 0.79.
    expect(market.data.list.map((ad) => ad.price)).toEqual(['0.78', '0.79', '0.8']);
    await t.context.db
      .update(users)
      .set({ isTradingRestricted: true })
      .where(eq(users.id, makers[2]!.userId));
    const buyer = await person(t);
    const refused = await openOrder(t, buyer.token, cheapest, '20');
    expect([refused.status, refused.body.code]).toEqual([409, 1_019_000_011]);
    await t.context.db
      .update(users)
      .set({ isTradingRestricted: false })
      .where(eq(users.id, makers[2]!.userId));
  });
});

describe('bad input', () => {
  it('every refused order or ad names its field and changes nothing', async () => {
    const maker = await merchant(t, { USDT: '100' });
    const ad = await postAd(t, maker, {
      totalAmount: '100',
      fixedPrice: '1',
      minOrderFiat: '10',
      maxOrderFiat: '60',
    });
    const buyer = await person(t);
    const before = await c2cCounts(t.context.db);
    const cases: [unknown, number, string][] = [
      [{ adId: ad.id, fiatAmount: '5', price: '1' }, 422, 'fiatAmount'],
      [{ adId: ad.id, fiatAmount: '61', price: '1' }, 422, 'fiatAmount'],
      [{ adId: ad.id, fiatAmount: '20', price: '0.99' }, 409, 'price'],
      [{ adId: 999_999, fiatAmount: '20', price: '1' }, 404, 'adId'],
      [{ adId: ad.id, fiatAmount: '-1', price: '1' }, 400, 'fiatAmount'],
      [{ adId: ad.id, fiatAmount: '20', price: '1', extra: 1 }, 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const result = await c2cCall(t, buyer.token, 'POST', 'orders', { body });
      expect(result.status, JSON.stringify(body)).toBe(status);
      if (field) expect(JSON.stringify(result.body), JSON.stringify(body)).toContain(field);
    }
    const own = await openOrder(t, maker.token, ad, '20');
    expect([own.status, own.body.code]).toEqual([422, 1_019_000_012]);
    const noKey = await c2cCall(t, buyer.token, 'POST', 'orders', {
      key: null,
      body: { adId: ad.id, fiatAmount: '20', price: '1' },
    });
    expect(noKey.status).toBe(400);
    const adCases: [Record<string, unknown>, string][] = [
      [{ totalAmount: '1000' }, 'totalAmount'],
      [{ fiat: 'XYZ' }, 'fiat'],
      [{ minOrderFiat: '100', maxOrderFiat: '10' }, 'maxOrderFiat'],
      [{ priceType: 'floating', margin: '0.5' }, 'margin'],
      [{ priceType: 'floating', margin: undefined }, 'margin'],
      [{ paymentMethodIds: [999_999] }, 'paymentMethodIds'],
      [{ paymentWindowMinutes: 500 }, 'paymentWindowMinutes'],
    ];
    for (const [overrides, field] of adCases) {
      const result = await c2cCall(t, maker.token, 'POST', 'ads', {
        body: adBody(maker.methodId, overrides),
      });
      expect(result.status, field).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(result.body), field).toContain(field);
    }
    expect(await c2cCounts(t.context.db)).toEqual(before);
    const staffOnly = await c2cCall(t, buyer.token, 'GET', '/api/admin-api/c2c/orders');
    expect(staffOnly.status).toBeGreaterThanOrEqual(401);
  });
});

describe('demo seed', () => {
  it('adds the demo merchant and its ads once, the sell ads held, and a taker can buy from it', async () => {
    await seedC2c(t.context, true);
    await seedC2c(t.context, true);
    await setPrice(t, 'BTC', '60000');
    const market = await call<{ list: C2cAd[] }>(t.app, 'GET', 'c2c/ads', {
      ip: freshIp(),
      query: { side: 'buy', asset: 'USDT', fiat: 'USD' },
    });
    const seeded = market.data.list.filter((row) => row.merchant.nickname === DEMO_MERCHANT.nickname);
    expect(seeded.map((row) => [row.side, row.price, row.remainingAmount])).toEqual([
      ['sell', '1.01', '20000'],
    ]);
    const merchantId = seeded[0]!.merchant.userId;
    expect(await spot(t.context.db, merchantId)).toEqual({ available: '30000', frozen: '20000' });
    expect(await spot(t.context.db, merchantId, 'BTC')).toEqual({ available: '0.5', frozen: '0.5' });
    const btc = await call<{ list: C2cAd[] }>(t.app, 'GET', 'c2c/ads', {
      ip: freshIp(),
      query: { side: 'buy', asset: 'BTC', fiat: 'USD' },
    });
    expect(btc.data.list.find((row) => row.merchant.userId === merchantId)?.price).toBe('60600');
    const buyer = await person(t);
    const order = await openOrder(t, buyer.token, seeded[0]!, '101');
    expect(order.data).toMatchObject({ amount: '100', seller: { name: DEMO_MERCHANT.nickname } });
  });
});
