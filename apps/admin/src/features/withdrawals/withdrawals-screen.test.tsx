import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '@/lib/token-store';
import { signedInAs, staffSelf } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const withdrawal = {
  id: 123,
  no: 'W123',
  userId: 100001,
  channelId: 1,
  channelName: 'USDT TRC20',
  methodType: 1,
  coin: 'USDT',
  chain: 'TRC20',
  amount: '500',
  fee: '1',
  arrivalAmount: '499',
  destination: { coin: 'USDT', chain: 'TRC20', address: 'TXYZabc123' },
  status: 2,
  remark: null,
  payoutRef: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
  firstApprovedBy: null,
  firstApprovedAt: null,
  needsSecondApproval: false,
};

describe('withdrawal queue', () => {
  it('rejects with a remark after a confirm dialog that says exactly what changes', async () => {
    const pages: string[] = [];
    let rejected: unknown = null;
    server.use(
      signedInAs('finance'),
      http.get(`${API}/withdrawal/page`, ({ request }) => {
        pages.push(new URL(request.url).search);
        return ok({ list: rejected ? [] : [withdrawal], total: rejected ? 0 : 1 });
      }),
      http.post(`${API}/withdrawal/reject`, async ({ request }) => {
        rejected = await request.json();
        return ok({ ...withdrawal, status: -1, remark: 'Address on a sanctions list' });
      }),
    );
    renderApp('/withdrawals');
    const user = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'TRC20 TXYZabc123' })).toBeTruthy();
    expect(pages[0]).toBe('?pageNo=1&pageSize=15&status=2');

    await user.click(screen.getByRole('button', { name: 'Details of W123' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal W123' });
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));

    const confirm = await screen.findByRole('dialog', { name: 'Reject withdrawal W123?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await within(confirm).findByText('Remark is required')).toBeTruthy();
    expect(rejected).toBeNull();

    await user.type(within(confirm).getByLabelText('Remark'), 'Address on a sanctions list');
    expect(confirm.textContent).toContain(
      'Withdrawal W123: 500.00 USDT to TRC20 TXYZabc123 — status Waiting → Rejected, hold of 500.00 USDT released to the user, remark: Address on a sanctions list',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(rejected).toEqual({ id: 123, remark: 'Address on a sanctions list' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a different account must give the second approval, and hides Approve from the first approver', async () => {
    const large = {
      ...withdrawal,
      needsSecondApproval: true,
      firstApprovedBy: 'staff:7',
      firstApprovedAt: 1,
    };
    server.use(
      http.get(`${API}/auth/me`, () => ok(staffSelf('finance', { staffId: 7 }))),
      http.get(`${API}/withdrawal/page`, () => ok({ list: [large], total: 1 })),
    );
    setAccessToken('staff-token');
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of W123' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal W123' });
    expect(within(drawer).getByText(/A different staff account must give the second one/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('sorts on the server from a header: asc, desc, then the queue order again, always from page 1', async () => {
    const pages: string[] = [];
    server.use(
      signedInAs('finance'),
      http.get(`${API}/withdrawal/page`, ({ request }) => {
        pages.push(new URL(request.url).search);
        return ok({ list: [withdrawal], total: 40 });
      }),
    );
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'TRC20 TXYZabc123' });
    const amount = () => screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount().getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Destination' }).hasAttribute('aria-sort')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages.at(-1)).toBe('?pageNo=2&pageSize=15&status=2'));
    await user.click(within(amount()).getByRole('button', { name: 'Amount' }));
    await waitFor(() =>
      expect(pages.at(-1)).toBe('?pageNo=1&pageSize=15&sortBy=amount&sortOrder=asc&status=2'),
    );
    expect(amount().getAttribute('aria-sort')).toBe('ascending');

    within(amount()).getByRole('button', { name: 'Amount' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(amount().getAttribute('aria-sort')).toBe('descending'));
    expect(pages.at(-1)).toBe('?pageNo=1&pageSize=15&sortBy=amount&sortOrder=desc&status=2');

    // A third press returns to the queue's own order: page 1 unsorted, still cached from the first load.
    const sent = pages.length;
    await user.keyboard(' ');
    await waitFor(() => expect(amount().getAttribute('aria-sort')).toBe('none'));
    expect(pages.slice(sent).filter((search) => search.includes('sortBy'))).toEqual([]);
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
  });

  it('offers no actions to a role that may only read', async () => {
    server.use(
      signedInAs('support'),
      http.get(`${API}/withdrawal/page`, () => ok({ list: [withdrawal], total: 1 })),
    );
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of W123' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal W123' });
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
