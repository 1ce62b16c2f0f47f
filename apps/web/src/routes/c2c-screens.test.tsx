import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { C2cAd, C2cOrder, C2cPaymentMethod, Merchant } from '@exchange/contracts/http/c2c/index';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const T0 = Date.UTC(2026, 10, 29, 9);
const STATS = { orders30d: 120, completionRate: '0.985', avgReleaseSeconds: 150 };

const ad = (overrides: Partial<C2cAd> = {}): C2cAd => ({
  id: 7,
  side: 'sell',
  asset: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  fixedPrice: '1.01',
  margin: null,
  price: '1.01',
  totalAmount: '5000',
  remainingAmount: '1000',
  minOrderFiat: '10',
  maxOrderFiat: '500',
  paymentWindowMinutes: 15,
  terms: 'Bank transfers from an account in your own name only.',
  status: 1,
  paymentMethods: [
    { id: 3, kind: 'bank', provider: 'Demo Bank' },
    { id: 4, kind: 'ewallet', provider: 'PayNow' },
  ],
  merchant: { userId: 9, nickname: 'Demo Desk', stats: STATS },
  createdAt: T0,
  ...overrides,
});

const METHOD: C2cPaymentMethod = {
  id: 3,
  kind: 'bank',
  provider: 'Demo Bank',
  accountName: 'Demo Desk Ltd',
  accountNo: 'GB33 BUKB 2020 1555',
};

const order = (overrides: Partial<C2cOrder> = {}): C2cOrder => ({
  id: 55,
  no: 'C2C20261129000055',
  adId: 7,
  asset: 'USDT',
  fiat: 'USD',
  price: '1.01',
  amount: '100',
  fiatAmount: '101',
  status: 1,
  ending: null,
  role: 'buyer',
  buyer: { userId: 1, name: 'De***r' },
  seller: { userId: 9, name: 'Demo Desk' },
  paymentMethods: [
    METHOD,
    { ...METHOD, id: 4, kind: 'ewallet', provider: 'PayNow', accountNo: 'demo@paynow' },
  ],
  paidMethodId: null,
  files: [],
  terms: '',
  payDeadline: Date.now() + 10 * 60_000,
  paidAt: null,
  endedAt: null,
  appeal: null,
  events: [{ kind: 'opened', by: 'buyer', note: null, at: T0 }],
  createdAt: T0,
  ...overrides,
});

const merchant = (overrides: Partial<Merchant> = {}): Merchant => ({
  userId: 1,
  nickname: 'Desk Two',
  status: 1,
  remark: null,
  appliedAt: T0,
  decidedAt: T0,
  stats: { orders30d: 0, completionRate: null, avgReleaseSeconds: null },
  ...overrides,
});

const page = <T,>(list: T[]) => ({ list, total: list.length });

function signedIn() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
}

const c2cHandlers = (ads: C2cAd[] = [ad()]) => [
  ...referenceHandlers(),
  http.get(`${API}/system/exchange-rate/list`, () =>
    ok({
      usdExchangeList: [
        { exchange: 'USDT', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
        { exchange: 'USD', price: '1', sign: '$', position: 0, priceAccuracy: 2 },
        { exchange: 'EUR', price: '0.86', sign: '€', position: 0, priceAccuracy: 2 },
      ],
    }),
  ),
  http.get(`${API}/c2c/ads`, () => ok(page(ads))),
];

/** The order detail's reads: the order as `current()` says, and its images. */
const orderHandlers = (current: () => C2cOrder) => [
  ...c2cHandlers(),
  http.get(`${API}/c2c/orders/55`, () => ok(current())),
  http.get(
    `${API}/c2c/order-file`,
    () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }),
  ),
];

const image = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });

afterEach(() => vi.restoreAllMocks());

describe('/c2c/buy', () => {
  it('lists the ads of a side, coin and fiat and opens an order at the price shown', async () => {
    signedIn();
    const asked: string[] = [];
    const opened: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${API}/c2c/ads`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('side')} ${query.get('asset')} ${query.get('fiat')}`);
        return ok(page(query.get('side') === 'sell' ? [] : [ad()]));
      }),
      http.post(`${API}/c2c/orders`, async ({ request }) => {
        opened.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok(order());
      }),
      http.get(`${API}/c2c/orders/55`, () => ok(order())),
      ...c2cHandlers(),
    );
    const { router } = renderApp('/c2c/buy?coin=USDT');
    expect(await screen.findByRole('heading', { level: 1, name: 'C2C trading' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/c2c/list');
    const list = await screen.findByRole('list', { name: 'Ads' });
    const card = within(list).getByRole('article', { name: 'Demo Desk' });
    expect(within(card).getByText('1.01 USD')).toBeTruthy();
    expect(within(card).getByText('1,000.00 USDT')).toBeTruthy();
    expect(within(card).getByText('10.00 USD – 500.00 USD')).toBeTruthy();
    expect(within(card).getByText('Demo Bank · PayNow')).toBeTruthy();
    expect(within(card).getByText('120 orders (30 days)')).toBeTruthy();
    expect(within(card).getByText('98.5% completion')).toBeTruthy();
    expect(within(card).getByText('Releases in 3 min on average')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy USDT' });
    expect(within(dialog).getByText('15 min')).toBeTruthy();
    expect(within(dialog).getByText(/own name only/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '101');
    expect(within(dialog).getByText('You receive 100.00 USDT')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Buy USDT' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=55'));
    expect(router.state.location.pathname).toBe('/c2c/list');
    expect(opened).toHaveLength(1);
    expect(opened[0]?.body).toEqual({ adId: 7, fiatAmount: '101', price: '1.01' });
    expect(opened[0]?.key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'C2C order' })).toBeTruthy();

    await router.navigate('/c2c/buy?coin=USDT');
    await user.click(await screen.findByRole('radio', { name: 'Sell' }));
    expect(await screen.findByText('No merchant is offering USDT for USD right now.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fiat currency' }), 'EUR');
    await waitFor(() => expect(asked).toContain('sell USDT EUR'));
    expect(asked[0]).toBe('buy USDT USD');
    expect(asked).toContain('sell USDT USD');
  });

  it('checks the amount against the ad’s limits and what it has left before sending', async () => {
    signedIn();
    const post = vi.fn(() => ok(order()));
    server.use(...c2cHandlers([ad({ remainingAmount: '100' })]), http.post(`${API}/c2c/orders`, post));
    renderApp('/c2c/buy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy USDT' });
    expect(within(dialog).getByText('10.00 USD – 101.00 USD')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Buy USDT' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '5');
    expect(within(dialog).getByText('The minimum for this ad is 10.00 USD.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '600');
    expect(within(dialog).getByText('The maximum for this ad is 500.00 USD.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '200');
    expect(within(dialog).getByText('This ad has only 101.00 USD left.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(within(dialog).getByText('Enter a positive amount with at most 2 decimals.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Buy USDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect((amount as HTMLInputElement).value).toBe('101');
    expect(within(dialog).getByText('You receive 100.00 USDT')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('lets a visitor browse and sends them to log in to trade', async () => {
    server.use(...c2cHandlers());
    const { router } = renderApp('/c2c/buy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy USDT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/c2c/list?order=', () => {
  it('shows the buyer where to pay and sends "I have paid" as multipart with the method and proof', async () => {
    signedIn();
    let current = order();
    let form: FormData | null = null;
    server.use(
      ...orderHandlers(() => current),
      http.post(`${API}/c2c/orders/55/paid`, async ({ request }) => {
        form = await request.formData();
        current = order({
          status: 2,
          paidMethodId: 4,
          paidAt: T0,
          files: [{ id: 8, kind: 'proof', by: 'buyer', at: T0 }],
        });
        return ok(current);
      }),
    );
    renderApp('/c2c/list?order=55');
    expect(await screen.findByText('Awaiting payment')).toBeTruthy();
    expect(screen.getByTestId('pay-countdown').textContent).toMatch(/^(10:00|09:5\d)$/);
    const where = screen.getByRole('region', { name: 'Where to pay' });
    const bank = within(where).getByRole('article', { name: 'Demo Bank' });
    expect(within(bank).getByText('Demo Desk Ltd')).toBeTruthy();
    expect(within(bank).getByText('GB33 BUKB 2020 1555')).toBeTruthy();
    expect(screen.getByText('Demo Desk')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Release coin' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByText('Choose the payment method you used.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /PayNow/ }));
    await user.upload(within(dialog).getByLabelText('Payment proof (optional)'), image('paid.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = form as unknown as FormData;
    expect(sent.get('paymentMethodId')).toBe('4');
    expect((sent.get('proof') as File).type).toBe('image/png');
    expect(await screen.findByText('Paid, awaiting release')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'PayNow' })).getByText('Used')).toBeTruthy();
    const proof = await screen.findByRole('img', { name: /^Payment proof · Buyer/ });
    await waitFor(() => expect(proof.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    expect(screen.getByRole('button', { name: 'Appeal' })).toBeTruthy();
  });

  it('cancels an unpaid order after the buyer confirms', async () => {
    signedIn();
    let current = order();
    const cancelled = vi.fn();
    server.use(
      ...orderHandlers(() => current),
      http.post(`${API}/c2c/orders/55/cancel`, () => {
        cancelled();
        current = order({ status: 4, ending: 'buyer_cancelled', endedAt: T0 });
        return ok(current);
      }),
    );
    renderApp('/c2c/list?order=55');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Cancelled by the buyer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
  });

  it('opens the order chat: the order’s chat group, on the conversation screen', async () => {
    signedIn();
    let opened: unknown = null;
    server.use(
      ...orderHandlers(() => order()),
      http.post(`${API}/im/group/open`, async ({ request }) => {
        opened = await request.json();
        return ok({
          id: 77,
          type: 3,
          channelId: 55,
          title: 'C2C C55',
          imgUrl: null,
          unreadCount: 0,
          groupSign: 'c2c:55',
          linkType: 1,
          linkUrl: '/c2c/list?order=55',
          role: 3,
          lastOffset: 1,
          readOffset: 0,
          isFinished: false,
          updatedAt: T0,
        });
      }),
    );
    const { router } = renderApp('/c2c/list?order=55');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Order chat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/onlinesupport'));
    expect(router.state.location.search).toBe('?groupId=77');
    expect(opened).toEqual({ kind: 'c2c', id: 55 });
  });

  it('lets the seller release a paid order after a warning, and appeal it', async () => {
    signedIn();
    let current = order({ role: 'seller', status: 2, paidMethodId: 3, paidAt: T0 });
    const released = vi.fn();
    server.use(
      ...orderHandlers(() => current),
      http.post(`${API}/c2c/orders/55/release`, () => {
        released();
        current = order({ role: 'seller', status: 3, ending: 'seller_released', endedAt: T0 });
        return ok(current);
      }),
    );
    renderApp('/c2c/list?order=55');
    expect(await screen.findByText('Paid, awaiting release')).toBeTruthy();
    expect(screen.getByText('De***r')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Appeal' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Release coin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Release the coin?' });
    expect(within(confirm).getByText(/checked .* that 101.00 USD from De\*\*\*r has arrived/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, release' }));
    await waitFor(() => expect(released).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Released by the seller')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('sends an appeal with its reason, then offers to add evidence', async () => {
    signedIn();
    let current = order({ status: 2, paidAt: T0 });
    let form: FormData | null = null;
    server.use(
      ...orderHandlers(() => current),
      http.post(`${API}/c2c/orders/55/appeal`, async ({ request }) => {
        form = await request.formData();
        current = order({
          status: 5,
          paidAt: T0,
          appeal: { by: 'buyer', reason: 'Paid, not released.', at: T0 },
        });
        return ok(current);
      }),
    );
    renderApp('/c2c/list?order=55');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Submit appeal' }));
    expect(await within(dialog).findByText('Describe the problem in 5 to 500 characters.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ', not released.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit appeal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((form as unknown as FormData).get('reason')).toBe('Paid, not released.');
    expect((form as unknown as FormData).get('evidence')).toBeNull();
    expect(await screen.findByText('Under appeal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add evidence' })).toBeTruthy();
  });
});

describe('/c2c/list', () => {
  it('lists orders in progress and completed ones on their tabs', async () => {
    signedIn();
    const scopes: (string | null)[] = [];
    server.use(
      ...c2cHandlers(),
      http.get(`${API}/c2c/orders`, ({ request }) => {
        const scope = new URL(request.url).searchParams.get('scope');
        scopes.push(scope);
        return ok(page(scope === 'open' ? [order()] : []));
      }),
    );
    renderApp('/c2c/list');
    const list = await screen.findByRole('list', { name: 'C2C orders' });
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/c2c/list?order=55');
    expect(within(link).getByText('Buy USDT')).toBeTruthy();
    expect(within(link).getByText('101.00 USD · 100.00 USDT')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('You have no completed C2C orders yet.')).toBeTruthy();
    expect(scopes).toContain('done');
  });
});

describe('/c2c/list?tab=ads', () => {
  it('applies to be a merchant and saves a payment method', async () => {
    signedIn();
    let current: Merchant | null = null;
    const applied: unknown[] = [];
    const created: unknown[] = [];
    let methods: C2cPaymentMethod[] = [];
    server.use(
      ...c2cHandlers(),
      http.get(`${API}/c2c/merchant/me`, () => ok(current)),
      http.post(`${API}/c2c/merchant/apply`, async ({ request }) => {
        applied.push(await request.json());
        current = merchant({ status: 0, decidedAt: null });
        return ok(current);
      }),
      http.get(`${API}/c2c/payment-methods`, () => ok(methods)),
      http.post(`${API}/c2c/payment-methods`, async ({ request }) => {
        created.push(await request.json());
        methods = [METHOD];
        return ok(METHOD);
      }),
    );
    renderApp('/c2c/list?tab=ads');
    expect(await screen.findByText(/no C2C payment methods yet/)).toBeTruthy();
    const user = userEvent.setup();
    const nickname = await screen.findByRole('textbox', { name: 'Merchant nickname' });
    await user.type(nickname, 'D');
    await user.click(screen.getByRole('button', { name: 'Apply to become a merchant' }));
    expect(await screen.findByText('The nickname must be 2 to 24 characters.')).toBeTruthy();
    await user.type(nickname, 'esk Two');
    await user.click(screen.getByRole('button', { name: 'Apply to become a merchant' }));
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(applied).toEqual([{ nickname: 'Desk Two' }]);
    expect(screen.queryByRole('button', { name: 'Post ad' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a payment method' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank or e-wallet' }), 'Demo Bank');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account name' }), 'Demo Desk Ltd');
    const accountNo = within(dialog).getByRole('textbox', { name: 'Account number' });
    await user.type(accountNo, 'GB<33');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Use 4 to 40 letters/)).toBeTruthy();
    await user.clear(accountNo);
    await user.type(accountNo, 'GB33 BUKB 2020 1555');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([
      { kind: 'bank', provider: 'Demo Bank', accountName: 'Demo Desk Ltd', accountNo: 'GB33 BUKB 2020 1555' },
    ]);
    const saved = await screen.findByRole('list', { name: 'My payment methods' });
    expect(within(saved).getByText('GB33 BUKB 2020 1555')).toBeTruthy();
  });

  it('posts an ad with a floating price and pauses another with an idempotency key', async () => {
    signedIn();
    const posted: { body: unknown; key: string | null }[] = [];
    const states: { body: unknown; key: string | null }[] = [];
    const mine = ad({ id: 12, merchant: { userId: 1, nickname: 'Desk Two', stats: STATS } });
    server.use(
      ...c2cHandlers(),
      http.get(`${API}/c2c/merchant/me`, () => ok(merchant())),
      http.get(`${API}/c2c/payment-methods`, () => ok([METHOD])),
      http.get(`${API}/c2c/ads/mine`, () => ok([mine])),
      http.post(`${API}/c2c/ads`, async ({ request }) => {
        posted.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok(ad({ id: 13 }));
      }),
      http.post(`${API}/c2c/ads/12/state`, async ({ request }) => {
        states.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok({ ...mine, status: 0 });
      }),
    );
    renderApp('/c2c/list?tab=ads');
    const myAds = await screen.findByRole('region', { name: 'My ads' });
    const card = await within(myAds).findByRole('article', { name: 'Sell USDT for USD' });
    expect(within(card).getByText('Online')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(states).toHaveLength(1));
    expect(states[0]?.body).toEqual({ action: 'offline' });
    expect(states[0]?.key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);

    await user.click(within(myAds).getByRole('button', { name: 'Post ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post ad' });
    await user.click(within(dialog).getByRole('radio', { name: 'Floating' }));
    const margin = within(dialog).getByRole('textbox', { name: 'Margin over the index' });
    await user.clear(margin);
    await user.type(margin, '25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Total amount (USDT)' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum order (USD)' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum order (USD)' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    expect(await within(dialog).findByText(/from -20% to \+20% with/)).toBeTruthy();
    expect(within(dialog).getByText('The maximum order cannot be below the minimum.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one payment method.')).toBeTruthy();
    await user.clear(margin);
    await user.type(margin, '1.5');
    const min = within(dialog).getByRole('textbox', { name: 'Minimum order (USD)' });
    await user.clear(min);
    await user.type(min, '10');
    const max = within(dialog).getByRole('textbox', { name: 'Maximum order (USD)' });
    await user.clear(max);
    await user.type(max, '200');
    await user.click(within(dialog).getByRole('checkbox', { name: /Demo Bank/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish ad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      side: 'sell',
      asset: 'USDT',
      fiat: 'USD',
      priceType: 'floating',
      margin: '0.015',
      totalAmount: '500',
      minOrderFiat: '10',
      maxOrderFiat: '200',
      paymentMethodIds: [3],
      paymentWindowMinutes: 15,
      terms: '',
    });
    expect(posted[0]?.key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(posted[0]?.key).not.toBe(states[0]?.key);
  });
});
