import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import {
  bankDeposit,
  rechargeOrder,
  spotAsset,
  thirdPartyDeposit,
  usdtErc20Deposit,
  usdtTrc20Deposit,
  xrpDeposit,
} from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };

function signedIn() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  server.use(
    ...referenceHandlers(),
    http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
    http.get(`${API}/recharge-channel/coin`, () =>
      ok([
        { coin: 'USDT', methodTypes: [0, 3, 4, 6] },
        { coin: 'XRP', methodTypes: [4] },
      ]),
    ),
    http.get(`${API}/recharge-channel/group-list`, ({ request }) =>
      new URL(request.url).searchParams.get('coin') === 'XRP'
        ? ok([{ methodType: 4, channels: [xrpDeposit] }])
        : ok([
            { methodType: 0, channels: [bankDeposit] },
            { methodType: 3, channels: [{ ...bankDeposit, id: 8, methodType: 3, name: 'C2C' }] },
            { methodType: 4, channels: [usdtTrc20Deposit, usdtErc20Deposit] },
            { methodType: 6, channels: [thirdPartyDeposit] },
          ]),
    ),
    http.get(`${API}/recharge-channel/virtual-list`, ({ request }) =>
      ok(
        new URL(request.url).searchParams.get('coin') === 'XRP'
          ? [xrpDeposit]
          : [usdtTrc20Deposit, usdtErc20Deposit],
      ),
    ),
    http.get(`${API}/recharge/udun-address`, ({ request }) => {
      const chain = new URL(request.url).searchParams.get('chain');
      return chain === 'XRP'
        ? ok({
            coin: 'XRP',
            chain,
            address: 'rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv',
            memo: '100001',
            isMemoRequired: true,
          })
        : ok({
            coin: 'USDT',
            chain,
            address: `${chain}-address-of-the-user`,
            memo: '',
            isMemoRequired: false,
          });
    }),
    http.get(`${API}/recharge-channel/bank-card-list`, () => ok([bankDeposit])),
    http.get(`${API}/recharge-channel/list`, () => ok([thirdPartyDeposit])),
  );
}

describe('deposit screens', { timeout: 15_000 }, () => {
  it('offers the coin’s methods in order and leads crypto to the address screen', async () => {
    signedIn();
    const { router } = renderApp('/funds/topUp');
    const user = userEvent.setup();
    const methods = await screen.findByRole('list', {}, LOAD);
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'CryptoFrom 10.00 USDT',
      'Bank transferFrom 50.00 USDT',
      'Third-party paymentFrom 20.00 USDT',
      'C2CFrom 50.00 USDT',
    ]);
    expect(screen.getByRole('link', { name: /C2C/ }).getAttribute('href')).toBe('/c2c/buy?coin=USDT');
    await user.click(screen.getByRole('link', { name: /Crypto/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/recharge_currency'));
    expect(await screen.findByText('TRC20-address-of-the-user')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the Deposit address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Deposit address' })).toBeTruthy();
    expect(screen.getByText(/Send only USDT on the TRC20 network/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'ERC20' }));
    expect(await screen.findByText('ERC20-address-of-the-user')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I have paid' }).getAttribute('href')).toBe(
      `/funds/recharge_confirmation?channelId=${usdtErc20Deposit.id}`,
    );
  });

  it('sends XRP to its own screen with the destination tag and its warning', async () => {
    signedIn();
    const { router } = renderApp('/funds/recharge_currency?coin=XRP');
    await waitFor(() => expect(router.state.location.pathname).toBe('/xrp_topup'), LOAD);
    expect(await screen.findByText('rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv')).toBeTruthy();
    expect(screen.getByText('100001')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the Destination tag (memo)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Destination tag (memo)' })).toBeTruthy();
    expect(
      screen.getByText(
        'Always include the destination tag 100001. A deposit without the tag cannot be credited to your account.',
      ),
    ).toBeTruthy();
  });

  it('shows the operator’s bank account with the user’s reference, and the third-party page safely', async () => {
    signedIn();
    renderApp('/funds/fiatCurrency?coin=USDT');
    expect(await screen.findByText('GB33BUKB20201555555555', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Meridian Exchange Ltd')).toBeTruthy();
    expect(screen.getByText(String(demoMember.userId))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Payment reference' })).toBeTruthy();

    renderApp('/funds/third_party_recharge?coin=USDT');
    const link = await screen.findByRole('link', { name: /Pay with Example provider/ }, LOAD);
    expect(link.getAttribute('href')).toBe('https://example.com/pay');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('polls a waiting deposit until it is credited, then shows the balance', async () => {
    signedIn();
    let reads = 0;
    server.use(
      http.get(`${API}/recharge/detail`, () =>
        ok(++reads < 2 ? rechargeOrder() : rechargeOrder({ status: 1, reviewedAt: 1_700_000_100_000 })),
      ),
      http.get(`${API}/wallet/get-by-coin`, () => ok(spotAsset('USDT', '1100'))),
    );
    renderApp('/funds/top_up_order?id=501');
    expect(await screen.findByText('Waiting for review', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText('Credited', {}, { timeout: 8_000 })).toBeTruthy();
    expect(await screen.findByText('Your USDT balance: 1,100.00')).toBeTruthy();
  });

  it('opens the deposit’s chat with support on the conversation screen', async () => {
    signedIn();
    let opened: unknown = null;
    server.use(
      http.get(`${API}/recharge/detail`, () => ok(rechargeOrder())),
      http.post(`${API}/im/group/open`, async ({ request }) => {
        opened = await request.json();
        return ok({
          id: 88,
          type: 0,
          channelId: 501,
          title: 'Deposit R501',
          imgUrl: null,
          unreadCount: 0,
          groupSign: 'recharge:501',
          linkType: 1,
          linkUrl: '/funds/top_up_order?id=501',
          role: 3,
          lastOffset: 1,
          readOffset: 0,
          isFinished: false,
          updatedAt: 1_700_000_000_000,
        });
      }),
    );
    const { router } = renderApp('/funds/top_up_order?id=501');
    const ask = await screen.findByRole('button', { name: 'Ask support about this deposit' }, LOAD);
    await userEvent.setup().click(ask);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/onlinesupport'));
    expect(router.state.location.search).toBe('?groupId=88');
    expect(opened).toEqual({ kind: 'recharge', id: 501 });
  });

  it('shows a rejected deposit with the staff’s reason', async () => {
    signedIn();
    server.use(
      http.get(`${API}/recharge/detail`, () =>
        ok(rechargeOrder({ status: -1, remark: 'No payment received' })),
      ),
    );
    renderApp('/funds/top_up_order?id=501');
    expect(await screen.findByText('Reason: No payment received', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });
});
