/**
 * Public reads that index.html's inline script starts before any script file has arrived, so their answers are
 * ready for the first render instead of being asked for after it. Only the feed status: it decides the "Demo market"
 * strip at the top of every phone screen, which Lighthouse found was the largest paint of /market and waited for a
 * round trip after the scripts (issue 13). The inline script stores the parsed envelope (or null on any failure).
 */
const EARLY_PATHS = { feedStatus: '/api/app-api/market/feed/status' } as const;
export type EarlyRequestName = keyof typeof EARLY_PATHS;

interface Envelope {
  code?: unknown;
  data?: unknown;
}

declare global {
  interface Window {
    __early?: Partial<Record<EarlyRequestName, Promise<Envelope | null>>>;
  }
}

/** The path each early read asks for (index.html asks for the same; early-requests.test.ts compares them). */
export const earlyRequestPath = (name: EarlyRequestName): string => EARLY_PATHS[name];

/**
 * The early answer to `name`, once (a later call asks the API itself): its `data` when the envelope says success,
 * otherwise whatever `fallback` fetches. Null-safe when the page was not started by index.html (tests).
 */
export async function takeEarlyResponse<T>(name: EarlyRequestName, fallback: () => Promise<T>): Promise<T> {
  const pending = window.__early?.[name];
  if (!pending) return fallback();
  delete window.__early?.[name];
  const envelope = await pending.catch(() => null);
  return envelope?.code === 0 && envelope.data !== undefined ? (envelope.data as T) : fallback();
}
