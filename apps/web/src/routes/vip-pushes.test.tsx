import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { VipDetail } from '@exchange/contracts/http/vip/index';
import { getDataSocket } from '@/lib/data-socket';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;

beforeEach(() => socket.reset());

const detail = (overrides: Partial<VipDetail>): VipDetail => ({
  level: 0,
  name: 'VIP0',
  source: 'base',
  benefits: {
    makerFeeDiscount: '0',
    takerFeeDiscount: '0',
    withdrawalLimitMultiplier: '1',
    hasPrioritySupport: false,
  },
  qualifiedLevel: 0,
  purchasedLevel: null,
  purchaseEndsAt: null,
  approvedLevel: null,
  volume30d: '0',
  holdings: '0',
  isPriceComplete: true,
  evaluatedAt: 1,
  next: null,
  application: { id: 4, level: 2, note: '', status: 0, remark: null, createdAt: 1, reviewedAt: null },
  ...overrides,
});

describe('the VIP audit push', () => {
  it('tells the user staff approved their application and refreshes their level without a reload', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    let current = detail({});
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/vip/config/list`, () => ok([])),
      http.get(`${API}/vip/detail`, () => ok(current)),
    );
    renderApp('/mine/vip');
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    await waitFor(() => expect(socket.holders).toBeGreaterThan(0));
    current = detail({
      level: 2,
      name: 'VIP2',
      source: 'approved',
      approvedLevel: 2,
      application: { id: 4, level: 2, note: '', status: 1, remark: null, createdAt: 1, reviewedAt: 2 },
    });
    const success = vi.spyOn(notify, 'success');
    // The signed-in services subscribe once loaded: push until the handler is there (a repeat is harmless).
    await waitFor(() => {
      socket.push('VIP_AUDIT', { applicationId: 4, level: 2, status: 1, remark: null });
      expect(success).toHaveBeenCalledWith('Your application for VIP2 was approved.');
    });
    expect(await screen.findByText('Granted on application')).toBeTruthy();
  });
});
