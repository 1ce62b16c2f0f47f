import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAccessToken } from '@/lib/token-store';
import { emptyPage, signedInAs, staffSelf } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const correction = {
  id: 5,
  userId: 100001,
  asset: 'USDT',
  wallet: 'spot',
  houseAccount: 'adjustments',
  direction: 1,
  amount: '50',
  reason: 'Deposit R77 arrived short',
  status: 2,
  proposedBy: 7,
  proposedByName: 'finance.one',
  decidedBy: null,
  decidedByName: null,
  decisionRemark: null,
  transferRef: null,
  createdAt: 1_700_000_000_000,
  decidedAt: null,
};

function signedInWithId(staffId: number) {
  setAccessToken('staff-token');
  return http.get(`${API}/auth/me`, () => ok(staffSelf('finance', { staffId })));
}

describe('balance corrections', () => {
  it('validates the proposal with the contract and sends exactly the ledger move it states', async () => {
    let proposed: unknown = null;
    server.use(
      signedInAs('finance'),
      http.get(`${API}/correction/page`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('2');
        return ok(emptyPage);
      }),
      http.post(`${API}/correction/propose`, async ({ request }) => {
        proposed = await request.json();
        return ok({ ...correction, id: 6 });
      }),
    );
    renderApp('/corrections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a balance correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Propose correction' }));
    expect(await within(dialog).findByText('User ID is required')).toBeTruthy();
    expect(within(dialog).getByText('Amount is required')).toBeTruthy();
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('User ID'), '100001');
    await user.type(within(dialog).getByLabelText('Amount'), '50.123456789');
    await user.type(within(dialog).getByLabelText('Reason'), 'Deposit R77 arrived short');
    await user.click(within(dialog).getByRole('button', { name: 'Propose correction' }));
    expect(await within(dialog).findByText('Amount is not valid')).toBeTruthy();
    expect(proposed).toBeNull();

    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    expect(dialog.textContent).toContain(
      'Credit user 100001 spot wallet 50.00 USDT from house account adjustments — reason: Deposit R77 arrived short',
    );
    expect(dialog.textContent).toContain('a different staff account must approve it');
    await user.click(within(dialog).getByRole('button', { name: 'Propose correction' }));
    expect(await screen.findByText(/Correction 6 proposed/)).toBeTruthy();
    expect(proposed).toEqual({
      userId: 100001,
      asset: 'USDT',
      wallet: 'spot',
      houseAccount: 'adjustments',
      direction: 1,
      amount: '50',
      reason: 'Deposit R77 arrived short',
    });
  });

  it('offers the proposer no Approve or Reject, and says another account must decide', async () => {
    server.use(
      signedInWithId(7),
      http.get(`${API}/correction/page`, () => ok({ list: [correction], total: 1 })),
    );
    renderApp('/corrections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Correction 5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Correction 5' });
    expect(
      within(drawer).getByText(/You proposed this correction. A different staff account must/),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('lets another account approve after a dialog stating the ledger move', async () => {
    let approved: unknown = null;
    server.use(
      signedInWithId(8),
      http.get(`${API}/correction/page`, () =>
        ok({ list: approved ? [] : [correction], total: approved ? 0 : 1 }),
      ),
      http.post(`${API}/correction/approve`, async ({ request }) => {
        approved = await request.json();
        return ok({ ...correction, status: 1, decidedBy: 8, transferRef: 'correction:5' });
      }),
    );
    renderApp('/corrections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Correction 5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Correction 5' });
    expect(within(drawer).getByText(/A different staff account from the proposer must approve/)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));

    const confirm = await screen.findByRole('dialog', { name: 'Approve correction 5?' });
    expect(confirm.textContent).toContain(
      'Correction 5: Credit user 100001 spot wallet 50.00 USDT from house account adjustments — reason: Deposit R77 arrived short — status Waiting → Applied',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Correction 5 applied.')).toBeTruthy();
    expect(approved).toEqual({ id: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('rejects with a remark; nothing moves', async () => {
    let rejected: unknown = null;
    server.use(
      signedInWithId(8),
      http.get(`${API}/correction/page`, () => ok({ list: [correction], total: 1 })),
      http.post(`${API}/correction/reject`, async ({ request }) => {
        rejected = await request.json();
        return ok({ ...correction, status: -1, decidedBy: 8, decisionRemark: 'Already credited' });
      }),
    );
    renderApp('/corrections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of Correction 5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Correction 5' });
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject correction 5?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await within(confirm).findByText('Remark is required')).toBeTruthy();
    await user.type(within(confirm).getByLabelText('Remark'), 'Already credited');
    expect(confirm.textContent).toContain(
      'status Waiting → Rejected; nothing moves. Remark: Already credited',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Correction 5 rejected.')).toBeTruthy();
    expect(rejected).toEqual({ id: 5, remark: 'Already credited' });
  });
});
