import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const stats = { orders30d: 0, completionRate: null, avgReleaseSeconds: null };
const applied = {
  userId: 100042,
  nickname: 'FastTrader',
  status: 0,
  remark: null,
  appliedAt: 1_700_000_000_000,
  decidedAt: null,
  stats,
  account: 'trader@example.com',
  decidedBy: null,
};
const approved = {
  ...applied,
  userId: 100043,
  nickname: 'SteadyDesk',
  status: 1,
  account: 'desk@example.com',
  decidedAt: 1_700_000_100_000,
  decidedBy: 'staff:3',
  stats: { orders30d: 128, completionRate: '0.975', avgReleaseSeconds: 240 },
};

/** The merchants page, recording each query it is asked. */
function merchantHandlers(queries: URLSearchParams[] = []) {
  return [
    http.get(`${API}/c2c/orders`, () => ok({ list: [], total: 0 })),
    http.get(`${API}/c2c/merchants`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [applied, approved], total: 2 });
    }),
  ];
}

async function merchantsTable() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Merchants' }));
  const section = await screen.findByRole('region', { name: 'Merchants' });
  return { user, section, table: await within(section).findByRole('table', { name: 'Merchants' }) };
}

// The longest flows here take a few seconds on a loaded two-core machine: the limit leaves room.
describe('C2C merchants', { timeout: 30_000 }, () => {
  it('lists the merchants and approves an application with the right body', async () => {
    const decisions: { path: string; body: unknown }[] = [];
    server.use(
      signedInAs('support'),
      ...merchantHandlers(),
      http.post(`${API}/c2c/merchants/:userId/decide`, async ({ request, params }) => {
        decisions.push({ path: String(params.userId), body: await request.json() });
        return ok({ ...applied, status: 1, decidedAt: 1_700_000_200_000, decidedBy: 'staff:7' });
      }),
    );
    renderApp('/c2c');
    const { user, table } = await merchantsTable();
    expect(screen.getByRole('link', { name: 'C2C trading' })).toBeTruthy();
    const appliedRow = within(table).getByRole('row', { name: /FastTrader/ }).textContent;
    expect(appliedRow).toContain('trader@example.com');
    expect(appliedRow).toContain('Applied');
    const approvedRow = within(table).getByRole('row', { name: /SteadyDesk/ }).textContent;
    expect(approvedRow).toContain('128');
    expect(approvedRow).toContain('97.5%');
    expect(approvedRow).toContain('Approved');
    expect(within(table).getByRole('button', { name: 'Suspend merchant SteadyDesk' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Approve merchant FastTrader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve merchant FastTrader?' });
    expect(within(dialog).getByText(/trader@example\.com, user 100042/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Merchant FastTrader approved.')).toBeTruthy();
    expect(decisions).toEqual([{ path: '100042', body: { action: 'approve', remark: '' } }]);
  });

  it('requires a remark to suspend, and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    const decisions: unknown[] = [];
    server.use(
      signedInAs('compliance'),
      ...merchantHandlers(queries),
      http.post(`${API}/c2c/merchants/:userId/decide`, async ({ request }) => {
        decisions.push(await request.json());
        return ok({ ...approved, status: -2 });
      }),
    );
    renderApp('/c2c');
    const { user, section, table } = await merchantsTable();
    await user.click(within(table).getByRole('button', { name: 'Suspend merchant SteadyDesk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend merchant SteadyDesk?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Remark is required')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'chargebacks');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Merchant SteadyDesk suspended.')).toBeTruthy();
    expect(decisions).toEqual([{ action: 'suspend', remark: 'chargebacks' }]);

    expect(queries.at(-1)?.get('status')).toBeNull();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('-2'));
    expect(queries.at(-1)?.get('pageNo')).toBe('1');
  });

  it('hides the decisions from a role without c2c.decide', async () => {
    server.use(signedInAs('auditor'), ...merchantHandlers());
    renderApp('/c2c');
    const { table } = await merchantsTable();
    expect(within(table).getByRole('row', { name: /FastTrader/ })).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('is not in the nav, and says so, for a role without c2c.read', async () => {
    server.use(signedInAs('finance'), ...merchantHandlers());
    renderApp('/c2c');
    expect(await screen.findByText('Your role cannot open this section.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'C2C trading' })).toBeNull();
  });
});
