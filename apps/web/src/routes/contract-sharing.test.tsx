import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTokens } from '@/lib/token-store';
import { server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { contractHandlers, contractOrder, contractPosition } from '../../test/contract-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

/** jsdom has no canvas: a 2D context that records the texts drawn, and a PNG blob. */
const drawn: string[] = [];
const fakeContext = {
  save: () => undefined,
  restore: () => undefined,
  scale: () => undefined,
  fillRect: () => undefined,
  fillText: (text: string) => drawn.push(text),
} as unknown as CanvasRenderingContext2D;

function open(path: string, state: Parameters<typeof contractHandlers>[0] = {}) {
  setTokens({ accessToken: 'a', refreshToken: 'r' });
  const api = contractHandlers(state);
  server.use(...api.handlers, ...referenceHandlers());
  return renderApp(path);
}

beforeEach(() => {
  drawn.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['png'], { type: 'image/png' })),
  );
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/contractTrade/contractSharing', () => {
  it('draws a filled close as a PNG card to download', async () => {
    const close = contractOrder({
      id: 40,
      action: 2,
      dealPrice: '63000',
      plAmount: '30',
      earnestMoney: '60',
    });
    open('/contractTrade/contractSharing?orderId=40', { history: [close] });
    const image = await screen.findByRole('img', { name: 'PnL card: BTCUSDT Long 10×, ROE +50.00%' });
    expect(image.getAttribute('src')).toBe('blob:card');
    expect(drawn).toEqual(
      expect.arrayContaining([
        'Test Exchange',
        'BTCUSDT',
        'Long 10×',
        '+50.00%',
        '+30.00',
        '60,000.00',
        '63,000.00',
      ]),
    );
    expect(drawn).toContain('Exit price');
    const download = screen.getByRole('link', { name: 'Download image' });
    expect(download.getAttribute('download')).toMatch(/^BTCUSDT-\d+\.png$/);
    expect(screen.queryByRole('button', { name: 'Share image' })).toBeNull();
  });

  it('shares an open position at its mark where the device can share files', async () => {
    const share = vi.fn(() => Promise.resolve());
    // On the real navigator (a stand-in object breaks its getters, e.g. onLine, for everything else on the page).
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'canShare');
      Reflect.deleteProperty(navigator, 'share');
    });
    open('/contractTrade/contractSharing?positionId=7', {
      positions: [contractPosition({ endPrice: '66000' })],
    });
    await screen.findByRole('img', { name: 'PnL card: BTCUSDT Long 10×, ROE +100.00%' });
    expect(drawn).toContain('Mark price');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share image' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
  });

  it('opened bare, offers the open positions and filled closes, each opening its card', async () => {
    const close = contractOrder({
      id: 40,
      action: 2,
      dealPrice: '63000',
      plAmount: '30',
      earnestMoney: '60',
    });
    const { router } = open('/contractTrade/contractSharing', {
      positions: [contractPosition({ endPrice: '66000' })],
      history: [close, contractOrder({ id: 41 })],
    });
    const positions = await screen.findByRole('region', { name: 'Open positions' });
    const closes = screen.getByRole('region', { name: 'Recent closed trades' });
    // The open order (41) has no result to share: only the filled close is offered.
    expect(within(closes).getAllByRole('link')).toHaveLength(1);
    expect(within(closes).getByRole('link').getAttribute('href')).toBe(
      '/contractTrade/contractSharing?orderId=40',
    );
    await userEvent.setup().click(within(positions).getByRole('link', { name: /BTCUSDT/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?positionId=7'));
    expect(await screen.findByRole('img', { name: 'PnL card: BTCUSDT Long 10×, ROE +100.00%' })).toBeTruthy();
  });

  it('opened bare with nothing to share, leads to contract trading', async () => {
    open('/contractTrade/contractSharing');
    expect(await screen.findByText('You have no open position or closed trade to share yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trade contracts' }).getAttribute('href')).toBe('/contract');
  });

  it('refuses an open order and an unknown position', async () => {
    const { unmount } = open('/contractTrade/contractSharing?orderId=41', {
      history: [contractOrder({ id: 41 })],
    });
    expect(await screen.findByText('Only a filled close order has a result to share.')).toBeTruthy();
    unmount();
    open('/contractTrade/contractSharing?positionId=99', { positions: [contractPosition()] });
    expect(await screen.findByText('This position or order was not found.')).toBeTruthy();
  });
});
