import englishUrl from '@exchange/contracts/i18n/locales/en/app.json?url';

/** Tries before giving up on the English strings; the wait doubles from 250 ms between them. */
const ATTEMPTS = 3;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The English strings, fetched as the hashed JSON file the HTML already preloads (build/preload-english-plugin.ts),
 * so they download beside the JavaScript instead of inside it and cost no script parsing. A failed try is retried;
 * when every try fails the app still starts (it shows keys) rather than a blank page.
 */
export async function loadEnglishBundle(): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(englishUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        console.error('[i18n] the English strings could not be loaded', error);
        return {};
      }
      await pause(250 * 2 ** (attempt - 1));
    }
  }
}
