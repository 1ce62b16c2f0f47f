import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM_MESSAGES_PER_MINUTE, type ChatMessage } from '@exchange/contracts';
import { openPostgres } from '../../src/platform/db/index';
import { createTestApp, createTestDatabaseUrl, isPostgres, type TestApp } from '../support/test-app';
import { chatSocket, eventually, imCall, member, send, sharedGroup, uuid, type Chatter } from './im-fixtures';

/*
 * Issue 21 §5: two instances on one PostgreSQL database and one Redis deliver a conversation with no loss and no
 * duplicate across a reconnect, and the offsets put it in order: both people write through both instances at once,
 * one of them drops their socket half-way and reconnects to the other instance.
 */
describe.runIf(isPostgres() && process.env.REDIS_URL)('chat on two instances over Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const url = await createTestDatabaseUrl();
    first = await createTestApp({
      config: { REDIS_KEY_PREFIX: prefix },
      database: await openPostgres(url, 10),
    });
    second = await createTestApp({
      config: { REDIS_KEY_PREFIX: prefix },
      database: await openPostgres(url, 10),
    });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  /** What a client holds after gap-filling: its messages by offset, read back over HTTP from `afterOffset`. */
  const fillGaps = async (app: TestApp, person: Chatter, groupId: number, held: Map<number, ChatMessage>) => {
    for (;;) {
      const offsets = [...held.keys()].sort((a, b) => a - b);
      const firstGap = offsets.findIndex((offset, index) => offset !== index + 1);
      const after = firstGap === -1 ? offsets.length : firstGap;
      const page = await imCall<ChatMessage[]>(app.app, person.token, 'GET', 'message/list', {
        query: { groupId, afterOffset: after, limit: 100 },
      });
      const fresh = page.data.filter((message) => !held.has(message.offset));
      if (fresh.length === 0) return held;
      for (const message of fresh) held.set(message.offset, message);
    }
  };

  it('keeps every message once, in offset order, for both people', async () => {
    const ana = await member(first);
    const bo = await member(first);
    const group = await sharedGroup(first.context.db, [ana, bo]);
    const anaLive = await chatSocket(first.app, ana.token);
    let boSocket = await chatSocket(second.app, bo.token);
    await anaLive.next('MESSAGE_PUSH_COMPLETED');
    await boSocket.next('MESSAGE_PUSH_COMPLETED');
    const boFrames: ChatMessage[] = [];
    // Each writes as many as one sender may in a minute (IM_MESSAGES_PER_MINUTE).
    const PER_SIDE = IM_MESSAGES_PER_MINUTE;

    // Ana writes over HTTP through both instances in turn; Bo over his socket, and half-way he reconnects elsewhere.
    const anaSends = (async () => {
      for (let index = 0; index < PER_SIDE; index += 1) {
        const app = index % 2 === 0 ? first : second;
        expect((await send(app.app, ana.token, group.id, `ana ${index}`)).status).toBe(200);
      }
    })();
    const boSends = (async () => {
      for (let index = 0; index < PER_SIDE; index += 1) {
        if (index === PER_SIDE / 2) {
          boFrames.push(...boSocket.received());
          boSocket.socket.terminate();
          boSocket = await chatSocket(first.app, bo.token);
          await boSocket.next('MESSAGE_PUSH_COMPLETED');
        }
        const id = uuid();
        boSocket.sendFrame({
          type: 'SEND_MESSAGE',
          data: { groupId: group.id, uuid: id, contentType: 'text', data: `bo ${index}` },
        });
        await eventually(
          () => boSocket.received().some((message) => message.payload.uuid === id),
          () => `bo ${index} not echoed`,
        );
      }
    })();
    await Promise.all([anaSends, boSends]);
    const total = PER_SIDE * 2;

    // Ana never disconnected: her socket got every message exactly once (a change would repeat an id; none here).
    await eventually(
      () => anaLive.received().length >= total,
      () => `ana has ${anaLive.received().length}`,
    );
    const anaIds = anaLive.received().map((message) => message.id);
    expect(new Set(anaIds).size).toBe(total);
    expect(anaIds).toHaveLength(total);

    // Each side's timeline, gap-filled from its newest contiguous offset: 1..total, each once, each sender's messages
    // in the order they were sent.
    boFrames.push(...boSocket.received());
    for (const [person, app, frames] of [
      [ana, first, anaLive.received()],
      [bo, second, boFrames],
    ] as const) {
      const held = await fillGaps(
        app,
        person,
        group.id,
        new Map(frames.map((message) => [message.offset, message])),
      );
      const timeline = [...held.values()].sort((a, b) => a.offset - b.offset);
      expect(timeline.map((message) => message.offset)).toEqual(
        Array.from({ length: total }, (_, index) => index + 1),
      );
      for (const name of ['ana', 'bo'])
        expect(
          timeline
            .filter((message) => message.payload.data.startsWith(name))
            .map((message) => message.payload.data),
        ).toEqual(Array.from({ length: PER_SIDE }, (_, index) => `${name} ${index}`));
    }
    anaLive.socket.terminate();
    boSocket.socket.terminate();
  });
});
