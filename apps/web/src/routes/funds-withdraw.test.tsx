import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_DEBOUNCE_MS } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, fail, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import {
  savedAddress,
  spotAsset,
  usdtTrc20Withdrawal,
  withdrawalOrder,
  xrpWithdrawal,
} from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };

function walletError(code: number, msg: string, field: string) {
  return HttpResponse.json({ code, msg, showType: 2, data: { field } }, { status: 422 });
}

interface Sent {
  body: Record<string, unknown>;
  key: string;
}

function signedIn(respond: (sent: Sent, attempt: number) => Response) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const sent: Sent[] = [];
  server.use(
    ...referenceHandlers(),
    http.get(`${API}/member/get-current-member`, () => ok({ ...demoMember, hasPayPassword: true })),
    http.get(`${API}/withdrawal/channel-list`, () => ok([usdtTrc20Withdrawal, xrpWithdrawal])),
    http.get(`${API}/wallet/virtual-wallet/list`, () => ok([savedAddress])),
    http.get(`${API}/wallet/get-by-coin`, ({ request }) =>
      ok(spotAsset(new URL(request.url).searchParams.get('coin') ?? '', '500')),
    ),
    http.get(`${API}/withdrawal/fee`, ({ request }) => {
      const amount = new URL(request.url).searchParams.get('amount') ?? '0';
      return ok({
        amount,
        fee: '1',
        arrivalAmount: String(Number(amount) - 1),
        available: '500',
        dailyLimit: '50000',
        dailyUsed: '200',
      });
    }),
    http.post(`${API}/withdrawal`, async ({ request }) => {
      const entry = {
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key') ?? '',
      };
      sent.push(entry);
      return respond(entry, sent.length);
    }),
    http.get(`${API}/withdrawal/detail`, () => ok(withdrawalOrder())),
  );
  return sent;
}

async function fillAndReview(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = await screen.findByRole('textbox', { name: 'Amount' }, LOAD);
  await user.clear(field);
  await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  return screen.findByRole('dialog', { name: 'Confirm withdrawal' });
}

describe('withdrawal', { timeout: 15_000 }, () => {
  it('quotes the fee, arrival and daily limit live, and fills the maximum', async () => {
    signedIn(() => ok(withdrawalOrder()));
    renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    expect(await screen.findByText('Available: 500.00 USDT', {}, LOAD)).toBeTruthy();
    expect(await screen.findByText('49,800.00 USDT')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '120');
    expect(await screen.findByText('119.00 USDT')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('500');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You have 500.00 USDT available')).toBeTruthy();
  });

  it('asks for the pay password, shows a wrong one in the sheet, and sends the corrected one under the same key', async () => {
    const sent = signedIn((_entry, attempt) =>
      attempt === 1
        ? walletError(1_007_000_004, 'The pay password is wrong', 'payPassword')
        : ok(withdrawalOrder()),
    );
    const { router } = renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: /My Tron wallet/ }, LOAD)).toBeTruthy();
    const sheet = await fillAndReview(user, '100');
    expect(within(sheet).getByText(savedAddress.values.address ?? '')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await within(sheet).findByText('Pay password is required')).toBeTruthy();
    const password = within(sheet).getByLabelText('Pay password');
    expect(password.getAttribute('type')).toBe('password');
    await user.type(password, '111111');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await within(sheet).findByText('The pay password is wrong')).toBeTruthy();
    await user.clear(password);
    await user.type(password, '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/withdraw/success'));
    expect(router.state.location.search).toBe('?id=701');
    expect(sent.map((entry) => entry.body)).toEqual([
      {
        channelId: usdtTrc20Withdrawal.id,
        amount: '100',
        paymentMethodId: savedAddress.id,
        payPassword: '111111',
      },
      {
        channelId: usdtTrc20Withdrawal.id,
        amount: '100',
        paymentMethodId: savedAddress.id,
        payPassword: '123456',
      },
    ]);
    // Only the password changed: the same request, so the same key (the server keys on the body without it).
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(
      await screen.findByText(
        'Your withdrawal is waiting for review. The amount is held in your wallet until then.',
      ),
    ).toBeTruthy();
  });

  it('retries a request whose answer was lost with the same idempotency key', async () => {
    vi.spyOn(notify, 'error').mockReturnValue(undefined);
    const sent = signedIn((_entry, attempt) =>
      attempt === 1 ? HttpResponse.error() : ok(withdrawalOrder()),
    );
    const { router } = renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /My Tron wallet/ }, LOAD);
    const sheet = await fillAndReview(user, '100');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('None response! Please retry.'));
    // The API client folds identical calls within 300 ms into one; a person retries later than that.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_DEBOUNCE_MS + 50));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/withdraw/success'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });

  it('closes the sheet, shows a balance or limit problem under the amount, and keys a new amount afresh', async () => {
    const sent = signedIn((_entry, attempt) =>
      attempt === 1 ? walletError(1_007_000_001, 'Insufficient balance', 'amount') : ok(withdrawalOrder()),
    );
    const { router } = renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /My Tron wallet/ }, LOAD);
    let sheet = await fillAndReview(user, '100');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true');

    sheet = await fillAndReview(user, '50');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/withdraw/success'));
    expect(sent.map((entry) => entry.body.amount)).toEqual(['100', '50']);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });

  it("shows the server's message when staff froze the account's withdrawals", async () => {
    // An earlier case's spy may still be in place (this file restores none): count from here.
    const error = vi.spyOn(notify, 'error').mockReturnValue(undefined);
    error.mockClear();
    const message = 'Withdrawals are frozen on this account, please contact customer service.';
    const sent = signedIn(() => fail(1_007_000_020, message, 403));
    const { router } = renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /My Tron wallet/ }, LOAD);
    const sheet = await fillAndReview(user, '100');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(error).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/funds/withdraw');
  });

  it('links to the pay-password screen when none is set', async () => {
    signedIn(() => walletError(1_007_000_003, 'Set a pay password first', 'payPassword'));
    renderApp('/funds/withdraw?coin=USDT');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /My Tron wallet/ }, LOAD);
    const sheet = await fillAndReview(user, '100');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await within(sheet).findByText('Set a pay password first')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: 'Set pay password' }).getAttribute('href')).toBe(
      '/mine/changePayPassword',
    );
  });

  it('withdraws XRP to a new address with its destination tag', async () => {
    const sent = signedIn(() => ok(withdrawalOrder({ coin: 'XRP', chain: 'XRP' })));
    renderApp('/funds/withdraw?coin=XRP');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Enter a new address' }, LOAD));
    await user.type(
      screen.getByRole('textbox', { name: 'XRP address' }),
      'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
    );
    await user.type(screen.getByRole('textbox', { name: 'Destination tag (memo) (optional)' }), '12345');
    const sheet = await fillAndReview(user, '30');
    await user.type(within(sheet).getByLabelText('Pay password'), '123456');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      channelId: xrpWithdrawal.id,
      amount: '30',
      address: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      memo: '12345',
      payPassword: '123456',
    });
  });
});
