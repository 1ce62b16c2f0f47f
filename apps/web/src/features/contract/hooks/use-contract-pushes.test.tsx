import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { queryClient } from '@/lib/query-client';
import { contractPosition, orderInfo } from '../../../../test/contract-fixtures';
import { contractKeys } from '../api/query-keys';
import { useContractLiveStore } from '../stores/contract-live-store';
import { useLiquidationNoticeStore } from '../stores/liquidation-notice-store';
import { useContractPushes } from './use-contract-pushes';

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
const tick = (id: number) => ({
  id,
  symbol: 'BTCUSDT',
  endPrice: '61000',
  plAmount: '20',
  plRatio: '16.6667',
  liquidationPrice: null,
});

afterEach(() => {
  vi.restoreAllMocks();
  useLiquidationNoticeStore.setState({ notice: null });
});

describe('useContractPushes', () => {
  it('writes the account push into the account query and the live store, and refetches a changed set', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    queryClient.setQueryData(contractKeys.positions(), [contractPosition({ id: 7 })]);
    const { rerender } = renderHook(({ isSignedIn }) => useContractPushes(isSignedIn), {
      initialProps: { isSignedIn: true },
      wrapper,
    });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('CONTRACT_ACCOUNT', { orderInfo: orderInfo({ available: 42 }), positions: [tick(7)], time: 10 });
    expect(queryClient.getQueryData(contractKeys.account())).toMatchObject({ available: 42 });
    expect(useContractLiveStore.getState().ticks.get(7)?.tick.endPrice).toBe('61000');
    expect(invalidate).not.toHaveBeenCalled();
    // A position the screen does not know (opened elsewhere): positions, orders and balances are read again.
    push('CONTRACT_ACCOUNT', { orderInfo: orderInfo(), positions: [tick(7), tick(8)], time: 11 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'contract'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'wallet'] });
    // An older push than the one shown is ignored.
    push('CONTRACT_ACCOUNT', { orderInfo: orderInfo(), positions: [], time: 5 });
    expect(useContractLiveStore.getState().ticks.size).toBe(2);

    rerender({ isSignedIn: false });
    expect(fake.holders).toBe(0);
    expect(useContractLiveStore.getState().ticks.size).toBe(0);
    expect([...fake.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('keeps a liquidation for its dialog and refetches the account on a wallet update', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    renderHook(() => useContractPushes(true), { wrapper });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('WALLET_UPDATE', { wallets: ['contract'], coin: 'USDT' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: contractKeys.account() });
    const notice = {
      marginMode: 2,
      positions: [
        {
          positionId: 7,
          symbol: 'BTCUSDT',
          direction: 1,
          quantity: '0.1',
          markPrice: '54000',
          dealPrice: '53900',
        },
      ],
      markPrice: '54000',
      forfeited: '600',
    };
    push('CONTRACT_LIQUIDATION', notice);
    expect(useLiquidationNoticeStore.getState().notice).toEqual(notice);
  });
});
