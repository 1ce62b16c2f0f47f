import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  ChatGroupRole,
  ChatGroupType,
  IM_SOCKET_PATH,
  type ChatGroup,
  type ChatMessage,
  type ImServerMessage,
  type TokenPair,
} from '@exchange/contracts';
import { ensureGroup } from '../../src/modules/im/im-store';
import type { Db } from '../../src/platform/db/index';
import { createUser } from '../member/member-fixtures';
import { call, freshIp, type ApiResult } from '../support/api';
import { recordSocket } from '../support/socket-client';
import type { TestApp } from '../support/test-app';

export const uuid = (label = 'm') => `${label}-${randomBytes(8).toString('hex')}`;

/** A call under /api/app-api/im from its own address. */
export const imCall = <T = unknown>(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number | undefined> } = {},
): Promise<ApiResult<T>> =>
  call<T>(app, method, `im/${path}`, {
    ...(token ? { token } : {}),
    ip: freshIp(),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.query ? { query: options.query } : {}),
  });

export interface Chatter {
  userId: number;
  token: string;
}

export const member = async (t: TestApp): Promise<Chatter> => {
  const user = await createUser(t);
  return { userId: user.userId, token: user.token };
};

/** An anonymous visitor (user kind 1) from temporary-login. */
export const visitor = async (t: TestApp): Promise<Chatter> => {
  const result = await call<TokenPair>(t.app, 'POST', 'system/auth/temporary-login', {
    body: {},
    ip: freshIp(),
  });
  expect(result.status, result.msg).toBe(200);
  return { userId: result.data.userId, token: result.data.accessToken };
};

/** The caller's customer-service group (created by the manual load). */
export const serviceGroup = async (app: FastifyInstance, token: string) => {
  const groups = await imCall<ChatGroup[]>(app, token, 'POST', 'group/load', { body: {} });
  expect(groups.status, groups.msg).toBe(200);
  return groups.data.find((group) => group.type === ChatGroupType.commonService)!;
};

/** A temporary group (type 7) holding `people`, written as a module would open one. */
export const sharedGroup = async (db: Db, people: readonly Chatter[], now = new Date()) =>
  db.transaction((tx) =>
    ensureGroup(
      tx,
      {
        type: ChatGroupType.temporary,
        channelId: null,
        groupSign: `test:${uuid('g')}`,
        title: 'Test group',
        linkType: null,
        linkUrl: null,
        members: people.map((person) => ({
          kind: 'user' as const,
          id: person.userId,
          role: ChatGroupRole.member,
        })),
      },
      now,
    ),
  );

export const send = (app: FastifyInstance, token: string, groupId: number, data = 'hello', id = uuid()) =>
  imCall<ChatMessage>(app, token, 'POST', 'message/send', {
    body: { groupId, uuid: id, contentType: 'text', data },
  });

/** A chat socket of `token`, recording frames (the plain text ones too). */
export const chatSocket = async (app: FastifyInstance, token: string | undefined, socketId = uuid('s')) => {
  const query = new URLSearchParams({ socketId, ...(token ? { Authorization: token } : {}) });
  const client = await recordSocket<ImServerMessage>(app, `${IM_SOCKET_PATH}?${query.toString()}`);
  const sendFrame = (frame: unknown) =>
    client.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  /** The MESSAGE frames received, by id the newest version of each. */
  const received = () =>
    client
      .messages()
      .filter((message) => message.type === 'MESSAGE')
      .map((message) => message.data);
  return { ...client, sendFrame, received };
};

/** Waits until `check` holds (socket frames arrive asynchronously); fails with `describe()` after 3 s. */
export const eventually = async (check: () => boolean, describe: () => string, timeoutMs = 3000) => {
  for (let waited = 0; waited < timeoutMs; waited += 10) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not reached: ${describe()}`);
};
