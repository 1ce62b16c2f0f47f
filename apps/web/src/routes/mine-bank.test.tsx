import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { savedAddress, savedBankCard } from '../../test/payment-fixtures';
import { renderApp } from '../../test/render-app';

const LOAD = { timeout: 5_000 };

describe('saved payment methods', { timeout: 15_000 }, () => {
  it('lists bank cards as field/value pairs, deletes after confirming, and shows the empty state', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    let cards = [savedBankCard];
    const deleted: string[] = [];
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/wallet/bank-card/list`, () => ok(cards)),
      http.get(`${API}/wallet/virtual-wallet/list`, () => ok([savedAddress])),
      http.delete(`${API}/wallet/bank-card/delete`, ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        cards = [];
        return ok(true);
      }),
    );
    renderApp('/mine/bank');
    const user = userEvent.setup();
    expect(await screen.findByText('GB33BUKB20201555555555', {}, LOAD)).toBeTruthy();
    expect(screen.getByText('Account holder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Barclays' }).getAttribute('href')).toBe(
      '/mine/add_payment_method?type=0&id=41',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Barclays' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this payment method?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['41']));
    expect(await screen.findByText('No bank card saved yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add bank card' }).getAttribute('href')).toBe(
      '/mine/add_payment_method?type=0',
    );

    await user.click(screen.getByRole('radio', { name: 'Crypto addresses' }));
    expect(await screen.findByText('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Tron wallet' })).toBeTruthy();
  });
});
