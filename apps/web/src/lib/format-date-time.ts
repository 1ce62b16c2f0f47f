/** A moment as the user's language writes a date and time (orders, reviews, submissions). */
export function formatDateTime(timestampMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(timestampMs);
}
