/**
 * How the chart names its time zone: the zone's city and its offset at `at` (DST included), e.g.
 * `London (GMT+1)`. The offset comes from Intl's time-zone data, never from a table.
 */
export function timeZoneLabel(timeZone: string, locale: string, at: Date = new Date()): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${city} (${offset})` : city;
  } catch {
    return city;
  }
}
