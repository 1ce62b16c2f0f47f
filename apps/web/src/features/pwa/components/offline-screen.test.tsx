import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineGate } from './offline-screen';

function goOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline notice', () => {
  it('replaces the screen while offline and gives it back, with what was typed, when online again', async () => {
    render(
      <OfflineGate>
        <label>
          Amount
          <input />
        </label>
      </OfflineGate>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12.5');
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();

    goOnline(false);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(
      screen.getByText(
        'Prices, balances and orders need a connection. This page comes back by itself when you are online.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();

    goOnline(true);
    expect(screen.queryByRole('heading', { name: 'You are offline' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' }).value).toBe('12.5');
  });

  it('starts offline when the browser is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <OfflineGate>
        <p>screen</p>
      </OfflineGate>,
    );
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText('screen').closest('[hidden]')).not.toBeNull();
  });
});
