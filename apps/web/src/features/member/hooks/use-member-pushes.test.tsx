import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { queryClient } from '@/lib/query-client';
import { RealNameRejectedDialog } from '../components/real-name-rejected-dialog';
import { useRealNameNoticeStore } from '../stores/real-name-notice-store';
import { useMemberPushes } from './use-member-pushes';

type Message = ServerMessage;
type Handler = (data: Message['data']) => void;

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

const push = <T extends Message['type']>(type: T, data: Extract<Message, { type: T }>['data']) => {
  for (const handler of fake.handlers.get(type) ?? []) handler(data);
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The queries a push refetched, as their keys. */
const invalidatedKeys = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => (call[0] as { queryKey: readonly string[] }).queryKey);

async function listening() {
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  const hook = renderHook(({ isSignedIn }) => useMemberPushes(isSignedIn), {
    initialProps: { isSignedIn: true },
    wrapper,
  });
  await waitFor(() => expect(fake.holders).toBe(1));
  return { invalidate, ...hook };
}

afterEach(() => {
  vi.restoreAllMocks();
  useRealNameNoticeStore.setState({ rejection: null });
});

describe('useMemberPushes', () => {
  it('refetches the real-name status and the member on an approval, without a modal', async () => {
    const { invalidate } = await listening();
    push('REAL_NAME_NOTICE', { status: 2, remark: null });
    expect(invalidatedKeys(invalidate)).toEqual([
      ['user', 'member', 'real-name'],
      ['user', 'member', 'current'],
    ]);
    expect(useRealNameNoticeStore.getState().rejection).toBeNull();
  });

  it('refetches the member when staff change the account restrictions', async () => {
    const { invalidate } = await listening();
    push('ACCOUNT_RESTRICTIONS', { isTradingRestricted: true, isWithdrawalFrozen: false });
    expect(invalidatedKeys(invalidate)).toEqual([['user', 'member', 'current']]);
  });

  it('opens nothing for a visitor and lets go of the socket when signed out', async () => {
    const { rerender } = await listening();
    rerender({ isSignedIn: false });
    expect(fake.holders).toBe(0);
    expect([...fake.handlers.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('opens the "Real name rejected" modal with the remark, leading to the verification screen', async () => {
    const { invalidate } = await listening();
    const router = createMemoryRouter([{ path: '*', element: <RealNameRejectedDialog /> }], {
      initialEntries: ['/market'],
    });
    render(<RouterProvider router={router} />);
    act(() => push('REAL_NAME_NOTICE', { status: -1, remark: 'The photo of the document is blurred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Real name rejected' });
    expect(dialog.textContent).toContain(
      'Your verification was rejected: The photo of the document is blurred',
    );
    expect(invalidatedKeys(invalidate)).toContainEqual(['user', 'member', 'real-name']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/verified'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the submission was rejected when staff left no remark, and closes with OK', async () => {
    await listening();
    const router = createMemoryRouter([{ path: '*', element: <RealNameRejectedDialog /> }]);
    render(<RouterProvider router={router} />);
    act(() => push('REAL_NAME_NOTICE', { status: -1, remark: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Real name rejected' });
    expect(dialog.textContent).toContain(
      'Your verification was rejected. Please check your details and submit again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
