/**
 * Times of fast contracts, in the user's time zone and language: a contract lasts seconds, so they show seconds.
 * An unknown zone or language in stored preferences falls back to UTC in English rather than failing a render.
 */
function formatIn(
  timestampMs: number,
  timeZone: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
) {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(timestampMs);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(timestampMs);
  }
}

/** `14:03:27`. */
export const formatClockTime = (timestampMs: number, timeZone: string, language: string) =>
  formatIn(timestampMs, timeZone, language, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });

/** `27 Nov 2026, 14:03:27`. */
export const formatMomentWithSeconds = (timestampMs: number, timeZone: string, language: string) =>
  formatIn(timestampMs, timeZone, language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
  });
