import i18next from 'i18next';
import { ApiError, NO_RESPONSE_CODE, ShowType } from './api-client';
import { getAccessToken } from './token-store';

/**
 * A private file of the signed-in member (a C2C proof, a feedback image), read with their token and returned as a
 * blob for `useBlobUrl`: such files are never public, so a plain `<img src>` could not load them. The bytes are
 * rebuilt into a Blob of the page's own class (a test DOM's FileReader refuses fetch's).
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { language: i18next.language || 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NO_RESPONSE_CODE, i18next.t('common.noResponse'), ShowType.error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json'))
    return new Blob([await response.arrayBuffer()], { type });
  throw new ApiError(response.status, i18next.t('common.loadFailed'), ShowType.silent);
}
