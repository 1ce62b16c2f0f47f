/** Longest third-party link the page opens (a support widget's url with its parameters). */
export const EXTERNAL_URL_MAX = 2_048;

/**
 * The third-party support link of `/external_service?url=`, or null when it may not be opened: only an absolute
 * https url (no `javascript:`, `data:` or plain http, no credentials in it) is allowed.
 */
export function allowedExternalUrl(raw: string | null): string | null {
  if (!raw || raw.length > EXTERNAL_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '')
    return null;
  return url.href;
}
