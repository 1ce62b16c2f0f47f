import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../test/english';
import { getAccessToken, setTokens } from '@/lib/token-store';
import { API, HttpResponse, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function signedIn() {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
}

describe('mine', () => {
  it('shows the profile header and hides menu entries the server flags as invisible', async () => {
    signedIn();
    server.use(
      http.get(`${API}/system/menu/list`, () => ok([{ path: '/mine/theme', visible: false }])),
      http.get(`${API}/member/get-current-member`, () => ok({ ...demoMember, realnameStatus: -1 })),
      ...referenceHandlers(),
    );
    renderApp('/mine');
    expect(await screen.findByText('Demo Trader')).toBeTruthy();
    expect(screen.getByText('demo@example.com')).toBeTruthy();
    expect(screen.getByText('UID 100001')).toBeTruthy();
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Theme' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Display currency' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bank cards and addresses' }).getAttribute('href')).toBe(
      '/mine/bank',
    );
  });

  it('asks before logging out, then logs out', async () => {
    signedIn();
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.post(`${API}/system/auth/logout`, () => ok(true)),
    );
    const { router } = renderApp('/mine');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    signedIn();
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => HttpResponse.error()),
    );
    renderApp('/mine');
    expect(await screen.findByText(en.common.loadFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('preference screens', () => {
  it('switches the language to Arabic at once: right-to-left document', async () => {
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/system/translation/get`, () => ok({ language: 'ar', translation: en })),
    );
    renderApp('/mine/userLanguage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /العربية/ }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('falls back to English when the stored language is not in the server list', async () => {
    window.localStorage.setItem('preferences', JSON.stringify({ state: { language: 'xx' }, version: 1 }));
    const { usePreferencesStore } = await import('@/data/preferences/preferences-store');
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().language).toBe('xx');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/system/translation/get`, () => HttpResponse.error()),
    );
    renderApp('/mine/theme');
    await waitFor(() => expect(usePreferencesStore.getState().language).toBe('en'));
  });

  it('applies the dark theme to the document', async () => {
    server.use(...referenceHandlers());
    renderApp('/mine/theme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('lists the chart time zones and filters them by search', async () => {
    server.use(...referenceHandlers());
    renderApp('/timezoneselector');
    const user = userEvent.setup();
    expect((await screen.findByRole('radio', { name: /London/ })).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('radio').length).toBeGreaterThanOrEqual(70);
    await user.type(screen.getByRole('searchbox', { name: 'Search by city or offset' }), 'tokyo');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Tokyo/ }));
    const { usePreferencesStore } = await import('@/data/preferences/preferences-store');
    expect(usePreferencesStore.getState().timeZone).toBe('Asia/Tokyo');
  });
});
