import { APP_NAMESPACES, CORE_NAMESPACE, type AppNamespace } from '@exchange/i18n/namespaces';

/**
 * The URL of each English namespace file (packages/i18n/locales/en/<namespace>.json). The build emits every file
 * as a hashed JSON asset and never inlines one (`no-inline`), so the entry carries only these URLs: a screen's
 * strings download when it is opened, not inside the JavaScript, and cost no script parsing. The server's own
 * files (error messages, dictionary labels) are left out.
 */
const englishFiles = import.meta.glob<string>(['./*.json', '!./error.json', '!./dictionary.json'], {
  base: '../../../../packages/i18n/locales/en',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const englishUrls = new Map(
  Object.entries(englishFiles)
    .map(([path, url]) => [path.slice('./'.length, -'.json'.length), url] as const)
    .filter(([namespace]) => (APP_NAMESPACES as readonly string[]).includes(namespace)),
);

/** Tries before giving up on one English file; the wait doubles from 250 ms between them. */
const ATTEMPTS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One English namespace file, or null when every try failed (logged: the screen then shows keys rather than
 * nothing). `core` is the file the HTML preloads (build/preload-english-plugin.ts); the others are fetched when a
 * screen that needs them is opened (lib/i18n.ts `loadNamespaces`).
 */
export async function fetchEnglishNamespace(
  namespace: AppNamespace,
): Promise<Record<string, unknown> | null> {
  const url = englishUrls.get(namespace);
  if (!url) {
    console.error(`[i18n] no English file for the namespace "${namespace}"`);
    return null;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(new URL(url, document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        console.error(`[i18n] the English strings of "${namespace}" could not be loaded`, error);
        return null;
      }
      await pause(250 * 2 ** (attempt - 1));
    }
  }
}

/**
 * The English strings every screen needs (`core`), fetched as the hashed JSON file the HTML already preloads, so
 * they download beside the JavaScript. When every try fails the app still starts (it shows keys) rather than a
 * blank page.
 */
export async function loadEnglishBundle(): Promise<Record<string, unknown>> {
  return (await fetchEnglishNamespace(CORE_NAMESPACE)) ?? {};
}
