import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerMessage } from '@exchange/contracts/ws/data-socket';
import { readLocal, storageKeys, writeLocal } from '@/lib/storage';
import { API, http, ok, server } from '../../../../test/msw-server';
import { VersionUpdateDialog } from '../components/version-update-dialog';
import { useVersionNoticeStore } from '../stores/version-notice-store';
import { pageReloader } from '../utils/version-notice';
import { useVersionNotice } from './use-version-notice';

type VersionUpdate = Extract<ServerMessage, { type: 'VERSION_UPDATE' }>['data'];

const fake = vi.hoisted(() => ({ handlers: new Set<(data: VersionUpdate) => void>(), holders: 0 }));

vi.mock('@/lib/data-socket', () => ({
  getDataSocket: () => ({
    onMessage: (_type: 'VERSION_UPDATE', handler: (data: VersionUpdate) => void) => {
      fake.handlers.add(handler);
      return () => fake.handlers.delete(handler);
    },
    retain: () => {
      fake.holders += 1;
      return () => {
        fake.holders -= 1;
      };
    },
  }),
}));

const push = (notice: VersionUpdate) =>
  act(() => {
    for (const handler of fake.handlers) handler(notice);
  });

/** The start check's answer: the newest notice, or null. */
function latestNotice(notice: (VersionUpdate & { remark?: string | null }) | null) {
  let calls = 0;
  server.use(
    http.get(`${API}/system/version-notice/latest`, () => {
      calls += 1;
      return ok(notice ? { remark: null, createdAt: 1_700_000_000_000, ...notice } : null);
    }),
  );
  return { calls: () => calls };
}

async function listening(start: VersionUpdate | null = null) {
  const check = latestNotice(start);
  const reload = vi.spyOn(pageReloader, 'reload').mockReturnValue(undefined);
  render(<VersionUpdateDialog />);
  const hook = renderHook(() => useVersionNotice());
  await waitFor(() => expect(fake.handlers.size).toBe(1));
  await waitFor(() => expect(check.calls()).toBe(1));
  return { reload, ...hook };
}

const seenId = () => readLocal(storageKeys.versionNoticeId);

beforeEach(() => writeLocal(storageKeys.versionNoticeId, '3'));
afterEach(() => {
  vi.restoreAllMocks();
  useVersionNoticeStore.setState({ prompt: null });
});

describe('version notices', () => {
  it('ignores updateType 0 and follows pushes without opening the socket itself', async () => {
    const { reload, unmount } = await listening();
    push({ id: 4, updateType: 0, version: '1.4.0' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(seenId()).toBe('3');
    expect(fake.holders).toBe(0);
    unmount();
    expect(fake.handlers.size).toBe(0);
  });

  it('prompts for updateType 1; "Update now" remembers the notice and reloads', async () => {
    const { reload } = await listening();
    push({ id: 4, updateType: 1, version: '1.4.0' });
    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    expect(dialog.textContent).toContain('Version 1.4.0 is available.');
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seenId()).toBe('4');
  });

  it('"Later" closes the prompt and the same notice is not shown again', async () => {
    const { reload } = await listening();
    push({ id: 4, updateType: 1, version: '1.4.0' });
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seenId()).toBe('4');
    push({ id: 4, updateType: 1, version: '1.4.0' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at once for updateType 2, and not again for the same id', async () => {
    const { reload } = await listening();
    push({ id: 5, updateType: 2, version: '2.0.0' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(seenId()).toBe('5');
    push({ id: 5, updateType: 2, version: '2.0.0' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing for a notice whose id is the cached one', async () => {
    const { reload } = await listening();
    push({ id: 3, updateType: 1, version: '1.3.0' });
    push({ id: 3, updateType: 2, version: '1.3.0' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('acts at start on a newer notice than the cached one', async () => {
    const { reload } = await listening({ id: 4, updateType: 1, version: '1.4.0' });
    expect(await screen.findByRole('dialog', { name: 'Update available' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at start for a forced update the device has not handled yet', async () => {
    const { reload } = await listening({ id: 6, updateType: 2, version: '2.1.0' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(seenId()).toBe('6');
  });

  it('adopts the current notice quietly at a first start (the page just loaded is the newest)', async () => {
    writeLocal(storageKeys.versionNoticeId, null);
    const { reload } = await listening({ id: 6, updateType: 2, version: '2.1.0' });
    await waitFor(() => expect(seenId()).toBe('6'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps quiet when the start check fails', async () => {
    server.use(http.get(`${API}/system/version-notice/latest`, () => new Response(null, { status: 404 })));
    const reload = vi.spyOn(pageReloader, 'reload').mockReturnValue(undefined);
    renderHook(() => useVersionNotice());
    await waitFor(() => expect(fake.handlers.size).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
    expect(seenId()).toBe('3');
  });
});
