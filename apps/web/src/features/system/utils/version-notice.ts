import { getDataSocket } from '@/lib/data-socket';
import { reloadWithNewestBuild } from '@/lib/service-worker';
import { readLocal, storageKeys, writeLocal } from '@/lib/storage';
import { fetchLatestVersionNotice } from '../api/get-latest-version-notice';
import { useVersionNoticeStore } from '../stores/version-notice-store';
import type { VersionNotice } from '../stores/version-notice-store';

/** Spec §4 updateType: 0 is ignored, 1 prompts to update, 2 forces a reload. */
export const VersionUpdateType = { ignored: 0, prompt: 1, forceReload: 2 } as const;

/** The page reload, behind an object so tests can replace it (jsdom cannot reload). */
export const pageReloader = { reload: () => window.location.reload() };

export function readSeenVersionNoticeId(): number | null {
  const stored = readLocal(storageKeys.versionNoticeId);
  const id = stored === null ? Number.NaN : Number(stored);
  return Number.isInteger(id) ? id : null;
}

/** Remembers a notice as handled: after "Later" or the reload it is not acted on again. */
export function markVersionNoticeSeen(id: number): void {
  writeLocal(storageKeys.versionNoticeId, String(id));
}

/**
 * "Update now" and a forced update: remember the notice first, so the reloaded page does not act on it again. The
 * reload first lets a new service worker take over, so the page reloads into the new build.
 */
export function reloadForVersion(id: number): void {
  markVersionNoticeSeen(id);
  reloadWithNewestBuild(() => pageReloader.reload());
}

/**
 * Acts on a version notice (spec §4) only when its id differs from the one this device last handled. `isStart`:
 * the notice came from the start check; a device that has handled none yet adopts it quietly, because the page it
 * just loaded is already the newest (a pushed notice, by contrast, means the running page is out of date).
 */
export function handleVersionNotice(notice: VersionNotice, { isStart = false } = {}): void {
  if (notice.updateType !== VersionUpdateType.prompt && notice.updateType !== VersionUpdateType.forceReload)
    return;
  const seenId = readSeenVersionNoticeId();
  if (seenId === notice.id) return;
  if (isStart && seenId === null) {
    markVersionNoticeSeen(notice.id);
    return;
  }
  if (notice.updateType === VersionUpdateType.forceReload) reloadForVersion(notice.id);
  else useVersionNoticeStore.getState().showPrompt(notice);
}

/**
 * Follows VERSION_UPDATE pushes and checks the newest notice once; returns the stop. It never opens the socket (the
 * server sends the notice to every open one). Loaded lazily: the socket brings zod.
 */
export function followVersionNotices(): () => void {
  let isActive = true;
  const stopListening = getDataSocket().onMessage('VERSION_UPDATE', (notice) => handleVersionNotice(notice));
  // Quiet: a failed check shows nothing; the next push or the next start gets another chance.
  fetchLatestVersionNotice().then(
    (notice) => {
      if (isActive && notice) handleVersionNotice(notice, { isStart: true });
    },
    () => undefined,
  );
  return () => {
    isActive = false;
    stopListening();
  };
}
