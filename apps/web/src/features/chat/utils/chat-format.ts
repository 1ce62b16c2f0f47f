/** A message's time as the user's language writes it: the time alone today, with the date before that. */
export function formatMessageTime(timestampMs: number, language: string, now = Date.now()): string {
  const isToday = new Date(timestampMs).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(
    language,
    isToday ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(timestampMs);
}
