import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const config = {
  collateralCoin: 'BTC',
  initialLtv: '0.65',
  marginCallLtv: '0.8',
  liquidationLtv: '0.9',
  hourlyRate: '0.0000095',
  termDays: [7, 30, 90],
  minLoan: '10',
  maxLoan: '500000',
  liquidationFeeRate: '0.02',
  isActive: true,
  openLoans: 4,
  updatedBy: 'seed',
  updatedAt: 1_700_000_000_000,
};

async function openLoanTab() {
  server.use(http.get(`${API}/spot/fee-rates`, () => ok([])));
  renderApp('/products');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Loans' }));
  return { user, table: () => screen.findByRole('table', { name: 'Loan terms per collateral coin' }) };
}

describe('loan terms', () => {
  it('lists each coin’s LTVs, rate, terms, limits and open loans', async () => {
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/loan/configs`, () => ok({ list: [config] })),
    );
    const row = within(await (await openLoanTab()).table()).getByRole('row', { name: /BTC/ }).textContent;
    for (const text of ['65% / 80% / 90%', '0.0000095', '7, 30, 90', '10 – 500000 USDT', '2%', '4'])
      expect(row).toContain(text);
  });

  it('reviews what changes before a pause, then saves it', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/loan/configs`, () => ok({ list: [config] })),
      http.put(`${API}/loan/configs`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...config, isActive: false });
      }),
    );
    const { user, table } = await openLoanTab();
    await user.click(within(await table()).getByRole('button', { name: 'Edit loan terms of BTC' }));
    const editor = await screen.findByRole('dialog', { name: 'Loan terms of BTC' });
    await user.click(within(editor).getByLabelText('New loans open'));
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change loan terms of BTC' });
    expect(within(confirm).getByText(/pauses new loans/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Loan terms of BTC saved.')).toBeTruthy();
    expect(bodies[0]).toMatchObject({
      collateralCoin: 'BTC',
      isActive: false,
      termDays: [7, 30, 90],
      initialLtv: '0.65',
    });
  });
});
