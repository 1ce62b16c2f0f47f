import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataSocket } from '@/lib/data-socket';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { useSpotSettingsStore } from '@/features/spot/stores/spot-settings-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';
import { refusal } from '../../test/contract-fixtures';
import { spotHandlers, spotOrder } from '../../test/spot-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;

function open(path = '/transaction', state: Parameters<typeof spotHandlers>[0] = {}, isSignedIn = true) {
  if (isSignedIn) setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = spotHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return { ...renderApp(path), api };
}

const ticket = () => screen.findByRole('form', { name: 'Spot order' });
const preview = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  socket.reset();
  useSpotSettingsStore.setState({ symbol: null });
  vi.spyOn(notify, 'success').mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('/transaction (spot)', () => {
  it('opens on spot with the product switch, the pair, its book and a sign-in action for a visitor', async () => {
    const { api, router } = open('/transaction', {}, false);
    const form = await ticket();
    const products = screen.getByRole('tablist', { name: 'Product' });
    expect(
      within(products)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Spot', 'Contracts', 'Stocks', 'Fast contracts']);
    expect(within(products).getByRole('tab', { name: 'Spot' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Switch pair, now BTC/USDT' })).toBeTruthy();
    expect(screen.getByTestId('spot-last-price').textContent).toBe('64,000.50');
    const asks = await screen.findByRole('list', { name: 'Asks' });
    // Asks above the spread with the best (lowest) nearest it; bids below, best first.
    const levels = within(asks).getAllByRole('button');
    expect(levels.map((row) => row.querySelector('span[dir]')?.textContent)).toEqual([
      '64,010.00',
      '64,001.00',
    ]);
    // Each level's name reads what it shows, then what choosing it does.
    expect(levels[0]?.textContent).toBe('64,010.001.0000Use as the price');
    expect(within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('button')).toHaveLength(2);
    expect(within(form).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText('Log in to see your orders')).toBeTruthy();
    // A visitor's screen asks for no balance, fee rate or orders.
    expect(api.calls.filter((call) => call.path !== 'order-page')).toEqual([]);
    expect(router.state.location.search).toBe('');
    await userEvent.setup().click(within(products).getByRole('tab', { name: 'Contracts' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=contract'));
  });

  it('previews a market buy walked through the book: a large order shows a worse average', async () => {
    open();
    const form = await ticket();
    const user = userEvent.setup();
    const total = within(form).getByRole('textbox', { name: 'Total (USDT)' });
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('1,000.00 USDT'));
    await user.type(total, '100');
    await waitFor(() => expect(preview('preview-average')).toBe('64,001.00'));
    expect(preview('preview-quantity')).toBe('0.0015 BTC');
    await user.clear(total);
    await user.type(total, '500');
    // 0.005 BTC at 64,001 and 0.0028 at 64,010: 499.233 USDT for 0.0078 BTC.
    expect(preview('preview-average')).toBe('64,004.23');
    expect(preview('preview-quantity')).toBe('0.0078 BTC');
    expect(preview('preview-total')).toBe('499.23 USDT');
    // The taker fee (0.1 %) is charged in the coin received.
    expect(within(form).getByText('Fee (0.1%)')).toBeTruthy();
    expect(preview('preview-fee')).toBe('0.0000078 BTC');
    expect(preview('preview-receive')).toBe('0.0077922 BTC');
    expect(within(form).getByText('Fills now against the order book')).toBeTruthy();
  });

  it('checks the amount against the balance, the minimum order value and the book before sending', async () => {
    const { api } = open('/transaction', { balances: { USDT: '100000', BTC: '0.5' } });
    const form = await ticket();
    const user = userEvent.setup();
    const total = within(form).getByRole('textbox', { name: 'Total (USDT)' });
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('100,000.00 USDT'));
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    expect(within(form).getByText('Enter a value')).toBeTruthy();
    await user.type(total, '1');
    expect(await within(form).findByText('The order must be worth at least 5.00 USDT')).toBeTruthy();
    await user.clear(total);
    await user.type(total, '70000');
    expect(within(form).getByText('The order book cannot fill this much now')).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    const amount = within(form).getByRole('textbox', { name: 'Amount (BTC)' });
    expect(amount).toHaveProperty('value', '');
    await user.type(amount, '0.6');
    expect(within(form).getByText('More than your available balance')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    expect(api.callsTo('place')).toEqual([]);
  });

  it('sends a market buy by its USDT with the previewed price and a key, and shows a refusal under its field', async () => {
    let refuse = true;
    const { api } = open('/transaction', {
      answer: (path) => {
        if (path !== 'place' || !refuse) return undefined;
        refuse = false;
        return refusal(1_010_000_005, 'The order must be worth at least 5 USDT.', 'quoteAmount');
      },
    });
    const form = await ticket();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('1,000.00 USDT'));
    await user.click(within(form).getByRole('button', { name: 'Use 50% of the available balance' }));
    expect(within(form).getByRole('textbox', { name: 'Total (USDT)' })).toHaveProperty('value', '500');
    expect(within(form).getByRole('slider', { name: 'Share of the available balance' })).toHaveProperty(
      'value',
      '50',
    );
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    expect(await within(form).findByText('The order must be worth at least 5 USDT.')).toBeTruthy();
    const [first] = api.callsTo('place');
    expect(first?.body).toEqual({
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 1,
      quoteAmount: '500',
      expectedPrice: expect.stringMatching(/^64004\.2307/),
    });
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    // A refusal is an answer: the next attempt is a new order with a new key (the field's message goes on a change).
    await user.click(within(form).getByRole('button', { name: 'Use 75% of the available balance' }));
    expect(within(form).queryByText('The order must be worth at least 5 USDT.')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order SO000900 filled'));
    expect(api.callsTo('place')[1]?.key).not.toBe(first?.key);
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Total (USDT)' })).toHaveProperty('value', ''),
    );
  });

  it('places a limit sell at a price taken from the book, sized by the slider', async () => {
    const { api } = open();
    const form = await ticket();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Sell' }));
    await user.click(within(form).getByRole('radio', { name: 'Limit' }));
    const price = within(form).getByRole('textbox', { name: 'Price (USDT)' });
    expect(price).toHaveProperty('value', '64000.50');
    await user.click(
      within(screen.getByRole('list', { name: 'Asks' })).getByRole('button', { name: /^64,010\.00/ }),
    );
    expect(price).toHaveProperty('value', '64010');
    await waitFor(() => expect(screen.getByTestId('spot-available').textContent).toBe('0.50 BTC'));
    fireEvent.change(within(form).getByRole('slider', { name: 'Share of the available balance' }), {
      target: { value: '25' },
    });
    expect(within(form).getByRole('textbox', { name: 'Amount (BTC)' })).toHaveProperty('value', '0.125');
    expect(within(form).getByText('Waits in the book until the market reaches your price')).toBeTruthy();
    // 0.125 × 64,010 = 8,001.25 USDT, less the maker fee (0.08 %, 6.401) in USDT.
    expect(preview('preview-total')).toBe('8,001.25 USDT');
    expect(within(form).getByText('Fee (0.08%)')).toBeTruthy();
    expect(preview('preview-receive')).toBe('7,994.84 USDT');
    await user.click(within(form).getByRole('button', { name: 'Sell BTC' }));
    await waitFor(() => expect(api.callsTo('place')).toHaveLength(1));
    expect(api.callsTo('place')[0]?.body).toEqual({
      symbol: 'BTCUSDT',
      direction: 1,
      orderType: 2,
      quantity: '0.125',
      price: '64010',
    });
  });

  it('sends a stop-limit with its trigger, which must differ from the last price', async () => {
    const { api } = open();
    const form = await ticket();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Stop-limit' }));
    const trigger = within(form).getByRole('textbox', { name: 'Trigger price (USDT)' });
    await user.type(trigger, '64000.5');
    expect(within(form).getByText('The trigger price must differ from the last price')).toBeTruthy();
    await user.clear(trigger);
    await user.type(trigger, '65000');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (BTC)' }), '0.01');
    expect(within(form).getByText('Placed when the trigger price is reached')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Buy BTC' }));
    await waitFor(() => expect(api.callsTo('place')).toHaveLength(1));
    expect(api.callsTo('place')[0]?.body).toEqual({
      symbol: 'BTCUSDT',
      direction: 0,
      orderType: 2,
      quantity: '0.01',
      price: '64000.5',
      triggerPrice: '65000',
    });
  });

  it('lists this pair’s open orders with cancel, and its history', async () => {
    const resting = spotOrder({
      id: 51,
      orderType: 2,
      status: 0,
      price: '60000',
      quantity: '0.01',
      quoteAmount: null,
      filledQuantity: '0',
      filledQuoteAmount: '0',
      averagePrice: null,
      dealTime: null,
    });
    const { api } = open('/transaction?symbol=BTCUSDT', {
      openOrders: [resting],
      history: [spotOrder({ id: 40 })],
    });
    const user = userEvent.setup();
    const tab = await screen.findByRole('tab', { name: 'Open orders (1)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Open orders' });
    expect(within(list).getByText('60,000.00')).toBeTruthy();
    expect(within(list).getByText('Open')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Cancel order SO000051' }));
    await waitFor(() => expect(api.callsTo('revoke')).toHaveLength(1));
    expect(api.callsTo('revoke')[0]).toMatchObject({ query: { id: '51' }, key: expect.any(String) });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Order cancelled'));
    expect(api.callsTo('order-page').every((call) => call.query.symbol === 'BTCUSDT')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Order history' }));
    const history = await screen.findByRole('list', { name: 'Order history' });
    expect(
      within(history).getByRole('link', { name: 'Details of order SO000040' }).getAttribute('href'),
    ).toBe('/order/detail/40?kind=coin');
  });

  it('switches pair from the picker into the address, and says when the address names no pair', async () => {
    const { router } = open('/transaction?kind=spot&symbol=DOGEUSDT');
    expect(await screen.findByText('DOGEUSDT is not a listed coin pair')).toBeTruthy();
    await router.navigate('/transaction?kind=spot');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch pair, now BTC/USDT' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a pair' });
    await user.click(within(sheet).getByRole('button', { name: /ETH\/USDT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=spot&symbol=ETHUSDT'));
    expect(await screen.findByRole('button', { name: 'Switch pair, now ETH/USDT' })).toBeTruthy();
    expect(useSpotSettingsStore.getState().symbol).toBe('ETHUSDT');
  });

  it('starts on the side a chart asked for', async () => {
    open('/transaction?kind=spot&symbol=BTCUSDT&side=sell');
    const form = await ticket();
    expect(within(form).getByRole('radio', { name: 'Sell' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('button', { name: 'Sell BTC' })).toBeTruthy();
  });
});
