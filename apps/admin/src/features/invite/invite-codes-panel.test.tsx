import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const config = {
  isEnabled: true,
  level1Rate: '0.2',
  level2Rate: '0.05',
  maxKickbackRate: '0.5',
  dailyCaps: {},
  payoutTime: '01:00',
  updatedAt: 1_700_000_000_000,
  updatedBy: 'staff:3',
};
const active = {
  id: 31,
  code: 'ABC123',
  label: 'Blog',
  kickbackRate: '0.1',
  isDefault: true,
  status: 1,
  friends: 4,
  createdAt: 1_700_000_000_000,
  userId: 100042,
  suspendedBy: null,
  suspendRemark: null,
};
const suspended = {
  ...active,
  id: 30,
  code: 'XYZ789',
  label: '',
  isDefault: false,
  status: 0,
  friends: 0,
  suspendedBy: 'staff:9',
  suspendRemark: 'self-referral ring',
};

/** The codes page, recording each query it is asked. */
function codeHandlers(queries: URLSearchParams[] = []) {
  return [
    http.get(`${API}/invite/rebate-config`, () => ok(config)),
    http.get(`${API}/invite/codes`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ list: [active, suspended], total: 2 });
    }),
  ];
}

async function codesTable() {
  const section = await screen.findByRole('region', { name: 'Invite codes' });
  return { section, table: await within(section).findByRole('table', { name: 'Invite codes' }) };
}

// The longest flows here take about 8 s on a loaded two-core machine: twice that is still within the limit.
describe('invite codes', { timeout: 30_000 }, () => {
  it('lists the codes, suspends one with a remark and restores another', async () => {
    const suspensions: unknown[] = [];
    const restores: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      ...codeHandlers(),
      http.post(`${API}/invite/codes/suspend`, async ({ request }) => {
        suspensions.push(await request.json());
        return ok({ ...active, status: 0, suspendedBy: 'staff:7', suspendRemark: 'spam' });
      }),
      http.post(`${API}/invite/codes/restore`, async ({ request }) => {
        restores.push(await request.json());
        return ok({ ...suspended, status: 1, suspendedBy: null, suspendRemark: null });
      }),
    );
    renderApp('/invite');
    const user = userEvent.setup();
    const { table } = await codesTable();
    const activeRow = within(table).getByRole('row', { name: /ABC123/ }).textContent;
    expect(activeRow).toContain('100042');
    expect(activeRow).toContain('Blog');
    expect(activeRow).toContain('10%');
    expect(activeRow).toContain('Active');
    expect(within(table).getByRole('row', { name: /XYZ789/ }).textContent).toContain(
      'staff:9: self-referral ring',
    );

    await user.click(within(table).getByRole('button', { name: 'Suspend code ABC123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend code ABC123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Remark is required')).toBeTruthy();
    expect(suspensions).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Code ABC123 suspended.')).toBeTruthy();
    expect(suspensions).toEqual([{ id: 31, remark: 'spam' }]);

    await user.click(within(table).getByRole('button', { name: 'Restore code XYZ789' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore code XYZ789?' });
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Code XYZ789 restored.')).toBeTruthy();
    expect(restores).toEqual([{ id: 30 }]);
  });

  it('searches by code and owner, filters by status, and says a malformed owner id', async () => {
    const queries: URLSearchParams[] = [];
    server.use(signedInAs('super_admin'), ...codeHandlers(queries));
    renderApp('/invite');
    const user = userEvent.setup();
    const { section } = await codesTable();
    await user.type(within(section).getByRole('searchbox', { name: 'Code' }), 'abc123');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('0'));
    expect(queries.at(-1)?.get('code')).toBe('abc123');
    const owner = within(section).getByRole('searchbox', { name: 'Owner user ID' });
    await user.type(owner, 'x1');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    expect(within(section).getByText('A user ID is a positive whole number')).toBeTruthy();
    const asked = queries.length;
    await user.clear(owner);
    await user.type(owner, '100042');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('userId')).toBe('100042'));
    expect(queries.length).toBe(asked + 1);
    expect(queries.at(-1)?.get('pageNo')).toBe('1');
  });

  it('hides Suspend and Restore (and the rules editor) from a role without users.restrict', async () => {
    server.use(signedInAs('auditor'), ...codeHandlers());
    renderApp('/invite');
    const { table } = await codesTable();
    expect(within(table).getByRole('row', { name: /ABC123/ })).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const rules = screen.getByRole('region', { name: 'Rebate rules' });
    expect(await within(rules).findByText(/staff:3/)).toBeTruthy();
    expect(within(rules).queryByRole('button', { name: 'Edit rules' })).toBeNull();
  });

  it('shows the codes without the rules to a role that may not read markets', async () => {
    server.use(signedInAs('support'), ...codeHandlers());
    renderApp('/invite');
    await codesTable();
    expect(screen.queryByRole('region', { name: 'Rebate rules' })).toBeNull();
  });
});
