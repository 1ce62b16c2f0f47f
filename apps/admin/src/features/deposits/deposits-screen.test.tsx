import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const deposit = {
  id: 41,
  no: 'R41',
  userId: 100001,
  channelId: 2,
  channelName: 'Bank transfer',
  methodType: 2,
  coin: 'USDT',
  chain: '',
  amount: '250',
  status: 2,
  remark: null,
  proofUrl: 'private/proof-41.png',
  txId: null,
  createdAt: 1_700_000_000_000,
  reviewedAt: null,
};

const settingsHandler = (reviewMinutes = 30) =>
  http.get(`${API}/recharge/settings`, () => ok({ reviewMinutes }));

describe('deposit queue', () => {
  it('shows the proof fetched with the staff token and approves after confirming', async () => {
    let proofAuthorization: string | null = null;
    let approved: unknown = null;
    server.use(
      signedInAs('finance'),
      settingsHandler(),
      http.get(`${API}/recharge/page`, () => ok({ list: [deposit], total: 1 })),
      http.get(`${API}/recharge/proof`, ({ request }) => {
        proofAuthorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        });
      }),
      http.post(`${API}/recharge/approve`, async ({ request }) => {
        approved = await request.json();
        return ok({ ...deposit, status: 1 });
      }),
    );
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Details of R41' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deposit R41' });
    const proof = await within(drawer).findByRole('img', { name: 'Proof of payment the user attached' });
    expect(proof.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(proofAuthorization).toBe('Bearer staff-token');

    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve deposit R41?' });
    expect(confirm.textContent).toContain(
      "Deposit R41: 250.00 USDT from user 100001 — status Waiting → Completed, 250.00 USDT credited to the user's spot wallet.",
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Approve deposit R41?' })).toBeNull();
    expect(approved).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const again = await screen.findByRole('dialog', { name: 'Approve deposit R41?' });
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    await screen.findByRole('button', { name: 'Details of R41' });
    expect(approved).toEqual({ id: 41 });
  });

  it('shows the server message when the table cannot load and offers a retry', async () => {
    server.use(
      signedInAs('finance'),
      settingsHandler(),
      http.get(`${API}/recharge/page`, () =>
        HttpResponse.json({ code: 500, data: null, msg: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderApp('/deposits');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });
});

describe('the usual review time', () => {
  it('is changed from the queue header, checked like the server checks it, then confirmed', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs('finance'),
      settingsHandler(30),
      http.get(`${API}/recharge/page`, () => ok({ list: [], total: 0 })),
      http.put(`${API}/recharge/settings`, async ({ request }) => {
        const body = (await request.json()) as { reviewMinutes: number };
        sent.push(body);
        return ok(body);
      }),
    );
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usual review time: 30 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usual deposit review time' });
    const field = within(dialog).getByRole('textbox', { name: 'Review time in minutes' });
    for (const bad of ['0', '10081', '12.5', 'soon']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Save review time' }));
      expect(await within(dialog).findByText('Review time in minutes is not valid')).toBeTruthy();
    }
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '90');
    expect(dialog.textContent).toContain('30 min → 90 min');
    await user.click(within(dialog).getByRole('button', { name: 'Save review time' }));
    expect(await screen.findByRole('button', { name: 'Usual review time: 90 min' })).toBeTruthy();
    expect(sent).toEqual([{ reviewMinutes: 90 }]);
  });

  it('shows the server refusal at the field', async () => {
    server.use(
      signedInAs('finance'),
      settingsHandler(30),
      http.get(`${API}/recharge/page`, () => ok({ list: [], total: 0 })),
      http.put(`${API}/recharge/settings`, () =>
        HttpResponse.json(
          { code: 400, data: { field: 'reviewMinutes' }, msg: 'reviewMinutes: too large', showType: 2 },
          { status: 400 },
        ),
      ),
    );
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usual review time: 30 min' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usual deposit review time' });
    await user.click(within(dialog).getByRole('button', { name: 'Save review time' }));
    expect(await within(dialog).findByText('reviewMinutes: too large')).toBeTruthy();
  });

  it('is only shown to staff who cannot review deposits', async () => {
    server.use(
      signedInAs('support'),
      settingsHandler(45),
      http.get(`${API}/recharge/page`, () => ok({ list: [], total: 0 })),
    );
    renderApp('/deposits');
    expect(await screen.findByText('Usual review time: 45 min')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usual review time: 45 min' })).toBeNull();
  });
});
