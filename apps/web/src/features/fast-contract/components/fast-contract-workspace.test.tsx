import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataSocket } from '@/lib/data-socket';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { server } from '../../../../test/msw-server';
import { referenceHandlers } from '../../../../test/fixtures';
import { resetMarketState } from '../../../../test/market-fixtures';
import type { FakeDataSocket } from '../../../../test/chart-fixtures';
import { refusal } from '../../../../test/contract-fixtures';
import {
  NOW_MS,
  fastConfig,
  fastHandlers,
  fastOrder,
  renderInApp,
} from '../../../../test/fast-contract-fixtures';
import { FastContractWorkspace } from './fast-contract-workspace';
import { FastOrderDetail } from './fast-order-detail';
import { FastOrdersPanel } from './fast-orders-panel';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});
const socket = getDataSocket() as unknown as FakeDataSocket;

function setUp(state: Parameters<typeof fastHandlers>[0] = {}, isSignedIn = true) {
  if (isSignedIn) setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = fastHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return api;
}

const form = () => screen.findByRole('form', { name: 'Fast contract ticket' });

beforeEach(() => {
  resetMarketState();
  socket.reset();
  // The screen's clock (countdowns, staleness) is frozen at NOW_MS and moved by the test; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the fast-contract buy screen', () => {
  it('shows the payout if right, the loss if wrong and the house edge before the buy, and sends what was shown', async () => {
    const api = setUp();
    renderInApp(<FastContractWorkspace symbol="BTCUSDT" onChoose={() => undefined} />);
    const user = userEvent.setup();
    const ticket = await form();
    await waitFor(() => expect(within(ticket).getByTestId('fast-available').textContent).toBe('500.00 USDT'));
    await user.type(within(ticket).getByRole('textbox', { name: 'Stake' }), '100');
    await user.click(within(ticket).getByRole('radio', { name: '60 seconds, pays 85%' }));
    expect(within(ticket).getByTestId('fast-preview-payout').textContent).toBe('185.00 USDT');
    expect(within(ticket).getByTestId('fast-preview-profit').textContent).toBe('85.00 USDT');
    expect(within(ticket).getByTestId('fast-preview-loss').textContent).toBe('100.00 USDT');
    expect(within(ticket).getByTestId('fast-preview-edge').textContent).toBe('7.5%');
    await user.click(within(ticket).getByRole('radio', { name: 'Down' }));
    await user.click(within(ticket).getByRole('button', { name: 'Buy Down' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm fast contract' });
    expect(within(dialog).getByText('185.00 USDT')).toBeTruthy();
    // The stake, and the loss if wrong: the same 100.
    expect(within(dialog).getAllByText('100.00 USDT')).toHaveLength(2);
    expect(within(dialog).getByText('7.5%')).toBeTruthy();
    expect(within(dialog).getByText('60 s')).toBeTruthy();
    expect(api.buys).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Buy Down' }));
    await waitFor(() => expect(api.buys).toHaveLength(1));
    expect(api.buys[0]).toEqual({
      body: { symbol: 'BTCUSDT', direction: 1, amount: '100', periodSeconds: 60, payoutRate: '0.85' },
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contract FC000900 opened'));
  });

  it('refuses a stake out of range or beyond the wallet before sending, and shows a changed payout by the periods', async () => {
    const api = setUp({
      answer: () => refusal(1_012_000_003, 'The payout rate changed to 80%.', 'payoutRate', 409),
    });
    renderInApp(<FastContractWorkspace symbol="BTCUSDT" onChoose={() => undefined} />);
    const user = userEvent.setup();
    const ticket = await form();
    const stake = within(ticket).getByRole('textbox', { name: 'Stake' });
    await user.type(stake, '5');
    expect(await within(ticket).findByText('The smallest stake is 10 USDT.')).toBeTruthy();
    await user.clear(stake);
    await user.type(stake, '600');
    expect(await within(ticket).findByText('Not enough in your fast wallet.')).toBeTruthy();
    await user.clear(stake);
    await user.type(stake, '10.555');
    expect(await within(ticket).findByText('At most 2 decimals.')).toBeTruthy();
    await user.click(within(ticket).getByRole('button', { name: 'Buy Up' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.clear(stake);
    await user.type(stake, '20');
    await user.click(within(ticket).getByRole('button', { name: 'Buy Up' }));
    await user.click(await screen.findByRole('button', { name: 'Buy Up' }));
    expect(await within(ticket).findByText('The payout rate changed to 80%.')).toBeTruthy();
    expect(api.buys).toHaveLength(1);
  });

  it('replaces the form with a plain message where fast contracts are not offered', async () => {
    setUp({ config: fastConfig({ isAvailable: false, unavailableReason: 'jurisdiction' }) });
    renderInApp(<FastContractWorkspace symbol={null} onChoose={() => undefined} />);
    expect(await screen.findByText('Fast contracts are not offered in your jurisdiction.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Fast contract ticket' })).toBeNull();
  });

  it('pauses buying while the price is stale', async () => {
    setUp();
    renderInApp(<FastContractWorkspace symbol="BTCUSDT" onChoose={() => undefined} />);
    const ticket = await form();
    act(() => vi.setSystemTime(NOW_MS + 11_000));
    expect(await within(ticket).findByText('Buying is paused: the price is not live.')).toBeTruthy();
    expect(within(ticket).getByRole('button', { name: 'Buy Up' })).toHaveProperty('disabled', true);
  });
});

describe('open and settled fast contracts', () => {
  it('counts an open contract down from the clock, then shows it settling', async () => {
    setUp({ open: [fastOrder({ id: 7 })] });
    renderInApp(<FastOrdersPanel />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('0:45');
    act(() => vi.setSystemTime(NOW_MS + 30_000));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('0:15'));
    act(() => vi.setSystemTime(NOW_MS + 45_500));
    expect(await screen.findByText('Settling…')).toBeTruthy();
  });

  it('shows a settled contract with its open and close prices and the result; a push brings a settlement', async () => {
    const state = {
      open: [fastOrder({ id: 7 })],
      settled: [
        fastOrder({
          id: 6,
          status: 3,
          closePrice: '60000',
          closePriceAt: NOW_MS,
          payout: '100',
          profit: '0',
          settledAt: NOW_MS,
        }),
      ],
    };
    setUp(state);
    renderInApp(<FastOrdersPanel />);
    const user = userEvent.setup();
    await screen.findByRole('timer');
    await waitFor(() => expect(socket.holders).toBeGreaterThan(0));
    state.open = [];
    state.settled.unshift(
      fastOrder({
        id: 7,
        status: 1,
        closePrice: '60100.5',
        closePriceAt: NOW_MS + 45_000,
        payout: '185',
        profit: '85',
        settledAt: NOW_MS + 46_000,
      }),
    );
    socket.push('FAST_CONTRACT_ORDER', {
      orderId: 7,
      symbol: 'BTCUSDT',
      status: 1,
      openPrice: '60000',
      closePrice: '60100.5',
      payout: '185',
    });
    expect(await screen.findByText('No open contracts.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    const won = await screen.findByRole('link', { name: 'Contract FC000007 details' });
    expect(within(won).getByTestId('fast-row-prices').textContent).toBe('60,000.00 → 60,100.50');
    expect(within(won).getByTestId('fast-row-result').textContent).toBe('+85.00 USDT');
    expect(won.getAttribute('href')).toBe('/order/detail/7?kind=fast');
    const tie = screen.getByRole('link', { name: 'Contract FC000006 details' });
    expect(within(tie).getByTestId('fast-row-result').textContent).toBe('Refunded');
    expect(within(tie).getByText('Tie, refunded')).toBeTruthy();
  });

  it('details a contract settled without a price: both prices as recorded and the stake back', async () => {
    setUp({
      settled: [fastOrder({ id: 8, status: 4, payout: '100', profit: '0', settledAt: NOW_MS + 47_000 })],
    });
    renderInApp(<FastOrderDetail id={8} />);
    expect((await screen.findByTestId('fast-detail-open')).textContent).toBe('60,000.00');
    expect(screen.getByTestId('fast-detail-close').textContent).toBe('—');
    expect(screen.getByText('No price was recorded at expiry: the stake came back.')).toBeTruthy();
    expect(screen.getByTestId('fast-detail-profit').textContent).toBe('0.00 USDT');
  });
});
