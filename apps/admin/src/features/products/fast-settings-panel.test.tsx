import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAs } from '../../../test/fixtures';
import { API, http, HttpResponse, ok, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const settings = {
  isEnabled: true,
  blockedCountries: [],
  minStake: '10',
  maxStake: '10000',
  maxOpenStakePerUser: '50000',
  instruments: [
    {
      symbol: 'BTCUSDT',
      exposureLimit: '100000',
      periods: [
        { periodSeconds: 30, payoutRate: '0.85' },
        { periodSeconds: 60, payoutRate: '0.8' },
      ],
    },
    { symbol: 'ETHUSDT', exposureLimit: '50000', periods: [{ periodSeconds: 60, payoutRate: '0.75' }] },
  ],
  updatedAt: null,
};

const fastInstruments = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'].map((symbol) => ({ symbol, isListed: true }));

function fastHandlers(role: 'super_admin' | 'auditor') {
  return [
    signedInAs(role),
    http.get(`${API}/spot/fee-rates`, () => ok([])),
    http.get(`${API}/fast-contract/settings`, () => ok(settings)),
    http.get(`${API}/market/instruments`, () => ok(fastInstruments)),
  ];
}

async function openFast() {
  renderApp('/products');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Fast contracts' }));
  return { user, panel: await screen.findByRole('tabpanel', { name: 'Fast contracts' }) };
}

/** The house-edge cell of a period row (1-based, after the header row). */
function edgeOf(table: HTMLElement, index: number) {
  const row = within(table).getAllByRole('row')[index];
  return row ? within(row).getAllByRole('cell')[2]?.textContent : undefined;
}

describe('fast-contract settings', () => {
  it('shows the house edge of each rate as it is typed and names every refused field', async () => {
    server.use(...fastHandlers('super_admin'));
    const { user, panel } = await openFast();
    const btc = await within(panel).findByRole('table', { name: 'Periods of BTCUSDT' });
    expect(edgeOf(btc, 1)).toBe('7.5%');
    expect(edgeOf(btc, 2)).toBe('10%');

    const rate = within(panel).getByLabelText('Payout rate, BTCUSDT row 1');
    await user.clear(rate);
    await user.type(rate, '0.9');
    expect(edgeOf(btc, 1)).toBe('5%');
    await user.type(rate, '5');
    expect(edgeOf(btc, 1)).toBe('2.5%');
    await user.clear(rate);
    await user.type(rate, '1.5');
    expect(edgeOf(btc, 1)).toBe('—');

    const countries = within(panel).getByLabelText('Blocked countries');
    await user.type(countries, 'us, xx');
    const maxStake = within(panel).getByLabelText('Max stake (USDT)');
    await user.clear(maxStake);
    await user.type(maxStake, '5');
    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    expect(await within(panel).findByText('Payout rate, BTCUSDT row 1 is not valid')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('XX is not an ISO country code (two letters, such as US)')).toBeTruthy();
    expect(within(panel).getByText('Max stake (USDT) must be at least Min stake (USDT)')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(countries);
    await user.type(countries, 'us, cn');
    expect(within(panel).getByText('Blocked: United States, China')).toBeTruthy();
  });

  it('edits periods and instruments, shows the server at the field it names, and saves the document', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...fastHandlers('super_admin'),
      http.put(`${API}/fast-contract/settings`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              code: 400,
              data: { field: 'instruments.0.periods.2.periodSeconds' },
              msg: 'Please check the field “instruments.0.periods.2.periodSeconds”',
            },
            { status: 400 },
          );
        return ok({ ...settings, updatedAt: 1_700_000_000_000 });
      }),
    );
    const { user, panel } = await openFast();
    await user.click(await within(panel).findByRole('button', { name: 'Add period to BTCUSDT' }));
    const period = within(panel).getByLabelText('Period (seconds), BTCUSDT row 3');
    expect((within(panel).getByLabelText('Payout rate, BTCUSDT row 3') as HTMLInputElement).value).toBe(
      '0.8',
    );
    await user.type(period, '300');
    await user.click(within(panel).getByRole('button', { name: 'Stop offering ETHUSDT' }));
    expect(within(panel).queryByRole('table', { name: 'Periods of ETHUSDT' })).toBeNull();
    await user.selectOptions(within(panel).getByLabelText('Instrument to offer'), 'SOLUSDT');
    await user.click(within(panel).getByRole('button', { name: 'Offer instrument' }));
    const exposure = within(panel).getByLabelText('Exposure limit of SOLUSDT (USDT)');
    await user.clear(exposure);
    await user.type(exposure, '20000');
    await user.type(within(panel).getByLabelText('Blocked countries'), 'us');

    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    let confirm = await screen.findByRole('dialog', { name: 'Replace the fast-contract settings?' });
    const row = (name: string) =>
      within(confirm).getByRole('row', { name: new RegExp(`^${name}`) }).textContent;
    expect(row('Blocked countries')).toBe('Blocked countries' + 'None blocked' + 'US');
    expect(row('Periods of BTCUSDT')).toBe(
      'Periods of BTCUSDT' +
        '30 s at 0.85 (house edge 7.5%); 60 s at 0.8 (house edge 10%)' +
        '30 s at 0.85 (house edge 7.5%); 60 s at 0.8 (house edge 10%); 300 s at 0.8 (house edge 10%)',
    );
    expect(row('Exposure limit of ETHUSDT')).toBe(
      'Exposure limit of ETHUSDT (USDT)50,000.00 USDTNot offered',
    );
    expect(row('Exposure limit of SOLUSDT')).toBe(
      'Exposure limit of SOLUSDT (USDT)Not offered20,000.00 USDT',
    );
    expect(row('Min stake')).toBe('Min stake (USDT)10.00 USDTunchanged');
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(panel).findByText('Please check the field “instruments.0.periods.2.periodSeconds”'),
    ).toBeTruthy();
    expect(period.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    confirm = await screen.findByRole('dialog', { name: 'Replace the fast-contract settings?' });
    await user.click(within(confirm).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Fast-contract settings saved.')).toBeTruthy();
    const periods = [
      { periodSeconds: 30, payoutRate: '0.85' },
      { periodSeconds: 60, payoutRate: '0.8' },
      { periodSeconds: 300, payoutRate: '0.8' },
    ];
    expect(bodies[1]).toEqual({
      isEnabled: true,
      blockedCountries: ['US'],
      minStake: '10',
      maxStake: '10000',
      maxOpenStakePerUser: '50000',
      instruments: [
        { symbol: 'BTCUSDT', exposureLimit: '100000', periods },
        { symbol: 'SOLUSDT', exposureLimit: '20000', periods },
      ],
    });
  });

  it('warns before switching fast contracts off', async () => {
    server.use(...fastHandlers('super_admin'));
    const { user, panel } = await openFast();
    await user.click(await within(panel).findByRole('checkbox', { name: 'Offer fast contracts' }));
    await user.click(within(panel).getByRole('button', { name: 'Review changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the fast-contract settings?' });
    expect(confirm.textContent).toContain(
      'Nobody can buy from now on; open contracts still settle at their expiry.',
    );
    expect(within(confirm).getByRole('row', { name: /Offer fast contracts/ }).textContent).toBe(
      'Offer fast contracts' + 'On' + 'Off',
    );
  });

  it('shows the auditor the rules and house edges with nothing to change', async () => {
    server.use(...fastHandlers('auditor'));
    const { panel } = await openFast();
    const eth = await within(panel).findByRole('table', { name: 'Periods of ETHUSDT' });
    expect(edgeOf(eth, 1)).toBe('12.5%');
    expect(within(panel).getByLabelText('Payout rate, ETHUSDT row 1').hasAttribute('readonly')).toBe(true);
    expect((within(panel).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('combobox')).toBeNull();
  });
});
