import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { savedAddress, savedBankCard, usdtTrc20Withdrawal, xrpWithdrawal } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };

function badField(field: string, msg: string) {
  return HttpResponse.json({ code: 400, msg, showType: 2, data: { field } }, { status: 400 });
}

function signedIn() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  server.use(
    ...referenceHandlers(),
    http.get(`${API}/withdrawal/channel-list`, () => ok([usdtTrc20Withdrawal, xrpWithdrawal])),
    http.get(`${API}/wallet/bank-card/list`, () => ok([savedBankCard])),
    http.get(`${API}/wallet/virtual-wallet/list`, () => ok([savedAddress])),
  );
}

describe('add payment method', { timeout: 15_000 }, () => {
  it('validates a bank card with the contract rules and sends only what was filled', async () => {
    signedIn();
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    let body: unknown;
    server.use(
      http.post(`${API}/wallet/bank-card/create`, async ({ request }) => {
        body = await request.json();
        return ok(savedBankCard);
      }),
    );
    const { router } = renderApp('/mine/add_payment_method?type=0');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }, LOAD));
    expect(await screen.findByText('Bank name is required')).toBeTruthy();
    expect(screen.getByText('Account holder is required')).toBeTruthy();
    expect(screen.getByText('Account number or IBAN is required')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Barclays');
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Jane Doe');
    await user.type(screen.getByRole('textbox', { name: 'Account number or IBAN' }), '12-34');
    await user.type(screen.getByRole('textbox', { name: 'SWIFT/BIC (optional)' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account number or IBAN is 6 to 34 letters or digits')).toBeTruthy();
    expect(screen.getByText('A SWIFT/BIC code is 8 or 11 letters or digits')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Account number or IBAN' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Account number or IBAN' }),
      'GB33 BUKB 2020 1555 5555 55',
    );
    await user.clear(screen.getByRole('textbox', { name: 'SWIFT/BIC (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'SWIFT/BIC (optional)' }), 'bukbgb22');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toEqual({
        bankName: 'Barclays',
        accountName: 'Jane Doe',
        accountNumber: 'GB33BUKB20201555555555',
        swift: 'BUKBGB22',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/bank'));
    expect(notify.success).toHaveBeenCalledWith('Payment method saved');
  });

  it('puts the server’s address error under the address field', async () => {
    signedIn();
    server.use(
      http.post(`${API}/wallet/virtual-wallet/create`, () =>
        badField('address', 'address is not a valid XRP Ledger address'),
      ),
    );
    renderApp('/mine/add_payment_method?type=4');
    const user = userEvent.setup();
    const coin = await screen.findByRole('combobox', { name: 'Coin' }, LOAD);
    await user.selectOptions(coin, 'XRP');
    expect((screen.getByRole('combobox', { name: 'Network' }) as HTMLSelectElement).value).toBe('XRP');
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.type(address, 'rNotAnAddress');
    await user.type(screen.getByRole('textbox', { name: 'Destination tag (memo) (optional)' }), 'x1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A destination tag is a whole number from 0 to 4294967295')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Destination tag (memo) (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('address is not a valid XRP Ledger address')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(address));
  });

  it('edits a saved address: loads its values and sends an update with its id', async () => {
    signedIn();
    let body: unknown;
    server.use(
      http.get(`${API}/wallet/virtual-wallet/get`, () => ok(savedAddress)),
      http.put(`${API}/wallet/virtual-wallet/update`, async ({ request }) => {
        body = await request.json();
        return ok(savedAddress);
      }),
    );
    renderApp(`/mine/add_payment_method?type=4&id=${savedAddress.id}`);
    const user = userEvent.setup();
    const label = await screen.findByRole('textbox', { name: 'Label (optional)' }, LOAD);
    expect((label as HTMLInputElement).value).toBe('My Tron wallet');
    await user.clear(label);
    await user.type(label, 'Cold wallet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body).toEqual({
        id: savedAddress.id,
        coin: 'USDT',
        chain: 'TRC20',
        address: savedAddress.values.address,
        label: 'Cold wallet',
      }),
    );
  });
});
