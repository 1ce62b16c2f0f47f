import { describe, expect, it } from 'vitest';
import * as protocol from '@exchange/contracts/ws/im-socket';
import type { OutgoingMessage } from './chat-rules';
import {
  ChatSendStatus,
  IM_FILE_URL_PATTERN,
  IM_IMAGE_URL_MAX,
  RESEND_MAX,
  isOversized,
  isWithinChangeWindow,
  newChatUuid,
  selectResendable,
} from './chat-rules';

const USER = 7;

const row = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  uuid: `uuid-${Math.random().toString(36).slice(2, 10)}`,
  groupId: 1,
  contentType: 'text',
  data: 'hello',
  sendStatus: ChatSendStatus.failed,
  serverId: null,
  userId: USER,
  createdAt: 1_000,
  ...overrides,
});

describe('the resend rule (spec §4, §5)', () => {
  it('resends the user’s unsent messages, waiting or failed, oldest first', () => {
    const late = row({ uuid: 'late-0001', createdAt: 3_000, sendStatus: ChatSendStatus.waiting });
    const early = row({ uuid: 'early-001', createdAt: 2_000 });
    expect(selectResendable([late, early], USER).map((message) => message.uuid)).toEqual([
      'early-001',
      'late-0001',
    ]);
  });

  it('skips messages that have a server id, succeeded, or belong to another user', () => {
    const rows = [
      row({ serverId: 5 }),
      row({ sendStatus: ChatSendStatus.succeeded }),
      row({ userId: USER + 1 }),
      row({ userId: null }),
    ];
    expect(selectResendable(rows, USER)).toEqual([]);
  });

  it('skips an image whose data is base64 or whose url is longer than 500 characters', () => {
    const base64 = row({ contentType: 'image', data: 'data:image/png;base64,iVBORw0KGgo=' });
    const longUrl = row({
      contentType: 'image',
      data: `/api/app-api/im/file/${'a'.repeat(IM_IMAGE_URL_MAX)}`,
    });
    const atLimit = row({ contentType: 'image', data: `/${'a'.repeat(IM_IMAGE_URL_MAX - 1)}` });
    const uploaded = row({
      contentType: 'image',
      data: '/api/app-api/im/file/0b7c6f1e-93a4-4c8e-9d0e-2f1c3b4a5d6e',
    });
    expect(isOversized(base64)).toBe(true);
    expect(isOversized(longUrl)).toBe(true);
    expect(isOversized(atLimit)).toBe(false);
    expect(selectResendable([base64, longUrl, atLimit, uploaded], USER)).toEqual([atLimit, uploaded]);
  });

  it('never counts a long text as oversized (the rule is about images)', () => {
    expect(isOversized(row({ data: 'x'.repeat(IM_IMAGE_URL_MAX + 1) }))).toBe(false);
  });

  it('resends at most RESEND_MAX at a time', () => {
    const many = Array.from({ length: RESEND_MAX + 5 }, (_, index) => row({ createdAt: index }));
    expect(selectResendable(many, USER)).toHaveLength(RESEND_MAX);
  });
});

describe('chat rules', () => {
  it('match the contract’s url pattern', () => {
    expect(IM_FILE_URL_PATTERN.source).toBe(protocol.IM_FILE_URL_PATTERN.source);
  });

  it('allow a change within two minutes of sending', () => {
    expect(isWithinChangeWindow(0, 119_999)).toBe(true);
    expect(isWithinChangeWindow(0, 120_000)).toBe(false);
  });

  it('make message ids the contract accepts', () => {
    for (let index = 0; index < 20; index += 1)
      expect(protocol.chatUuidSchema.safeParse(newChatUuid()).success).toBe(true);
  });
});
