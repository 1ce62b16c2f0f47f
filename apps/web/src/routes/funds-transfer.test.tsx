import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { walletHandlers } from '../../test/wallet-fixtures';
import { renderApp } from '../../test/render-app';

interface SentTransfer {
  body: unknown;
  key: string | null;
}

/** The transfer endpoint answering each call with the next of `answers` (the last one repeats). */
function setUp(answers: ('ok' | 'no-response' | 'insufficient')[] = ['ok']) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const sent: SentTransfer[] = [];
  server.use(
    ...referenceHandlers(),
    ...walletHandlers(),
    http.post(`${API}/wallet/any-transfer`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ body, key: request.headers.get('Idempotency-Key') });
      const answer = answers[Math.min(sent.length, answers.length) - 1];
      if (answer === 'no-response') return HttpResponse.error();
      if (answer === 'insufficient') {
        return HttpResponse.json(
          { code: 1_007_000_001, data: { field: 'amount' }, msg: 'Insufficient balance', showType: 1 },
          { status: 422 },
        );
      }
      return ok({ id: 'transfer:1:k', ...body, createdAt: 1 });
    }),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

/** The first screen of a test waits for the lazy route chunk too. */
const LOAD = { timeout: 5_000 };
/** Whole-screen tests render the app and its lazy route on a busy machine. */
const SCREEN_TEST_TIMEOUT_MS = 20_000;
/** Identical calls within 300 ms share one request (api-client): a retry comes later than that. */
const afterDebounce = () => new Promise((resolve) => setTimeout(resolve, 350));

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });

describe('transfer', () => {
  it(
    'validates the amount against the source wallet and the two sides',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      setUp();
      renderApp('/funds/transfer');
      const user = userEvent.setup();
      expect(await screen.findByText('Available: 950.50 USDT', {}, LOAD)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByText('Enter an amount')).toBeTruthy();
      await user.type(amountField(), '950.51');
      expect(screen.getByText('More than the available balance')).toBeTruthy();
      await user.clear(amountField());
      await user.type(amountField(), '0');
      expect(screen.getByText('The amount must be greater than 0')).toBeTruthy();

      // Choosing the source as destination turns the pair around; the balance follows the source.
      await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'spot');
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('contract');
      expect(await screen.findByText('Available: 200.00 USDT')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Swap from and to' }));
      expect((screen.getByRole('combobox', { name: 'From' }) as HTMLSelectElement).value).toBe('spot');

      await user.click(screen.getByRole('button', { name: 'Max' }));
      expect((amountField() as HTMLInputElement).value).toBe('950.5');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it(
    'sends the transfer with an idempotency key and returns to the wallet',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      vi.spyOn(notify, 'success').mockReturnValue(undefined);
      const sent = setUp();
      const { router } = renderApp('/funds/transfer?from=spot&coin=BTC');
      const user = userEvent.setup();
      expect(await screen.findByText('Available: 0.01 BTC', {}, LOAD)).toBeTruthy();
      await user.type(amountField(), '.005');
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/funds'));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual({
        fromWallet: 'spot',
        toWallet: 'contract',
        coin: 'BTC',
        amount: '0.005',
      });
      expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(notify.success).toHaveBeenCalledWith('Transfer completed');
    },
  );

  it(
    'reuses the key when the same submission is retried, and takes a new one for new values',
    { timeout: SCREEN_TEST_TIMEOUT_MS },
    async () => {
      vi.spyOn(notify, 'error').mockReturnValue(undefined);
      vi.spyOn(notify, 'success').mockReturnValue(undefined);
      const sent = setUp(['no-response', 'no-response', 'ok']);
      const { router } = renderApp('/funds/transfer');
      const user = userEvent.setup();
      await screen.findByText('Available: 950.50 USDT', {}, LOAD);
      await user.type(amountField(), '10');
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Transfer' }).hasAttribute('disabled')).toBe(false),
      );
      await afterDebounce();
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]?.key).toBe(sent[0]?.key);

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Transfer' }).hasAttribute('disabled')).toBe(false),
      );
      await user.type(amountField(), '1');
      await user.click(screen.getByRole('button', { name: 'Transfer' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/funds'));
      expect(sent[2]?.body).toMatchObject({ amount: '101' });
      expect(sent[2]?.key).not.toBe(sent[0]?.key);
    },
  );

  it('shows a refused amount under the field', { timeout: SCREEN_TEST_TIMEOUT_MS }, async () => {
    setUp(['insufficient']);
    renderApp('/funds/transfer');
    const user = userEvent.setup();
    await screen.findByText('Available: 950.50 USDT', {}, LOAD);
    await user.type(amountField(), '5');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
  });
});
