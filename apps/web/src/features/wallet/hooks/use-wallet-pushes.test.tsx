import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReviewNotice, ServerMessage } from '@exchange/contracts/ws/data-socket';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { WithdrawalRejectedDialog } from '../components/withdrawal-rejected-dialog';
import { useReviewNoticeStore } from '../stores/review-notice-store';
import { throttle } from '@/lib/throttle';
import { useWalletPushes } from './use-wallet-pushes';

type Message = ServerMessage;
type Handler = (data: Message['data']) => void;

const fake = vi.hoisted(() => ({ handlers: new Map<string, Set<Handler>>(), holders: 0 }));
const toast = vi.hoisted(() => ({ error: vi.fn(() => 'toast-1'), dismiss: vi.fn() }));

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
vi.mock('sonner', () => ({ toast }));

const push = <T extends Message['type']>(type: T, data: Extract<Message, { type: T }>['data']) => {
  for (const handler of fake.handlers.get(type) ?? []) handler(data);
};

const notice = (overrides: Partial<ReviewNotice> = {}): ReviewNotice => ({
  id: 42,
  no: 'WD000042',
  status: 1,
  remark: null,
  operateBalance: '25.5',
  availableBalance: '100',
  coinName: 'USDT',
  ...overrides,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
  toast.error.mockClear();
  useReviewNoticeStore.setState({ rejectedWithdrawal: null });
});

describe('useWalletPushes', () => {
  it('refetches the wallet on WALLET_UPDATE, at most once per 2 s, and lets go when signed out', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const { rerender } = renderHook(({ isSignedIn }) => useWalletPushes(isSignedIn), {
      initialProps: { isSignedIn: true },
      wrapper,
    });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('WALLET_UPDATE', { wallets: ['spot', 'contract'], coin: 'USDT' });
    push('WALLET_UPDATE', { wallets: ['spot'], coin: 'USDT' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'wallet'] });
    rerender({ isSignedIn: false });
    expect(fake.holders).toBe(0);
    expect([...fake.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('refetches the deposits in progress at once on a review notice, even inside the 2 s throttle', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    vi.spyOn(notify, 'success').mockReturnValue(undefined);
    renderHook(() => useWalletPushes(true), { wrapper });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('WALLET_UPDATE', { wallets: ['spot'], coin: 'USDT' });
    push('RECHARGE_NOTICE', notice({ id: 5, no: 'RC000005' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user', 'wallet', 'pending-deposits'] });
    expect(invalidate.mock.calls.filter(([filter]) => filter?.queryKey?.length === 2)).toHaveLength(1);
  });

  it('shows a credited deposit and a completed withdrawal as success messages', async () => {
    const success = vi.spyOn(notify, 'success').mockReturnValue(undefined);
    renderHook(() => useWalletPushes(true), { wrapper });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('RECHARGE_NOTICE', notice({ id: 5, no: 'RC000005' }));
    push('WITHDRAW_NOTICE', notice());
    expect(success).toHaveBeenCalledWith('Deposit of 25.50 USDT credited');
    expect(success).toHaveBeenCalledWith('Withdrawal of 25.50 USDT completed');
    expect(useReviewNoticeStore.getState().rejectedWithdrawal).toBeNull();
  });

  it('shows a rejected deposit as a notification that leads to its detail', async () => {
    renderHook(() => useWalletPushes(true), { wrapper });
    await waitFor(() => expect(fake.holders).toBe(1));
    push('RECHARGE_NOTICE', notice({ id: 5, status: -1, remark: 'Unreadable proof' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    const [message] = toast.error.mock.calls[0] as unknown as [ReactNode];
    const router = createMemoryRouter([{ path: '*', element: message }]);
    const { setNavigator } = await import('@/lib/navigation');
    setNavigator((to) => void router.navigate(to));
    render(<RouterProvider router={router} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Recharge review failed, tap message to see details' }),
    );
    expect(router.state.location.pathname).toBe('/funds/orderHistoryDetail/5');
    expect(router.state.location.search).toBe('?kind=recharge');
  });

  it('opens the "Withdrawal review not passed" modal with the remark for a rejected withdrawal', async () => {
    renderHook(() => useWalletPushes(true), { wrapper });
    await waitFor(() => expect(fake.holders).toBe(1));
    const router = createMemoryRouter([{ path: '*', element: <WithdrawalRejectedDialog /> }], {
      initialEntries: ['/market'],
    });
    render(<RouterProvider router={router} />);
    act(() => push('WITHDRAW_NOTICE', notice({ status: -1, remark: 'Name does not match the account' })));
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal review not passed' });
    expect(dialog.textContent).toContain('Name does not match the account');
    await userEvent.click(screen.getByRole('button', { name: 'View details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/orderHistoryDetail/42'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('throttle', () => {
  it('runs at once, then folds calls within the interval into one at its end', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const throttled = throttle(action, 2_000);
    throttled.call();
    throttled.call();
    throttled.call();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(action).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
