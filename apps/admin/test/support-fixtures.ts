import type { ChatMessage } from '@exchange/contracts/ws/im-socket';
import type { InboxItem } from '@exchange/contracts/http/im/im-admin';
import { API, http, ok } from './msw-server';

/** The support desk's chat socket as the test drives it (the shared fake of both apps). */
export { FakeImSocket as FakeSupportSocket } from '@exchange/ui/testing/fake-im-socket';

export const T0 = 1_700_000_000_000;
export const SERVICE_GROUP = 11;

export function inboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id: SERVICE_GROUP,
    type: 5,
    channelId: null,
    title: 'Deposit question',
    groupSign: 'service:100050',
    lastOffset: 2,
    isFinished: false,
    updatedAt: T0,
    userId: 100050,
    userKind: 2,
    userNickname: 'Ana',
    assignedStaffId: null,
    assignedStaff: null,
    unreadCount: 2,
    lastMessage: { contentType: 'text', data: 'My deposit is missing', senderKind: 'user', createdAt: T0 },
    ...overrides,
  };
}

/** A customer's text message at `offset` of the service group (override anything). */
export function chatMessage(offset: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1_000 + offset,
    groupId: SERVICE_GROUP,
    channelId: null,
    groupType: 5,
    offset,
    senderKind: 'user',
    senderId: 100050,
    senderName: 'Ana',
    payload: { data: `Message ${offset}`, uuid: `customer-${offset}-uuid`, contentType: 'text' },
    status: 1,
    showDirection: 1,
    createdAt: T0 + offset * 1_000,
    editedAt: null,
    ...overrides,
  };
}

export interface DeskState {
  /** Conversations by scope, as the inbox answers them. */
  scopes: Partial<Record<string, InboxItem[]>>;
  messages: ChatMessage[];
  /** Every inbox page query, in order. */
  inboxQueries: URLSearchParams[];
  messageQueries: URLSearchParams[];
  assigned: number[];
  /** The agents conversations were given to (assign with a staffId). */
  givenTo: number[];
  sent: { id: string; body: { uuid: string; contentType: string; data: string } }[];
  reads: { id: string; offset: number }[];
  /** When set, sends wait for it before answering. */
  sendGate?: Promise<void>;
}

export function deskState(overrides: Partial<DeskState> = {}): DeskState {
  return {
    scopes: { waiting: [inboxItem()], mine: [], open: [inboxItem()], finished: [] },
    messages: [
      chatMessage(1, { payload: { data: 'Hello', uuid: 'customer-1-uuid', contentType: 'text' } }),
      chatMessage(2),
    ],
    inboxQueries: [],
    messageQueries: [],
    assigned: [],
    givenTo: [],
    sent: [],
    reads: [],
    ...overrides,
  };
}

/** The agents the desk may give a conversation to: the signed-in one (staff 7) and a colleague. */
const AGENTS = [
  { id: 7, username: 'support.one' },
  { id: 8, username: 'support.two' },
];

const allItems = (state: DeskState) => Object.values(state.scopes).flatMap((items) => items ?? []);

/** The staff API of the support desk over `state` (a signed-in agent is staff 7, `<role>.one`). */
export function deskHandlers(state: DeskState, agent = 'support.one') {
  return [
    http.get(`${API}/im/inbox`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.inboxQueries.push(query);
      const type = query.get('type');
      const items = (state.scopes[query.get('scope') ?? 'waiting'] ?? []).filter(
        (item) => type === null || item.type === Number(type),
      );
      return ok({ list: items.slice(0, Number(query.get('pageSize') ?? 15)), total: items.length });
    }),
    http.get(`${API}/im/inbox/:id`, ({ params }) => {
      const item = allItems(state).find((candidate) => candidate.id === Number(params.id));
      return ok(item ?? inboxItem());
    }),
    http.get(`${API}/im/inbox/:id/messages`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      state.messageQueries.push(query);
      const after = query.get('afterOffset');
      const before = query.get('beforeOffset');
      const limit = Number(query.get('limit') ?? 100);
      if (after !== null) return ok(state.messages.filter((message) => message.offset > Number(after)));
      // The newest page, or the page before an offset, as the server reads them.
      const older = state.messages.filter((message) => before === null || message.offset < Number(before));
      return ok(older.slice(-limit));
    }),
    http.get(`${API}/im/agents`, () =>
      ok(AGENTS.map((row, index) => (index === 0 ? { ...row, username: agent } : row))),
    ),
    http.post(`${API}/im/inbox/:id/assign`, async ({ request, params }) => {
      const { staffId } = (await request.json()) as { staffId?: number };
      if (staffId === undefined) state.assigned.push(Number(params.id));
      else state.givenTo.push(staffId);
      const to = staffId ?? 7;
      const name = to === 7 ? agent : (AGENTS.find((row) => row.id === to)?.username ?? '');
      for (const items of Object.values(state.scopes))
        for (const item of items ?? [])
          if (item.id === Number(params.id))
            Object.assign(item, { assignedStaffId: to, assignedStaff: name });
      return ok(inboxItem({ id: Number(params.id), assignedStaffId: to, assignedStaff: name }));
    }),
    http.post(`${API}/im/inbox/:id/send`, async ({ request, params }) => {
      const body = (await request.json()) as DeskState['sent'][number]['body'];
      state.sent.push({ id: String(params.id), body });
      await state.sendGate;
      const offset = (state.messages.at(-1)?.offset ?? 0) + 1;
      const message = chatMessage(offset, {
        senderKind: 'staff',
        senderId: 7,
        senderName: agent,
        payload: { data: body.data, uuid: body.uuid, contentType: 'text' },
        showDirection: 0,
      });
      state.messages.push(message);
      return ok(message);
    }),
    http.post(`${API}/im/inbox/:id/read`, async ({ request, params }) => {
      const { offset } = (await request.json()) as { offset: number };
      state.reads.push({ id: String(params.id), offset });
      return ok({ groupId: Number(params.id), readOffset: offset, unreadCount: 0 });
    }),
    http.get(`${API}/im/canned-replies`, () =>
      ok([
        { id: 1, title: 'Greeting', text: 'Hello, how can I help you today?' },
        { id: 2, title: 'Deposit delay', text: 'Deposits can take up to 30 minutes.' },
      ]),
    ),
  ];
}

/** `user/get` of the service group's customer (the fields the desk's summary reads). */
export function customerHandler(requests: string[] = []) {
  return http.get(`${API}/user/get`, ({ request }) => {
    requests.push(new URL(request.url).searchParams.get('id') ?? '');
    return ok({
      user: {
        id: 100050,
        kind: 2,
        status: 1,
        email: 'ana@example.com',
        areaCode: null,
        phone: null,
        nickname: 'Ana',
        avatar: null,
        realName: 'Ana Silva',
        realNameStatus: 2,
        inviteCode: null,
        invitedByUserId: null,
        language: 'en',
        hasPayPassword: true,
        isTradingRestricted: false,
        isWithdrawalFrozen: true,
        isOnline: true,
        lastOnlineAt: T0,
        createdAt: T0 - 86_400_000,
      },
      balances: [],
      positions: [],
      orders: [],
      ledger: [],
      openPositionCount: 0,
      pendingOrderCount: 0,
      pendingWithdrawalCount: 1,
      pendingDepositCount: 2,
      session: null,
    });
  });
}
