import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const btc = {
  instrumentId: 1,
  symbol: 'BTCUSDT',
  isListed: true,
  makerFeeRate: '0.001',
  takerFeeRate: '0.001',
  minNotional: '5',
  updatedAt: null,
};
const eth = {
  instrumentId: 2,
  symbol: 'ETHUSDT',
  isListed: false,
  makerFeeRate: '0.0008',
  takerFeeRate: '0.002',
  minNotional: '10.5',
  updatedAt: 1_700_000_000_000,
};

async function openTable() {
  return screen.findByRole('table', { name: 'Spot fee rates' });
}

describe('spot fees', () => {
  it('lists every pair with its fees, minimum and whether staff ever saved them', async () => {
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/spot/fee-rates`, () => ok([btc, eth])),
    );
    renderApp('/products');
    expect(await screen.findByRole('heading', { name: 'Product settings' })).toBeTruthy();
    const table = await openTable();
    const btcRow = within(table).getByRole('row', { name: /BTCUSDT/ }).textContent;
    expect(btcRow).toContain('0.1% (0.001)');
    expect(btcRow).toContain('5.00 USDT');
    expect(btcRow).toContain('never (the built-in defaults apply)');
    const ethRow = within(table).getByRole('row', { name: /ETHUSDT/ }).textContent;
    expect(ethRow).toContain('Unlisted');
    expect(ethRow).toContain('0.2% (0.002)');
    expect(ethRow).toContain('0.08% (0.0008)');
    expect(ethRow).toContain('10.50 USDT');
  });

  it('names the refused field, shows the server at its input, then saves the pair', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/spot/fee-rates`, () => ok([btc, eth])),
      http.put(`${API}/spot/fee-rates`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            { code: 400, data: { field: 'minNotional' }, msg: 'Please check the field “minNotional”' },
            { status: 400 },
          );
        return ok({ ...btc, makerFeeRate: '0.0005', takerFeeRate: '0.0015', minNotional: '20' });
      }),
    );
    renderApp('/products');
    const user = userEvent.setup();
    await user.click(within(await openTable()).getByRole('button', { name: 'Edit fees of BTCUSDT' }));
    const editor = await screen.findByRole('dialog', { name: 'Fees of BTCUSDT' });
    const maker = within(editor).getByLabelText('Maker fee rate');
    const taker = within(editor).getByLabelText('Taker fee rate');
    await user.clear(maker);
    await user.type(maker, '0.002');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(await within(editor).findByText('Maker fee rate must not exceed the taker fee rate')).toBeTruthy();
    expect(maker.getAttribute('aria-invalid')).toBe('true');

    await user.clear(taker);
    await user.type(taker, '0.02');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(await within(editor).findByText('Taker fee rate must be at most 0.01')).toBeTruthy();

    await user.clear(taker);
    await user.type(taker, '0.0015');
    await user.clear(maker);
    await user.type(maker, '0.0005');
    const minimum = within(editor).getByLabelText('Minimum order value (USDT)');
    await user.clear(minimum);
    await user.type(minimum, '20');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    let confirm = await screen.findByRole('dialog', { name: 'Change the fees of BTCUSDT?' });
    expect(within(confirm).getByRole('row', { name: /Maker fee rate/ }).textContent).toBe(
      'Maker fee rate0.1% (0.001)0.05% (0.0005)',
    );
    expect(within(confirm).getByRole('row', { name: /Minimum order value/ }).textContent).toBe(
      'Minimum order value (USDT)5.00 USDT20.00 USDT',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('Please check the field “minNotional”')).toBeTruthy();
    expect(minimum.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    confirm = await screen.findByRole('dialog', { name: 'Change the fees of BTCUSDT?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Fees of BTCUSDT saved.')).toBeTruthy();
    expect(bodies[1]).toEqual({
      instrumentId: 1,
      makerFeeRate: '0.0005',
      takerFeeRate: '0.0015',
      minNotional: '20',
    });
  });

  it('shows the auditor the fees without an edit control, and an empty list as such', async () => {
    server.use(
      signedInAs('auditor'),
      http.get(`${API}/spot/fee-rates`, () => ok([btc])),
    );
    const first = renderApp('/products');
    const table = await openTable();
    expect(within(table).getByRole('row', { name: /BTCUSDT/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit fees/ })).toBeNull();

    first.unmount();
    server.use(http.get(`${API}/spot/fee-rates`, () => ok([])));
    renderApp('/products');
    expect(await screen.findByText('No spot pairs yet.')).toBeTruthy();
  });
});
