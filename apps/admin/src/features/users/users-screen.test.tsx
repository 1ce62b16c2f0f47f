import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, fail, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const account = {
  id: 100001,
  kind: 2,
  status: 1,
  email: 'jane@example.com',
  areaCode: null,
  phone: null,
  nickname: 'Jane',
  avatar: null,
  realName: 'Jane Doe',
  realNameStatus: 2,
  inviteCode: 'ABC123',
  invitedByUserId: null,
  language: 'en',
  hasPayPassword: true,
  isTradingRestricted: false,
  isWithdrawalFrozen: false,
  isOnline: true,
  lastOnlineAt: 1_700_000_000_000,
  createdAt: 1_690_000_000_000,
};

const view = {
  user: account,
  balances: [{ wallet: 'spot', coin: 'USDT', available: '1250.5', frozen: '10' }],
  positions: [
    {
      id: 31,
      symbol: 'BTCUSDT',
      direction: 1,
      marginMode: 1,
      lever: 10,
      quantity: '0.5',
      entryPrice: '64000',
      margin: '3200',
      openFee: '1.6',
      fundingFee: '0',
      realisedPnl: '0',
      stopProfitPrice: null,
      stopLossPrice: null,
      createdAt: 1_700_000_000_000,
    },
  ],
  orders: [],
  ledger: [
    {
      id: 'deposit:R77',
      kind: 1,
      pendingId: null,
      businessType: 105,
      coin: 'USDT',
      amount: '1000',
      debit: { owner: 'house:deposit_clearing', wallet: '' },
      credit: { owner: 'user:100001', wallet: 'spot' },
      ref: 'R77',
      actor: 'staff:3',
      reason: null,
      createdAt: 1_700_000_000_000,
    },
  ],
  openPositionCount: 1,
  pendingOrderCount: 0,
  pendingWithdrawalCount: 0,
  pendingDepositCount: 0,
  session: {
    createdAt: 1_700_000_000_000,
    lastSeenAt: 1_700_000_100_000,
    ip: '203.0.113.9',
    userAgent: null,
  },
};

function usersApi(searches: string[] = []) {
  return [
    http.get(`${API}/user/page`, ({ request }) => {
      searches.push(new URL(request.url).search);
      return ok({ list: [account], total: 1 });
    }),
    http.get(`${API}/user/get`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('id')).toBe('100001');
      return ok(view);
    }),
  ];
}

describe('users', () => {
  it('searches, opens the drawer and restricts trading after saying exactly what changes', async () => {
    const searches: string[] = [];
    let restricted: unknown = null;
    server.use(
      signedInAs('compliance'),
      ...usersApi(searches),
      http.post(`${API}/user/restrict-trading`, async ({ request }) => {
        restricted = await request.json();
        return ok({ id: 100001, isTradingRestricted: true, isWithdrawalFrozen: false });
      }),
    );
    renderApp('/users');
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'jane@example.com' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'jane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('cell', { name: 'Jane' });
    expect(searches.at(-1)).toBe('?pageNo=1&pageSize=15&keyword=jane');

    await user.click(screen.getByRole('button', { name: 'Details of User 100001' }));
    const drawer = await screen.findByRole('dialog', { name: 'User 100001' });
    expect(await within(drawer).findByRole('cell', { name: '1,250.50' })).toBeTruthy();
    expect(within(drawer).getByRole('cell', { name: 'BTCUSDT' })).toBeTruthy();
    expect(within(drawer).getByRole('cell', { name: 'house:deposit_clearing' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Restrict trading' }));

    const confirm = await screen.findByRole('dialog', { name: 'Restrict trading of user 100001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restrict trading' }));
    expect(await within(confirm).findByText('Remark is required')).toBeTruthy();
    expect(restricted).toBeNull();
    await user.type(within(confirm).getByLabelText('Remark'), 'Suspected account takeover');
    expect(confirm.textContent).toContain(
      'User 100001 (Jane): trading Allowed → Restricted — placing and changing contract orders will be refused; closing positions stays possible. Remark: Suspected account takeover',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Restrict trading' }));
    expect(await screen.findByText('Trading of user 100001 is restricted.')).toBeTruthy();
    expect(restricted).toEqual({ id: 100001, isRestricted: true, remark: 'Suspected account takeover' });
    expect(screen.queryByRole('dialog', { name: 'Restrict trading of user 100001?' })).toBeNull();
  });

  it("shows the server's reason when it refuses to delete the account", async () => {
    const reason = 'Please check the field “id”: has 1 open contract position: settle them first';
    server.use(
      signedInAs('compliance'),
      ...usersApi(),
      http.post(`${API}/user/delete`, () => fail(400, reason)),
    );
    renderApp('/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of User 100001' }));
    const drawer = await screen.findByRole('dialog', { name: 'User 100001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Delete account' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete the account of user 100001?' });
    expect(confirm.textContent).toContain('status Active → Deleted');
    await user.type(within(confirm).getByLabelText('Remark'), 'Closed at the user’s request');
    await user.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(`The server refused: ${reason}`);
    expect(screen.getByRole('dialog', { name: 'Delete the account of user 100001?' })).toBeTruthy();
  });

  it('offers support only the forced logout, and sends it', async () => {
    let loggedOut: unknown = null;
    server.use(
      signedInAs('support'),
      ...usersApi(),
      http.post(`${API}/user/force-logout`, async ({ request }) => {
        loggedOut = await request.json();
        return ok({ id: 100001, endedSessions: 1 });
      }),
    );
    renderApp('/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of User 100001' }));
    const drawer = await screen.findByRole('dialog', { name: 'User 100001' });
    await user.click(await within(drawer).findByRole('button', { name: 'Force logout' }));
    expect(within(drawer).queryByRole('button', { name: 'Restrict trading' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Freeze withdrawals' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete account' })).toBeNull();

    const confirm = await screen.findByRole('dialog', { name: 'Force logout of user 100001?' });
    expect(confirm.textContent).toContain('the live session (since');
    await user.click(within(confirm).getByRole('button', { name: 'Force logout' }));
    expect(await screen.findByText('User 100001 was signed out.')).toBeTruthy();
    expect(loggedOut).toEqual({ id: 100001 });
  });
});
