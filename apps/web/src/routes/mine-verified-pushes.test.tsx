import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDataSocket } from '@/lib/data-socket';
import { setTokens } from '@/lib/token-store';
import { API, http, ok, server } from '../../test/msw-server';
import { demoMember, referenceHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import type { FakeDataSocket } from '../../test/chart-fixtures';

vi.mock('@/lib/data-socket', async () => {
  const { FakeDataSocket: Fake } = await import('../../test/chart-fixtures');
  const socket = new Fake();
  return { getDataSocket: () => socket };
});

const socket = getDataSocket() as unknown as FakeDataSocket;

const underReview = {
  status: 1,
  realName: 'Jane Doe',
  nationality: 'DE',
  documentType: 'idCard',
  remark: null as string | null,
  submittedAt: 1_700_000_000_000,
};

beforeEach(() => socket.reset());

describe('real-name review pushes', () => {
  it('shows staff rejection on the verification screen without a reload, with the modal on top', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    let realName = underReview;
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.get(`${API}/member/real-name/get`, () => ok(realName)),
    );
    renderApp('/mine/verified');
    expect(await screen.findByText(/under review/)).toBeTruthy();
    await waitFor(() => expect(socket.holders).toBeGreaterThan(0));

    realName = { ...underReview, status: -1, remark: 'The document has expired' };
    socket.push('REAL_NAME_NOTICE', { status: -1, remark: 'The document has expired' });
    const dialog = await screen.findByRole('dialog', { name: 'Real name rejected' });
    expect(within(dialog).getByText('Your verification was rejected: The document has expired')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The screen behind refetched: the rejection and the form to submit again.
    expect(await screen.findByText('Your verification was rejected: The document has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('shows an approval as verified, without a modal', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    let realName = underReview;
    server.use(
      ...referenceHandlers(),
      http.get(`${API}/member/get-current-member`, () => ok(demoMember)),
      http.get(`${API}/member/real-name/get`, () => ok(realName)),
    );
    renderApp('/mine/verified');
    expect(await screen.findByText(/under review/)).toBeTruthy();
    await waitFor(() => expect(socket.holders).toBeGreaterThan(0));
    realName = { ...underReview, status: 2 };
    socket.push('REAL_NAME_NOTICE', { status: 2, remark: null });
    expect(await screen.findByText('Your identity is verified.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
