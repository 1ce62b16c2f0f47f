/**
 * localStorage access that never throws (private mode, quota, disabled storage) and the registry of keys a
 * logout removes. Preferences (`preferences`) are deliberately not in that list: a logout keeps the language,
 * theme and display settings of the device.
 */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  preferences: 'preferences',
  /** The id of the last version notice this device acted on (spec §4): kept across logouts, like preferences. */
  versionNoticeId: 'version_notice_id',
  /** The strings of the last language other than English loaded from the server, for a start without a network. */
  translation: 'translation',
  /** Set once the first-run guide (/guide) was finished or skipped on this device. */
  guideSeen: 'guide_seen',
} as const;

/** Local keys that belong to the signed-in user and go away on logout. Features that add some list them here. */
export const SESSION_LOCAL_KEYS: readonly string[] = [storageKeys.accessToken, storageKeys.refreshToken];

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only in memory for this page.
  }
}

export function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing to clear when session storage is unavailable.
  }
}
