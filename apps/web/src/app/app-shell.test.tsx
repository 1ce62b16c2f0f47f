import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedStatusQuery } from '@/features/market/api/get-feed-status';
import { queryClient } from '@/lib/query-client';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { contractHandlers } from '../../test/contract-fixtures';
import { renderApp } from '../../test/render-app';

// The contract screens hold the data socket; a silent fake stands in for it.
vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

afterEach(() => vi.unstubAllGlobals());

/** The price source as the server reports it; counts the reads so a test knows the answer has arrived. */
function feedStatus(isDemo: boolean) {
  const reads = { count: 0 };
  // Before the reference handlers: among handlers given together, the first that matches answers.
  server.use(
    http.get(`${API}/market/feed/status`, () => {
      reads.count += 1;
      return ok({ source: isDemo ? 'simulated' : 'binance', isDemo, lastTickTime: null });
    }),
    ...referenceHandlers(),
  );
  return reads;
}

function onDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 640px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const chip = () => screen.findByRole('button', { name: 'Demo market' });

describe('the demo chip', () => {
  it('sits in the title bar on a phone, untruncated, and opens the full text', async () => {
    feedStatus(true);
    renderApp('/mine/settings');
    const user = userEvent.setup();
    const button = await chip();
    expect(button.textContent).toContain('Demo');
    expect(button.closest('header')?.querySelector('h1')?.textContent).toBe('Settings');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Demo market' });
    expect(within(dialog).getByText('Prices come from a simulator, not a live exchange.')).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);

    // Escape closes it and gives the focus back; Enter on the chip opens it again.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Demo market' })).toBeTruthy();

    // Its close button, a tap elsewhere, and a second tap on the chip close it too.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sits beside the logo on a desktop', async () => {
    onDesktop();
    feedStatus(true);
    renderApp('/mine/settings');
    const button = await chip();
    expect(
      button.closest('header')?.contains(screen.getByRole('navigation', { name: 'Main navigation' })),
    ).toBe(true);
    // One chip: the page's own title bar does not repeat it.
    expect(screen.getAllByRole('button', { name: 'Demo market' })).toHaveLength(1);
  });

  it('is not there while the feed is live', async () => {
    const reads = feedStatus(false);
    renderApp('/mine/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    await waitFor(() => expect(reads.count).toBeGreaterThan(0));
    await waitFor(() =>
      expect(queryClient.getQueryState(feedStatusQuery().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Demo market' })).toBeNull();
    expect(screen.queryByText('Demo market')).toBeNull();
  });
});

describe('the tab bar', () => {
  const tabs = () => screen.findByRole('navigation', { name: 'Tabs' });
  const current = (navigation: HTMLElement) =>
    within(navigation)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('lights Trade on /contract, among the spec tabs and Mine', async () => {
    feedStatus(false);
    server.use(...contractHandlers({}).handlers);
    renderApp('/contract');
    const navigation = await tabs();
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Market', 'Trade', 'Wallet', 'Mine']);
    expect(current(navigation)).toEqual(['Trade']);
    expect(within(navigation).getByRole('link', { name: 'Trade' }).getAttribute('href')).toBe('/transaction');
  });

  it('lights the tab of each tab-level screen, and is not on a pushed screen', async () => {
    feedStatus(false);
    server.use(http.get(`${API}/member/get-current-member`, () => ok(null)));
    const { router } = renderApp('/mine/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('navigation', { name: 'Tabs' })).toBeNull();
    await router.navigate('/market');
    expect(current(await tabs())).toEqual(['Market']);
  });

  it('lights the tab a pushed screen belongs to in the desktop navigation', async () => {
    onDesktop();
    feedStatus(false);
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderApp('/mine/settings');
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(current(navigation)).toEqual(['Mine']);
  });
});
