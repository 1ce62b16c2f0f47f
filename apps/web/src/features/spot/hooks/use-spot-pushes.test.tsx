import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { queryClient } from '@/lib/query-client';
import { spotOrder } from '../../../../test/spot-fixtures';
import { spotKeys } from '../api/query-keys';
import { useSpotPushes } from './use-spot-pushes';

type Handler = (data: ServerMessage['data']) => void;
const fake = vi.hoisted(() => ({ handlers: new Map<string, Set<Handler>>(), holders: 0 }));

vi.mock('@/lib/data-socket', () => ({
  getDataSocket: () => ({
    onMessage: (type: string, handler: Handler) => {
      const set = fake.handlers.get(type) ?? new Set<Handler>();
      set.add(handler);
      fake.handlers.set(type, set);
      return () => set.delete(handler);
    },
    retain: () => {
      fake.holders += 1;
      return () => {
        fake.holders -= 1;
      };
    },
  }),
}));

const push = <T extends ServerMessage['type']>(
  type: T,
  data: Extract<ServerMessage, { type: T }>['data'],
) => {
  for (const handler of fake.handlers.get(type) ?? []) handler(data);
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

describe('useSpotPushes', () => {
  it('refetches spot orders and balances on SPOT_ORDER, the orders on WALLET_UPDATE, and stops on sign-out', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const resting = spotOrder({ id: 51, status: 0, orderType: 2, price: '60000' });
    queryClient.setQueryData(spotKeys.order(51), { ...resting, fills: [], transferIds: [] });
    const { rerender } = renderHook(({ isSignedIn }) => useSpotPushes(isSignedIn), {
      initialProps: { isSignedIn: true },
      wrapper,
    });
    await waitFor(() => expect(fake.holders).toBe(1));

    push('SPOT_ORDER', { ...resting, status: 1, averagePrice: '60000' });
    // The detail on screen shows the new status at once; its fills come with the refetch.
    expect(queryClient.getQueryData(spotKeys.order(51))).toMatchObject({ status: 1, fills: [] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'spot'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'wallet'] });

    push('WALLET_UPDATE', { wallets: ['spot'], coin: 'USDT' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'spot', 'orders'] });

    rerender({ isSignedIn: false });
    expect(fake.holders).toBe(0);
    expect([...fake.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('listens to nothing for a visitor', () => {
    renderHook(() => useSpotPushes(false), { wrapper });
    expect(fake.holders).toBe(0);
  });
});
