/** A moment as the user's locale writes a date and time (orders, reviews). */
export function formatDateTime(timestampMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(timestampMs);
}
