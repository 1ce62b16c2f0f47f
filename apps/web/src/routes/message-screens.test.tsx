import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice } from '@exchange/contracts/http/notice/index';
import { getDataSocket } from '@/lib/data-socket';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;
const T0 = Date.UTC(2026, 10, 29, 9);

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 11,
  category: 2,
  kind: 'RECHARGE_NOTICE',
  title: 'Deposit credited',
  content: '100 USDT has been credited to your account (order R1).\nSecond line',
  link: null,
  refId: 1,
  isRead: false,
  createdAt: T0,
  ...overrides,
});

const page = (list: Notice[]) => ({ list, total: list.length });

/** The message reads: the unread counts as `unread()` says and every list as `list()`; POST /notice/read recorded. */
function messageHandlers(options: {
  unread: () => { total: number; byCategory: Record<string, number> };
  list?: () => Notice[];
  reads?: unknown[];
  pageQueries?: URLSearchParams[];
}) {
  server.use(
    http.get(`${API}/notice/unread`, () => ok(options.unread())),
    http.get(`${API}/notice/page`, ({ request }) => {
      options.pageQueries?.push(new URL(request.url).searchParams);
      return ok(page(options.list?.() ?? []));
    }),
    http.post(`${API}/notice/read`, async ({ request }) => {
      options.reads?.push(await request.json());
      return ok({ total: 0, byCategory: {} });
    }),
    ...referenceHandlers(),
  );
}

beforeEach(() => {
  socket.reset();
  setTokens({ accessToken: 'a', refreshToken: 'r' });
});

describe('the message centre', () => {
  it('lists the messages under category chips with their unread counts', async () => {
    const pageQueries: URLSearchParams[] = [];
    messageHandlers({
      unread: () => ({ total: 3, byCategory: { '2': 2, '7': 1 } }),
      list: () => [
        notice(),
        notice({
          id: 12,
          category: 7,
          title: 'C2C order opened',
          content: 'Order C1 was opened.',
          isRead: true,
        }),
      ],
      pageQueries,
    });
    renderApp('/message');
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your messages' });
    expect(within(list).getByText('Deposit credited')).toBeTruthy();
    // The first line of the text only, and one unread dot (the C2C message was read).
    expect(within(list).getByText('100 USDT has been credited to your account (order R1).')).toBeTruthy();
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
    const chips = screen.getByRole('navigation', { name: 'Message categories' });
    expect(await within(chips).findByText('Unread: 3')).toBeTruthy();
    expect(within(within(chips).getByRole('button', { name: /Funds/ })).getByText('2')).toBeTruthy();
    expect(within(within(chips).getByRole('button', { name: /C2C/ })).getByText('1')).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Trading' })).toBeTruthy();
    expect(pageQueries[0]?.get('pageSize')).toBe('15');
    expect(pageQueries[0]?.has('category')).toBe(false);

    await userEvent.setup().click(within(chips).getByRole('button', { name: /Funds/ }));
    await waitFor(() => expect(pageQueries.at(-1)?.get('category')).toBe('2'));
  });

  it('marks every message read', async () => {
    const reads: unknown[] = [];
    let unread = { total: 2, byCategory: { '2': 2 } as Record<string, number> };
    let isRead = false;
    messageHandlers({ unread: () => unread, list: () => [notice({ isRead })], reads });
    renderApp('/message');
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    unread = { total: 0, byCategory: {} };
    isRead = true;
    await userEvent.setup().click(button);
    await waitFor(() => expect(reads).toEqual([{ all: true }]));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull());
    expect(screen.getByText('Unread: 0')).toBeTruthy();
  });

  it('opens the screen a message links to and marks it read on the way', async () => {
    const reads: unknown[] = [];
    messageHandlers({
      unread: () => ({ total: 1, byCategory: { '7': 1 } }),
      list: () => [notice({ id: 21, category: 7, title: 'C2C order paid', link: '/c2c/list?order=55' })],
      reads,
    });
    // The C2C screen it opens: its reads answer, whatever they hold.
    server.use(
      http.get(`${API}/system/exchange-rate/list`, () => ok({ usdExchangeList: [] })),
      http.all(`${API}/c2c/*`, () => fail(404, 'not here')),
    );
    const { router } = renderApp('/message');
    await userEvent.setup().click(await screen.findByRole('button', { name: /C2C order paid/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c2c/list'));
    expect(router.state.location.search).toBe('?order=55');
    await waitFor(() => expect(reads).toEqual([{ ids: [21] }]));
  });

  it('opens the detail of a message without a link', async () => {
    messageHandlers({ unread: () => ({ total: 1, byCategory: { '2': 1 } }), list: () => [notice()] });
    server.use(http.get(`${API}/notice/detail`, () => ok(notice({ isRead: true }))));
    const { router } = renderApp('/message');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Deposit credited/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/order_detail'));
    expect(router.state.location.search).toBe('?id=11');
  });

  it('lists the order messages and the system notices by their own filters', async () => {
    const pageQueries: URLSearchParams[] = [];
    messageHandlers({ unread: () => ({ total: 0, byCategory: {} }), pageQueries });
    renderApp('/message/order');
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(pageQueries.at(-1)?.get('orders')).toBe('true');
    renderApp('/noticelist');
    await waitFor(() => expect(pageQueries.at(-1)?.get('category')).toBe('1'));
  });
});

describe('one message', () => {
  it('shows it in full, read (getNotice marks it), with a button to the screen it is about', async () => {
    const ids: (string | null)[] = [];
    messageHandlers({ unread: () => ({ total: 0, byCategory: {} }) });
    server.use(
      http.get(`${API}/notice/detail`, ({ request }) => {
        ids.push(new URL(request.url).searchParams.get('id'));
        return ok(notice({ id: 5, isRead: true, link: '/funds/orderHistoryDetail/1?kind=recharge' }));
      }),
    );
    renderApp('/message/order_detail?id=5');
    expect(await screen.findByRole('heading', { name: 'Deposit credited' })).toBeTruthy();
    expect(screen.getByText(/Second line/)).toBeTruthy();
    expect(screen.getByText('Funds')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details' }).getAttribute('href')).toBe(
      '/funds/orderHistoryDetail/1?kind=recharge',
    );
    expect(ids).toEqual(['5']);
  });

  it('says a message that cannot be read cannot be found', async () => {
    messageHandlers({ unread: () => ({ total: 0, byCategory: {} }) });
    server.use(http.get(`${API}/notice/detail`, () => fail(404, 'Not found', 404)));
    renderApp('/message/order_detail?id=99');
    expect(await screen.findByText('This message could not be found.')).toBeTruthy();
  });

  it('shows a title that looks like markup as text', async () => {
    const title = '<img src=x onerror=alert(1)>';
    messageHandlers({
      unread: () => ({ total: 1, byCategory: { '1': 1 } }),
      list: () => [notice({ title })],
    });
    server.use(http.get(`${API}/notice/detail`, () => ok(notice({ title, content: title }))));
    renderApp('/message');
    expect(await screen.findByText(title)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    renderApp('/message/order_detail?id=11');
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('the NOTICE push', () => {
  it('reads the unread count again, so the badges follow without a reload', async () => {
    let unread = { total: 0, byCategory: {} as Record<string, number> };
    messageHandlers({ unread: () => unread, list: () => [] });
    server.use(http.get(`${API}/member/get-current-member`, () => ok(demoMember)));
    renderApp('/mine');
    const entry = await screen.findByRole('link', { name: /Messages/ });
    expect(entry.getAttribute('href')).toBe('/message');
    await waitFor(() => expect(socket.holders).toBeGreaterThan(0));
    unread = { total: 4, byCategory: { '3': 4 } };
    // The signed-in services subscribe once loaded: push until the handler is there (a repeat is harmless).
    await waitFor(() => {
      socket.push('NOTICE', { id: 30, category: 3 });
      expect(within(entry).getByText('Unread messages: 4')).toBeTruthy();
    });
  });
});
