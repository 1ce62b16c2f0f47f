import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, fail, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { bankDeposit, rechargeOrder, usdtTrc20Deposit } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

/** The first screen of a file loads its lazy route module: allow for a cold transform. */
const LOAD = { timeout: 5_000 };

function image(name: string, bytes: number, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function signedIn(channel = bankDeposit) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  server.use(
    ...referenceHandlers(),
    http.get(`${API}/recharge-channel/get`, () => ok(channel)),
    http.get(`${API}/recharge/verify`, ({ request }) => {
      const amount = Number(new URL(request.url).searchParams.get('amount'));
      return amount > Number(channel.maxAmount)
        ? fail(
            1_007_000_006,
            `The amount must be between ${channel.minAmount} and ${channel.maxAmount}`,
            422,
            1,
          )
        : ok({ minAmount: channel.minAmount, maxAmount: channel.maxAmount, isProofRequired: true });
    }),
    http.get(`${API}/recharge/detail`, () => ok(rechargeOrder())),
  );
}

describe('deposit confirmation', { timeout: 15_000 }, () => {
  it('checks the amount and the screenshot before sending anything', async () => {
    signedIn();
    let calls = 0;
    server.use(http.post(`${API}/recharge/submit`, () => ok(rechargeOrder({ id: ++calls }))));
    renderApp(`/funds/recharge_confirmation?channelId=${bankDeposit.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit deposit' }, LOAD));
    expect(await screen.findByText('Amount sent is required')).toBeTruthy();
    expect(screen.getByText('Add a screenshot of your payment')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Amount sent' }), '10');
    await user.upload(screen.getByLabelText('Payment screenshot'), image('big.png', 6 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Enter an amount between 50.00 and 50,000.00 USDT')).toBeTruthy();
    expect(screen.getByText('Payment screenshot must be at most 5 MB')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('shows the server verdict on the amount as it is typed (recharge/verify, debounced)', async () => {
    signedIn();
    const verified: string[] = [];
    server.use(
      http.get(`${API}/recharge/verify`, ({ request }) => {
        verified.push(new URL(request.url).searchParams.get('amount') ?? '');
        return fail(1_007_000_006, 'The amount must be between 50 and 50000', 422, 1);
      }),
    );
    renderApp(`/funds/recharge_confirmation?channelId=${bankDeposit.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount sent' }, LOAD), '90000');
    expect(await screen.findByText('The amount must be between 50 and 50000')).toBeTruthy();
    // One call for the settled amount, not one per keystroke.
    expect(verified).toEqual(['90000']);
  });

  it('submits multipart with one idempotency key, reused when the first answer is lost', async () => {
    signedIn();
    const keys: string[] = [];
    let form: FormData | null = null;
    server.use(
      http.post(`${API}/recharge/submit`, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        form = await request.formData();
        return keys.length === 1 ? HttpResponse.error() : ok(rechargeOrder({ id: 501 }));
      }),
    );
    vi.spyOn(notify, 'error').mockReturnValue(undefined);
    const { router } = renderApp(`/funds/recharge_confirmation?channelId=${bankDeposit.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount sent' }, LOAD), '100');
    await user.upload(screen.getByLabelText('Payment screenshot'), image('paid.jpg', 2048, 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('None response! Please retry.'));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/top_up_order'));
    expect(router.state.location.search).toBe('?id=501');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    const sent = form as unknown as FormData;
    expect(sent.get('channelId')).toBe(String(bankDeposit.id));
    expect(sent.get('amount')).toBe('100');
    expect(sent.get('txHash')).toBeNull();
    expect((sent.get('proof') as Blob).type).toBe('image/jpeg');
  });

  it('uses a new key once the request changed, and puts a server field error on its field', async () => {
    signedIn();
    const keys: string[] = [];
    server.use(
      http.post(`${API}/recharge/submit`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return HttpResponse.json(
          {
            code: 1_007_000_006,
            msg: 'The amount must be between 50 and 500',
            showType: 1,
            data: { field: 'amount' },
          },
          { status: 422 },
        );
      }),
    );
    renderApp(`/funds/recharge_confirmation?channelId=${bankDeposit.id}`);
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: 'Amount sent' }, LOAD);
    await user.type(amount, '600');
    await user.upload(screen.getByLabelText('Payment screenshot'), image('paid.png', 2048));
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The amount must be between 50 and 500')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reports a crypto deposit by its transaction hash alone (JSON, no screenshot)', async () => {
    signedIn(usdtTrc20Deposit);
    let body: unknown;
    let key: string | null = null;
    server.use(
      http.post(`${API}/recharge`, async ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        body = await request.json();
        return ok(rechargeOrder({ id: 502, methodType: 4, chain: 'TRC20' }));
      }),
    );
    const { router } = renderApp(`/funds/recharge_confirmation?channelId=${usdtTrc20Deposit.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount sent' }, LOAD), '25.5');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Add a screenshot of your payment or the transaction hash')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Transaction hash (optional)' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('A transaction hash is 16 to 128 letters or digits')).toBeTruthy();
    await user.type(
      screen.getByRole('textbox', { name: 'Transaction hash (optional)' }),
      'def0123456789abcdef',
    );
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=502'));
    expect(body).toEqual({
      channelId: usdtTrc20Deposit.id,
      amount: '25.5',
      txHash: 'abcdef0123456789abcdef',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
