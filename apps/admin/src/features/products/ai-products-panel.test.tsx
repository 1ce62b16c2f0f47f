import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const product = {
  id: 2,
  name: 'BTC grid',
  description: 'A grid',
  status: 1,
  version: 1,
  minAmount: '150',
  maxAmount: '50000',
  riskLevel: 3,
  terms: {
    kind: 0,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    termSeconds: 604_800,
    managementFeeRate: '0.1',
    earlyExitFeeRate: '0.005',
    grid: { low: '85000', high: '100000', gridCount: 30 },
    dca: null,
  },
  spotFeeRate: '0.001',
  gridProfit: { min: '0.003', max: '0.004' },
  runningOrderCount: 4,
  updatedAt: 1_700_000_000_000,
};

async function openAiTab() {
  server.use(http.get(`${API}/spot/fee-rates`, () => ok([])));
  renderApp('/products');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'AI products' }));
  return { user, table: () => screen.findByRole('table', { name: 'AI products' }) };
}

describe('AI products', () => {
  it('lists each product with its kind, status, version, limits, fees and running orders', async () => {
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/ai/products`, () => ok([product])),
    );
    const row = within(await (await openAiTab()).table()).getByRole('row', { name: /BTC grid/ }).textContent;
    for (const text of [
      'Spot grid (quantitative)',
      'BTCUSDT',
      'Active',
      '150 – 50000 USDT',
      '0.1 / 0.005',
      '4',
    ])
      expect(row).toContain(text);
  });

  it('reviews what changes, shows the server at its field, then saves', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/ai/products`, () => ok([product])),
      http.put(`${API}/ai/products/2`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            { code: 400, data: { field: 'minAmount' }, msg: 'Please check the field “minAmount”' },
            { status: 400 },
          );
        return ok({ ...product, version: 2 });
      }),
    );
    const { user, table } = await openAiTab();
    await user.click(within(await table()).getByRole('button', { name: 'Edit AI product BTC grid' }));
    const editor = await screen.findByRole('dialog', { name: 'AI product BTC grid' });
    const fee = within(editor).getByLabelText('Management fee (fraction of profit)');
    await user.clear(fee);
    await user.type(fee, '0.2');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    const review = await screen.findByRole('dialog', { name: 'Save this AI product?' });
    expect(within(review).getByRole('table').textContent).toContain('0.2');
    await user.click(within(review).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText(/minAmount/)).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save this AI product?' })).getByRole('button', {
        name: 'Save changes',
      }),
    );
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ managementFeeRate: '0.2', kind: 0, gridCount: 30 });
  });

  it('pauses a product after showing the status change', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/ai/products`, () => ok([product])),
      http.put(`${API}/ai/products/2/status`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...product, status: 0 });
      }),
    );
    const { user, table } = await openAiTab();
    await user.click(within(await table()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause BTC grid?' });
    expect(within(dialog).getByRole('table').textContent).toContain('Paused');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 0 }]));
  });
});
