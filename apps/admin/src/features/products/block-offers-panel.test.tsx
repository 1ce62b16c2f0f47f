import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const offer = {
  id: 3,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  instrumentType: 3,
  rate: '-0.02',
  minQuantity: '0.001',
  maxQuantity: '1',
  totalQuantity: '10',
  remainingQuantity: '7.5',
  lockupSeconds: 604_800,
  status: 1,
  priceAccuracy: 2,
  transactionAccuracy: 6,
  livePrice: '60000',
  livePriceAt: 1,
  blockPrice: '58800',
  soldQuantity: '2.5',
  lockedOrderCount: 4,
  updatedBy: 'seed',
  updatedAt: 1_700_000_000_000,
};

/** /products on its Block trades tab (the spot-fees tab opens first and reads its list). */
async function openBlockTab() {
  server.use(http.get(`${API}/spot/fee-rates`, () => ok([])));
  renderApp('/products');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Block trades' }));
  return { user, table: () => screen.findByRole('table', { name: 'Block offers' }) };
}

describe('block offers', () => {
  it('lists each offer with its rate, limits, sold, lock-up and orders in lock-up', async () => {
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/block-trade/offers`, () => ok({ list: [offer] })),
    );
    const row = within(await (await openBlockTab()).table()).getByRole('row', {
      name: /BTCUSDT/,
    }).textContent;
    for (const text of ['Active', '-2% (-0.02)', '0.001 BTC – 1 BTC', '2.5 BTC / 10 BTC', '7 d', '4'])
      expect(row).toContain(text);
  });

  it('reviews what changes before saving a pause, shows the server at its field, then saves', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/block-trade/offers`, () => ok({ list: [offer] })),
      http.put(`${API}/block-trade/offers/update`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            { code: 400, data: { field: 'totalQuantity' }, msg: 'Please check the field “totalQuantity”' },
            { status: 400 },
          );
        return ok({ ...offer, rate: '-0.03', status: 0 });
      }),
    );
    const { user, table } = await openBlockTab();
    await user.click(within(await table()).getByRole('button', { name: 'Edit block offer 3 (BTCUSDT)' }));
    const editor = await screen.findByRole('dialog', { name: 'Block offer BTCUSDT' });
    const rate = within(editor).getByLabelText('Disclosed rate');
    await user.clear(rate);
    await user.type(rate, '-0.9');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(await within(editor).findByText(/Disclosed rate is not valid/)).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '-0.03');
    await user.click(within(editor).getByLabelText('Active'));
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    let confirm = await screen.findByRole('dialog', { name: 'Save this block offer?' });
    expect(within(confirm).getByRole('row', { name: /Disclosed rate/ }).textContent).toBe(
      'Disclosed rate-2% (-0.02)-3% (-0.03)',
    );
    expect(within(confirm).getByText(/nobody can buy from it/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await within(editor).findByText('Please check the field “totalQuantity”')).toBeTruthy();

    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    confirm = await screen.findByRole('dialog', { name: 'Save this block offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Block offer BTCUSDT saved')).toBeTruthy();
    expect(bodies[1]).toEqual({
      id: 3,
      rate: '-0.03',
      minQuantity: '0.001',
      maxQuantity: '1',
      totalQuantity: '10',
      lockupSeconds: 604_800,
      status: 0,
    });
  });

  it('creates an offer on a pair', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      http.get(`${API}/block-trade/offers`, () => ok({ list: [] })),
      http.post(`${API}/block-trade/offers`, async ({ request }) => {
        bodies.push(await request.json());
        return ok({ ...offer, symbol: 'ETHUSDT', baseAsset: 'ETH' });
      }),
    );
    const { user } = await openBlockTab();
    expect(await screen.findByText('No block offers yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New block offer' }));
    const editor = await screen.findByRole('dialog', { name: 'New block offer' });
    await user.type(within(editor).getByLabelText('Symbol'), 'ethusdt');
    await user.type(within(editor).getByLabelText('Minimum per order'), '0.01');
    await user.type(within(editor).getByLabelText('Maximum per order'), '5');
    await user.type(within(editor).getByLabelText('Total on offer'), '50');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save this block offer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Block offer ETHUSDT saved')).toBeTruthy();
    expect(bodies[0]).toEqual({
      symbol: 'ETHUSDT',
      rate: '-0.02',
      minQuantity: '0.01',
      maxQuantity: '5',
      totalQuantity: '50',
      lockupSeconds: 604_800,
      status: 1,
    });
  });

  it('shows the auditor the offers without edit controls', async () => {
    server.use(
      signedInAs('auditor'),
      http.get(`${API}/block-trade/offers`, () => ok({ list: [offer] })),
    );
    await (await openBlockTab()).table();
    expect(screen.queryByRole('button', { name: /Edit block offer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New block offer' })).toBeNull();
  });
});
