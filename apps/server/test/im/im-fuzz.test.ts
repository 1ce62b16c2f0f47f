import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/platform/db/index';
import { propertyOptions } from '../support/property';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatSocket, eventually, member, sharedGroup, uuid, type Chatter } from './im-fixtures';

/*
 * Issue 21 §5: fuzzed frames on the chat socket never crash it and never cross users. Mallory sends random frames —
 * garbage, near-valid JSON, SEND_MESSAGE and MSG_ACK aimed at her own group and at a group she is not in — while Ana
 * (her group) and Vic (the other group) listen. After every run: the socket still answers, nothing was stored in
 * Vic's group, Vic heard nothing, and every message stored in Mallory's group is one she sent validly.
 */
let t: TestApp;
let mallory: Chatter;
let ana: Chatter;
let vic: Chatter;
let ownGroup: number;
let otherGroup: number;
beforeAll(async () => {
  t = await createTestApp();
  [mallory, ana, vic] = [await member(t), await member(t), await member(t)];
  ownGroup = (await sharedGroup(t.context.db, [mallory, ana])).id;
  otherGroup = (await sharedGroup(t.context.db, [vic])).id;
});
afterAll(async () => {
  await t.close();
});

const countIn = async (groupId: number) =>
  (
    await queryRows<{ n: number }>(
      t.context.db,
      sql`select count(*)::int as n from im_messages where group_id = ${groupId}`,
    )
  )[0]!.n;

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const frameArbitrary = () =>
  fc.oneof(
    fc.string({ maxLength: 200 }),
    jsonValue.map((value) => JSON.stringify(value)),
    fc
      .record({
        groupId: fc.oneof(fc.constant(ownGroup), fc.constant(otherGroup), fc.integer(), fc.string()),
        uuid: fc.oneof(fc.constant(uuid()), fc.string({ maxLength: 80 })),
        contentType: fc.constantFrom('text', 'image', 'order', 'video', 'join', 'finish', 'html'),
        data: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('<script>alert(1)</script>'), jsonValue),
      })
      .map((data) => JSON.stringify({ type: 'SEND_MESSAGE', data })),
    // Well-formed sends, to her group or to one she is not in.
    fc
      .record({
        groupId: fc.constantFrom(ownGroup, otherGroup),
        uuid: fc.uuid(),
        data: fc.string({ minLength: 1, maxLength: 40 }).map((text) => `m ${text}`),
      })
      .map((data) => JSON.stringify({ type: 'SEND_MESSAGE', data: { ...data, contentType: 'text' } })),
    fc
      .oneof(fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER), fc.string(), fc.nat({ max: 5000 }))
      .map((msgId) => JSON.stringify({ type: 'MSG_ACK', data: { msgId } })),
    fc.constantFrom(
      'ping',
      'pong',
      '{}',
      '[]',
      'null',
      '{"type":"language","data":"ar"}',
      '{"type":"SUB","data":["x"]}',
    ),
  );

describe('fuzzed chat frames', () => {
  it('never crash the socket, never reach another user, and store only valid messages of the sender', async () => {
    const anaSocket = await chatSocket(t.app, ana.token);
    const vicSocket = await chatSocket(t.app, vic.token);
    await anaSocket.next('MESSAGE_PUSH_COMPLETED');
    await vicSocket.next('MESSAGE_PUSH_COMPLETED');
    await fc.assert(
      fc.asyncProperty(fc.array(frameArbitrary(), { minLength: 1, maxLength: 12 }), async (frames) => {
        // A fresh second of frame budget for each run (the limit runs on the injected clock).
        t.clock.advance(5_000);
        // The listeners ping as the app does (every 6 s), so the sweep never takes them for silent.
        anaSocket.sendFrame('ping');
        vicSocket.sendFrame('ping');
        const socket = await chatSocket(t.app, mallory.token);
        await socket.next('MESSAGE_PUSH_COMPLETED');
        const otherBefore = await countIn(otherGroup);
        for (const frame of frames) socket.sendFrame(frame);
        socket.sendFrame('ping');
        await eventually(
          () => socket.frames.includes('pong'),
          () => socket.frames.join(' | '),
        );
        expect(socket.closes).toEqual([]);
        expect(await countIn(otherGroup)).toBe(otherBefore);
        socket.socket.terminate();
      }),
      propertyOptions(40),
    );
    // Vic heard nothing of Mallory's; every message in Mallory's group is a text or an upload of hers, stored once.
    expect(vicSocket.received()).toEqual([]);
    const stored = await queryRows<{ sender_id: number; content_type: string; n: number }>(
      t.context.db,
      sql`select sender_id::int as sender_id, content_type, count(*)::int as n from im_messages where group_id = ${ownGroup}
          group by sender_id, content_type`,
    );
    for (const row of stored) expect([row.sender_id, row.content_type]).toEqual([mallory.userId, 'text']);
    const offsets = await queryRows<{ offset: number }>(
      t.context.db,
      sql`select "offset" from im_messages where group_id = ${ownGroup} order by "offset"`,
    );
    expect(offsets.map((row) => row.offset)).toEqual(offsets.map((_, index) => index + 1));
    // Ana got every stored message live, once each.
    await eventually(
      () => anaSocket.received().length === offsets.length,
      () => `${anaSocket.received().length} of ${offsets.length}`,
    );
    anaSocket.socket.terminate();
    vicSocket.socket.terminate();
  });
});
