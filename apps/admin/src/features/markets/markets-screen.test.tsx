import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const perpetual = {
  id: 12,
  type: 2,
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  displayName: 'Bitcoin perpetual',
  plate: '',
  priceAccuracy: 2,
  transactionAccuracy: 3,
  tradingHours: null,
  isListed: true,
  sort: 1,
  contractSpec: {
    brackets: [
      {
        bracket: 1,
        initialLeverage: 125,
        notionalFloor: '0',
        notionalCap: '50000',
        maintMarginRatio: '0.004',
        cum: '0',
      },
      {
        bracket: 2,
        initialLeverage: 100,
        notionalFloor: '50000',
        notionalCap: '250000',
        maintMarginRatio: '0.005',
        cum: '50',
      },
    ],
    takerFeeRate: '0.0005',
    makerFeeRate: '0.0002',
    maxLeverage: 125,
    updatedAt: 1_700_000_000_000,
  },
};

const priceSources = {
  source: 'binance',
  isDemo: false,
  lastBatchTime: 1_700_000_000_000,
  staleAfterMs: 15_000,
  instance: { host: 'api-1', pid: 4242, database: 'postgres' },
  priceFeed: { isEnabledHere: true, isThisInstance: true, holder: null },
  riskEngine: {
    isEnabledHere: true,
    isThisInstance: false,
    holder: { backendPid: 77, clientAddress: '10.0.0.5', connectedAt: 1_700_000_000_000 },
  },
  instruments: [
    { id: 12, type: 2, symbol: 'BTCUSDT', isListed: true, state: 'live', lastTickTime: 1_700_000_000_000 },
    { id: 31, type: 3, symbol: 'AAPL', isListed: true, state: 'stale', lastTickTime: 1_699_999_000_000 },
    { id: 40, type: 1, symbol: 'NEWUSDT', isListed: false, state: 'none', lastTickTime: null },
  ],
};

function marketHandlers(list: unknown[] = [perpetual]) {
  return [
    http.get(`${API}/market/instruments`, () => ok(list)),
    http.get(`${API}/market/price-sources`, () => ok(priceSources)),
  ];
}

async function openInstrument(symbol: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Details of ${symbol}` }));
  return { user, drawer: await screen.findByRole('dialog', { name: `Instrument ${symbol}` }) };
}

describe('markets', () => {
  it('unlists an instrument after a confirm dialog that says what the app loses', async () => {
    let unlisted: unknown = null;
    server.use(
      signedInAs('super_admin'),
      ...marketHandlers(),
      http.post(`${API}/market/instrument/list`, async ({ request }) => {
        unlisted = await request.json();
        return ok({ ...perpetual, isListed: false });
      }),
    );
    renderApp('/markets');
    const { user, drawer } = await openInstrument('BTCUSDT');
    await user.click(within(drawer).getByRole('button', { name: 'Unlist' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unlist BTCUSDT?' });
    expect(confirm.textContent).toContain(
      'BTCUSDT (Perpetual): Listed → Unlisted. It leaves every list, search and order form of the app at once; its history, orders and favourites are kept.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Unlist' }));
    expect(await screen.findByText('BTCUSDT is unlisted.')).toBeTruthy();
    expect(unlisted).toEqual({ id: 12, isListed: false });
  });

  it('checks the bracket editor with the contract, shows the server at the field, and saves the table', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedInAs('super_admin'),
      ...marketHandlers(),
      http.put(`${API}/market/contract-spec/update`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              code: 400,
              data: { field: 'tiers.2.maintMarginRatio' },
              msg: 'Please check the field “tiers.2.maintMarginRatio”: may not be lower than the bracket before',
            },
            { status: 400 },
          );
        return ok(perpetual);
      }),
    );
    renderApp('/markets');
    const { user, drawer } = await openInstrument('BTCUSDT');
    await user.click(within(drawer).getByRole('button', { name: 'Edit brackets and fees' }));
    const editor = await screen.findByRole('dialog', { name: 'Brackets and fees of BTCUSDT' });

    await user.click(within(editor).getByRole('button', { name: 'Add bracket' }));
    expect((within(editor).getByLabelText('Notional floor, bracket 3') as HTMLInputElement).value).toBe(
      '250000',
    );
    await user.type(within(editor).getByLabelText('Notional cap, bracket 3'), '1000000');
    const leverage = within(editor).getByLabelText('Max leverage, bracket 3');
    await user.clear(leverage);
    await user.type(leverage, '200');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    expect(await within(editor).findByText('Max leverage, bracket 3 is not valid')).toBeTruthy();
    expect(leverage.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { name: /Replace the brackets/ })).toBeNull();

    await user.clear(leverage);
    await user.type(leverage, '50');
    const rate = within(editor).getByLabelText('Maintenance rate, bracket 3');
    await user.clear(rate);
    await user.type(rate, '0.001');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    let confirm = await screen.findByRole('dialog', { name: 'Replace the brackets and fees of BTCUSDT?' });
    expect(within(confirm).getByRole('row', { name: /Bracket 3/ }).textContent).toBe(
      'Bracket 3—250000 – 1000000, 50×, 0.001',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(editor).findByText(
        'Please check the field “tiers.2.maintMarginRatio”: may not be lower than the bracket before',
      ),
    ).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');

    await user.clear(rate);
    await user.type(rate, '0.01');
    await user.clear(within(editor).getByLabelText('Taker fee rate'));
    await user.type(within(editor).getByLabelText('Taker fee rate'), '0.0006');
    await user.click(within(editor).getByRole('button', { name: 'Review changes' }));
    confirm = await screen.findByRole('dialog', { name: 'Replace the brackets and fees of BTCUSDT?' });
    expect(within(confirm).getByRole('row', { name: /Taker fee rate/ }).textContent).toBe(
      'Taker fee rate0.05% (0.0005)0.06% (0.0006)',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Brackets and fees of BTCUSDT saved.')).toBeTruthy();
    expect(bodies[1]).toEqual({
      instrumentId: 12,
      tiers: [
        { notionalFloor: '0', notionalCap: '50000', initialLeverage: 125, maintMarginRatio: '0.004' },
        { notionalFloor: '50000', notionalCap: '250000', initialLeverage: 100, maintMarginRatio: '0.005' },
        { notionalFloor: '250000', notionalCap: '1000000', initialLeverage: 50, maintMarginRatio: '0.01' },
      ],
      takerFeeRate: '0.0006',
      makerFeeRate: '0.0002',
    });
  });

  it('shows each instrument feed as live, stale or unpriced, and who leads', async () => {
    server.use(signedInAs('super_admin'), ...marketHandlers());
    renderApp('/markets');
    const table = await screen.findByRole('table', { name: 'Price sources' });
    expect(within(table).getByRole('row', { name: /AAPL/ }).textContent).toContain('Stale');
    expect(within(table).getByRole('row', { name: /BTCUSDT/ }).textContent).toContain('Live');
    expect(within(table).getByRole('row', { name: /NEWUSDT/ }).textContent).toContain('No price');
    expect(screen.getByText('This instance')).toBeTruthy();
    expect(screen.getByText(/Database session 77 from 10\.0\.0\.5/)).toBeTruthy();
  });

  it('offers no write control to the auditor, and none anywhere that sets a price', async () => {
    server.use(signedInAs('auditor'), ...marketHandlers());
    renderApp('/markets');
    const { drawer } = await openInstrument('BTCUSDT');
    expect(
      within(drawer)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['✕']);
    expect(screen.queryByRole('button', { name: /price|candle|outcome/i })).toBeNull();
  });
});
