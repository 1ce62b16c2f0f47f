/**
 * A moment in the user's time zone and language, to the minute (a window's start, a distribution). An unknown zone
 * or language in stored preferences falls back to UTC in English rather than failing a render.
 */
export function formatMoment(timestampMs: number, timeZone: string, language: string) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(timestampMs);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(timestampMs);
  }
}
