import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionOrder, SubscriptionProject } from '@exchange/contracts/http/subscription/index';
import { setTokens } from '@/lib/token-store';
import { API, fail, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SUB_NOW, subscriptionOrder, subscriptionProject } from '../../test/subscription-fixtures';
import { walletAsset } from '../../test/wallet-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

afterEach(() => vi.restoreAllMocks());

interface State {
  projects?: SubscriptionProject[];
  orders?: SubscriptionOrder[];
  usdt?: string;
  buy?: (body: Record<string, unknown>) => Response;
  isPageFailing?: boolean;
}

function open(path: string, state: State = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const projects = state.projects ?? [subscriptionProject()];
  const orders = state.orders ?? [];
  const bodies: { path: string; body: Record<string, unknown>; key: string | null }[] = [];
  const buyHandler = (name: string) =>
    http.post(`${API}/pay/subscribe/${name}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ path: name, body, key: request.headers.get('idempotency-key') });
      return state.buy ? state.buy(body) : ok(subscriptionOrder({ status: 0, allottedQuantity: null }));
    });
  server.use(
    http.get(`${API}/pay/subscribe/ieo/page`, () =>
      state.isPageFailing ? fail(500, 'boom', 500) : ok({ list: projects, total: projects.length }),
    ),
    http.get(`${API}/pay/subscribe/ieo/get`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = projects.find((project) => project.id === id);
      return found ? ok(found) : fail(1_014_000_001, 'Subscription project not found.', 404);
    }),
    http.get(`${API}/pay/subscribe/order/page`, ({ request }) => {
      const projectId = new URL(request.url).searchParams.get('projectId');
      const list = projectId ? orders.filter((order) => order.projectId === Number(projectId)) : orders;
      return ok({ list, total: list.length });
    }),
    http.get(`${API}/pay/subscribe/order/detail`, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = orders.find((order) => order.id === id);
      return found ? ok(found) : fail(1_014_000_008, 'Subscription order not found.', 404);
    }),
    http.get(`${API}/wallet/get-by-coin`, () =>
      ok(walletAsset({ coin: 'USDT', available: state.usdt ?? '1000', total: state.usdt ?? '1000' })),
    ),
    buyHandler('order/buy'),
    buyHandler('ipo/one-click-buy'),
    buyHandler('ipo/ration-buy'),
    ...referenceHandlers(),
  );
  return { ...renderApp(path), bodies };
}

describe('projects', () => {
  it('the market’s IEO tab lists the projects with their phase, countdown and rule', async () => {
    open('/market', {
      projects: [
        subscriptionProject(),
        subscriptionProject({
          id: 2,
          name: 'Orbit Labs',
          symbol: 'ORBT',
          kind: 2,
          rule: 3,
          phase: 'upcoming',
          startAt: SUB_NOW + 86_400_000,
        }),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'IEO' }));
    const list = await screen.findByRole('list', { name: 'Subscription projects' });
    const nova = within(list).getByRole('article', { name: 'Project Nova Chain' });
    for (const text of [
      'Open',
      'Closes in',
      'Pro rata (IEO)',
      '0.05 USDT',
      '2,500,000 NOVA (2.5× the supply)',
    ])
      expect(within(nova).getByText(text)).toBeTruthy();
    expect(within(nova).getByTestId('subscription-countdown').textContent).toMatch(/^0d 0[12]:\d\d:\d\d$/);
    expect(within(nova).getByRole('link', { name: 'Commit' }).getAttribute('href')).toBe(
      '/funds/buySubscribe?id=1',
    );
    const orbit = within(list).getByRole('article', { name: 'Project Orbit Labs' });
    for (const text of ['Upcoming', 'Opens in', 'Lottery (IPO ration)', 'IPO'])
      expect(within(orbit).getByText(text)).toBeTruthy();
    expect(within(orbit).getByRole('link', { name: 'View project' })).toBeTruthy();
  });

  it('/pc/ieo says when nothing is published', async () => {
    open('/pc/ieo', { projects: [] });
    expect(await screen.findByText('No subscription projects yet.')).toBeTruthy();
  });

  it('/pc/ieo offers a retry when the projects cannot be read', async () => {
    open('/pc/ieo', { isPageFailing: true });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeTruthy();
  });

  it('a listed project says its price comes only from the price source', async () => {
    open('/pc/ieo', {
      projects: [subscriptionProject({ phase: 'listed', status: 4, listedSymbol: 'NOVAUSDT' })],
    });
    expect(
      await screen.findByText(
        'Trading as NOVAUSDT. Its price comes only from the price source; until the source quotes it, it shows no price.',
      ),
    ).toBeTruthy();
  });
});

describe('/funds/buySubscribe', () => {
  it('shows the rule, checks the quantity, and commits only after the confirm dialog repeats the rule and cost', async () => {
    const { bodies, router } = open('/funds/buySubscribe?id=1');
    expect(await screen.findByRole('heading', { name: 'Pro rata (IEO)' })).toBeTruthy();
    expect(screen.getByTestId('allotment-rule').textContent).toContain(
      'requested × supply ÷ total requested',
    );
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Quantity (NOVA)');
    await user.clear(field);
    await user.type(field, '50');
    expect(screen.getByText('The quantity must be between 100 and 200000.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commit' }).hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, '30000');
    expect(screen.getByText('Not enough USDT: 1000 available.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '2000');
    expect(screen.getByTestId('buy-cost').textContent).toBe('100.00 USDT');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/2000 NOVA for 100.00 USDT\. The rule you agree to: Commit during the window/),
    ).toBeTruthy();
    expect(bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 100.00 USDT' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      path: 'order/buy',
      body: { projectId: 1, quantity: '2000', price: '0.05' },
    });
    expect(bodies[0]?.key).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/buySubscribeOrderDetail'));
    expect(router.state.location.search).toBe('?id=9');
  });

  it('uses the one-click call for a first-come IPO, and shows the server’s refusal', async () => {
    const { bodies } = open('/funds/buySubscribe?id=3', {
      projects: [
        subscriptionProject({
          id: 3,
          kind: 2,
          rule: 2,
          price: '2',
          precision: 0,
          minPerUser: '1',
          maxPerUser: '50',
          totalSupply: '100',
          requestedQuantity: '90',
        }),
      ],
      buy: () => fail(1_014_000_007, 'Not enough supply left: 10 remaining.', 422),
    });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Quantity (NOVA)');
    await user.clear(field);
    await user.type(field, '11');
    expect(screen.getByText('Only 10 left.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm 20.00 USDT' }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Not enough supply left: 10 remaining.')).toBeTruthy();
    expect(bodies[0]?.path).toBe('ipo/one-click-buy');
  });

  it('shows the terms without a form once the window closed, and a missing project plainly', async () => {
    open('/funds/buySubscribe?id=1', {
      projects: [subscriptionProject({ phase: 'allotting', endAt: SUB_NOW - 1000 })],
    });
    expect(await screen.findByText('The window has closed; orders are being allotted.')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity (NOVA)')).toBeNull();
  });

  it('leads to the order instead of the form when the user already has one on the project', async () => {
    const { router } = open('/funds/buySubscribe?id=1', { orders: [subscriptionOrder()] });
    expect(await screen.findByText('You already have an order on this project (one per user).')).toBeTruthy();
    expect(screen.queryByLabelText('Quantity (NOVA)')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'View my order' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
  });

  it('says a missing project does not exist', async () => {
    open('/funds/buySubscribe?id=77');
    expect(await screen.findByText('This project does not exist.')).toBeTruthy();
  });
});

describe('orders', () => {
  it('the order detail shows the commitment, allotment and refund as a timeline', async () => {
    open('/order/subscription/detail?id=9', { orders: [subscriptionOrder()] });
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toContain('Committed, USDT held');
    expect(steps[1]).toContain('Allotted, the rest refunded');
    expect(steps[2]).toContain('Token distribution');
    expect(screen.getByTestId('order-amount').textContent).toBe('100.00 USDT');
    expect(screen.getByTestId('order-allotted').textContent).toBe('800 NOVA');
    expect(screen.getByTestId('order-refund').textContent).toBe('60.00 USDT');
  });

  it('/mine/subscription lists my orders, each leading to its detail', async () => {
    const { router } = open('/mine/subscription', {
      orders: [
        subscriptionOrder(),
        subscriptionOrder({ id: 10, status: 3, allottedQuantity: '0', refundAmount: '100' }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Subscription orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Refunded')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/subscription/detail'));
  });

  it('the Mine menu links to my subscriptions', async () => {
    open('/mine');
    server.use(http.get(`${API}/member/get-current-member`, () => ok(demoMember)));
    const link = await screen.findByRole('link', { name: 'My subscriptions' });
    expect(link.getAttribute('href')).toBe('/mine/subscription');
  });

  it('/ieoOrder says when there are no orders yet', async () => {
    open('/ieoOrder');
    expect(await screen.findByText('No subscription orders yet.')).toBeTruthy();
  });
});
