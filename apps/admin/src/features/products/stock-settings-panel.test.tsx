import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const settings = { isEnabled: true, feeRate: '0.001', minOrderAmount: '10', updatedAt: null };

async function openStocks() {
  renderApp('/products');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Stocks' }));
  return { user, panel: await screen.findByRole('tabpanel', { name: 'Stocks' }) };
}

describe('stock settings', () => {
  it('turns stocks off with a new fee after a review that says what the app loses', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/spot/fee-rates`, () => ok([])),
      http.get(`${API}/stock/settings`, () => ok(settings)),
      http.put(`${API}/stock/settings`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            { code: 400, data: { field: 'minOrderAmount' }, msg: 'Please check the field “minOrderAmount”' },
            { status: 400 },
          );
        return ok({ isEnabled: false, feeRate: '0.002', minOrderAmount: '10', updatedAt: 1_700_000_000_000 });
      }),
    );
    const { user, panel } = await openStocks();
    expect(await within(panel).findByText('Last saved: never (the built-in defaults apply)')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    expect(await within(panel).findByText('Nothing changed: edit a value first.')).toBeTruthy();

    const fee = within(panel).getByLabelText('Fee rate');
    await user.clear(fee);
    await user.type(fee, '0.05');
    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    expect(await within(panel).findByText('Fee rate is not valid')).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');

    await user.clear(fee);
    await user.type(fee, '0.002');
    await user.click(within(panel).getByRole('checkbox', { name: 'Offer stock trading' }));
    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    let confirm = await screen.findByRole('dialog', { name: 'Change the stock settings?' });
    expect(confirm.textContent).toContain('Stock trading: On → Off. The app hides Stocks');
    expect(within(confirm).getByRole('row', { name: /Offer stock trading/ }).textContent).toBe(
      'Offer stock trading' + 'On' + 'Off',
    );
    expect(within(confirm).getByRole('row', { name: /Fee rate/ }).textContent).toBe(
      'Fee rate0.1% (0.001)0.2% (0.002)',
    );
    expect(within(confirm).getByRole('row', { name: /Minimum order amount/ }).textContent).toBe(
      'Minimum order amount (USDT)10.00 USDTunchanged',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    const minimum = within(panel).getByLabelText('Minimum order amount (USDT)');
    expect(await within(panel).findByText('Please check the field “minOrderAmount”')).toBeTruthy();
    expect(minimum.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    confirm = await screen.findByRole('dialog', { name: 'Change the stock settings?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Stock settings saved.')).toBeTruthy();
    expect(bodies[1]).toEqual({ isEnabled: false, feeRate: '0.002', minOrderAmount: '10' });
  });

  it('shows the auditor the settings read-only', async () => {
    server.use(
      signedInAs('auditor'),
      http.get(`${API}/spot/fee-rates`, () => ok([])),
      http.get(`${API}/stock/settings`, () => ok({ ...settings, isEnabled: false })),
    );
    const { panel } = await openStocks();
    const toggle = await within(panel).findByRole('checkbox', { name: 'Offer stock trading' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).getByLabelText('Fee rate').hasAttribute('readonly')).toBe(true);
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('offers Retry when the settings cannot be read', async () => {
    let calls = 0;
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/spot/fee-rates`, () => ok([])),
      http.get(`${API}/stock/settings`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok(settings);
      }),
    );
    const { user, panel } = await openStocks();
    await user.click(await within(panel).findByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('checkbox', { name: 'Offer stock trading' })).toBeTruthy();
  });
});
