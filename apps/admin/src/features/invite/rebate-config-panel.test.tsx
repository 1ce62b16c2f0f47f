import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyPage, signedInAs } from '../../../test/fixtures';
import { API, HttpResponse, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const config = {
  isEnabled: true,
  level1Rate: '0.2',
  level2Rate: '0.05',
  maxKickbackRate: '0.5',
  dailyCaps: { USDT: '1000' },
  payoutTime: '01:00',
  updatedAt: 1_700_000_000_000,
  updatedBy: 'staff:3',
};

const handlers = () => [
  signedInAs('super_admin'),
  http.get(`${API}/invite/rebate-config`, () => ok(config)),
  http.get(`${API}/invite/codes`, () => ok(emptyPage)),
];

async function openEditor() {
  renderApp('/invite');
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Rebate rules' });
  expect(await within(section).findByText(/staff:3/)).toBeTruthy();
  expect(section.textContent).toContain('20%');
  expect(section.textContent).toContain('1,000.00 USDT');
  await user.click(within(section).getByRole('button', { name: 'Edit rules' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit the rebate rules' });
  return { user, editor };
}

// The longest flows here take about 8 s on a loaded two-core machine: twice that is still within the limit.
describe('rebate rules', { timeout: 30_000 }, () => {
  it('shows the rules, then what saving changes (before → after), and saves', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.put(`${API}/invite/rebate-config`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return ok({ ...config, ...body, updatedAt: 1_700_000_100_000, updatedBy: 'staff:7' });
      }),
    );
    const { user, editor } = await openEditor();
    const level1 = within(editor).getByRole('textbox', { name: 'Level-1 rate' });
    await user.clear(level1);
    await user.type(level1, '0.25');
    await user.click(within(editor).getByRole('button', { name: 'Add an asset' }));
    await user.type(within(editor).getByLabelText('Asset, row 2'), 'btc');
    await user.type(within(editor).getByLabelText('Daily cap, row 2'), '0.5');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the rebate rules?' });
    expect(within(dialog).getByRole('row', { name: /Level-1 rate/ }).textContent).toBe('Level-1 rate20%25%');
    expect(within(dialog).getByRole('row', { name: /Daily cap, BTC/ }).textContent).toBe(
      'Daily cap, BTCNo cap0.50 BTC',
    );
    expect(within(dialog).getByRole('row', { name: /Level-2 rate/ }).textContent).toBe(
      'Level-2 rate5%unchanged',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Rebate rules saved.')).toBeTruthy();
    expect(bodies).toEqual([
      {
        isEnabled: true,
        level1Rate: '0.25',
        level2Rate: '0.05',
        maxKickbackRate: '0.5',
        dailyCaps: { USDT: '1000', BTC: '0.5' },
      },
    ]);
  });

  it('checks the rules before sending and shows the server’s refusal at its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...handlers(),
      http.put(`${API}/invite/rebate-config`, async ({ request }) => {
        bodies.push(await request.json());
        const field = bodies.length === 1 ? 'level2Rate' : 'dailyCaps.USDT';
        return HttpResponse.json(
          { code: 400, data: { field }, msg: `Please check the field “${field}”` },
          { status: 400 },
        );
      }),
    );
    const { user, editor } = await openEditor();
    const level2 = within(editor).getByRole('textbox', { name: 'Level-2 rate' });
    await user.clear(level2);
    await user.type(level2, '0.9');
    await user.click(within(editor).getByRole('button', { name: 'Add an asset' }));
    await user.type(within(editor).getByLabelText('Asset, row 2'), 'usdt');
    await user.type(within(editor).getByLabelText('Daily cap, row 2'), '5');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(
      await within(editor).findByText('Level 1 and level 2 together may not exceed the whole fee (1)'),
    ).toBeTruthy();
    expect(within(editor).getByText('USDT is listed twice')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.click(within(editor).getByRole('button', { name: 'Remove row 2' }));
    await user.clear(level2);
    await user.type(level2, '0.1');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save the rebate rules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('Please check the field “level2Rate”')).toBeTruthy();
    expect(level2.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    dialog = await screen.findByRole('dialog', { name: 'Save the rebate rules?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('Please check the field “dailyCaps.USDT”')).toBeTruthy();
    expect(within(editor).getByLabelText('Daily cap, row 1').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(bodies).toHaveLength(2));
  });
});
