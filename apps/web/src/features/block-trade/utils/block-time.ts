/**
 * A moment in the user's time zone and language, to the second (a source price's tick time, a release). An unknown
 * zone or language in stored preferences falls back to UTC in English rather than failing a render.
 */
export function formatMoment(timestampMs: number, timeZone: string, language: string) {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(timestampMs);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(timestampMs);
  }
}
