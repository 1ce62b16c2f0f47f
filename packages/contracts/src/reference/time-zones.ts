import { z } from 'zod';

export const timeZoneSchema = z.object({
  /** City (or region) shown in the chart time-zone selector. */
  name: z.string().min(1),
  /** IANA time-zone name; passed to the chart as its `KLineChartTimezone` and to dayjs/Intl for conversions. */
  timezone: z.string().min(1),
  /** Standard-time (non-DST) UTC offset, `UTC±HH:MM`. A display label only. */
  offset: z.string().regex(/^UTC[+-]\d{2}:[0-5]\d$/),
  /** The same standard-time offset in minutes east of UTC (e.g. -300 for UTC-05:00, 345 for UTC+05:45). */
  dayjsOffset: z.number().int().min(-720).max(840),
});
export type TimeZoneRecord = z.infer<typeof timeZoneSchema>;

/**
 * Time zones of the chart time-zone selector: major cities across every offset in use, sorted by standard offset
 * and then name.
 *
 * `offset` and `dayjsOffset` are the STANDARD-time offsets, for labelling and ordering only. Many of these zones
 * observe daylight saving time (London is UTC+01:00 in summer, Sydney UTC+11:00 in the southern summer), and
 * offsets change by law from time to time, so never do arithmetic with them: always convert with the IANA
 * `timezone` (e.g. `dayjs(ts).tz(timezone)`, `Intl.DateTimeFormat(locale, { timeZone })`).
 */
export const TIME_ZONES = [
  { name: 'Pago Pago', timezone: 'Pacific/Pago_Pago', offset: 'UTC-11:00', dayjsOffset: -660 },
  { name: 'Honolulu', timezone: 'Pacific/Honolulu', offset: 'UTC-10:00', dayjsOffset: -600 },
  { name: 'Marquesas Islands', timezone: 'Pacific/Marquesas', offset: 'UTC-09:30', dayjsOffset: -570 },
  { name: 'Anchorage', timezone: 'America/Anchorage', offset: 'UTC-09:00', dayjsOffset: -540 },
  { name: 'Los Angeles', timezone: 'America/Los_Angeles', offset: 'UTC-08:00', dayjsOffset: -480 },
  { name: 'Denver', timezone: 'America/Denver', offset: 'UTC-07:00', dayjsOffset: -420 },
  { name: 'Phoenix', timezone: 'America/Phoenix', offset: 'UTC-07:00', dayjsOffset: -420 },
  { name: 'Chicago', timezone: 'America/Chicago', offset: 'UTC-06:00', dayjsOffset: -360 },
  { name: 'Mexico City', timezone: 'America/Mexico_City', offset: 'UTC-06:00', dayjsOffset: -360 },
  { name: 'Bogota', timezone: 'America/Bogota', offset: 'UTC-05:00', dayjsOffset: -300 },
  { name: 'Lima', timezone: 'America/Lima', offset: 'UTC-05:00', dayjsOffset: -300 },
  { name: 'New York', timezone: 'America/New_York', offset: 'UTC-05:00', dayjsOffset: -300 },
  { name: 'Caracas', timezone: 'America/Caracas', offset: 'UTC-04:00', dayjsOffset: -240 },
  { name: 'Halifax', timezone: 'America/Halifax', offset: 'UTC-04:00', dayjsOffset: -240 },
  { name: 'Santiago', timezone: 'America/Santiago', offset: 'UTC-04:00', dayjsOffset: -240 },
  { name: "St. John's", timezone: 'America/St_Johns', offset: 'UTC-03:30', dayjsOffset: -210 },
  {
    name: 'Buenos Aires',
    timezone: 'America/Argentina/Buenos_Aires',
    offset: 'UTC-03:00',
    dayjsOffset: -180,
  },
  { name: 'Sao Paulo', timezone: 'America/Sao_Paulo', offset: 'UTC-03:00', dayjsOffset: -180 },
  { name: 'Fernando de Noronha', timezone: 'America/Noronha', offset: 'UTC-02:00', dayjsOffset: -120 },
  { name: 'Azores', timezone: 'Atlantic/Azores', offset: 'UTC-01:00', dayjsOffset: -60 },
  { name: 'Dublin', timezone: 'Europe/Dublin', offset: 'UTC+00:00', dayjsOffset: 0 },
  { name: 'Lisbon', timezone: 'Europe/Lisbon', offset: 'UTC+00:00', dayjsOffset: 0 },
  { name: 'London', timezone: 'Europe/London', offset: 'UTC+00:00', dayjsOffset: 0 },
  { name: 'Reykjavik', timezone: 'Atlantic/Reykjavik', offset: 'UTC+00:00', dayjsOffset: 0 },
  { name: 'UTC', timezone: 'UTC', offset: 'UTC+00:00', dayjsOffset: 0 },
  { name: 'Amsterdam', timezone: 'Europe/Amsterdam', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Berlin', timezone: 'Europe/Berlin', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Copenhagen', timezone: 'Europe/Copenhagen', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Lagos', timezone: 'Africa/Lagos', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Madrid', timezone: 'Europe/Madrid', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Oslo', timezone: 'Europe/Oslo', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Paris', timezone: 'Europe/Paris', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Rome', timezone: 'Europe/Rome', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Stockholm', timezone: 'Europe/Stockholm', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Warsaw', timezone: 'Europe/Warsaw', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Zurich', timezone: 'Europe/Zurich', offset: 'UTC+01:00', dayjsOffset: 60 },
  { name: 'Athens', timezone: 'Europe/Athens', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Cairo', timezone: 'Africa/Cairo', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Helsinki', timezone: 'Europe/Helsinki', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Jerusalem', timezone: 'Asia/Jerusalem', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Johannesburg', timezone: 'Africa/Johannesburg', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Kyiv', timezone: 'Europe/Kyiv', offset: 'UTC+02:00', dayjsOffset: 120 },
  { name: 'Istanbul', timezone: 'Europe/Istanbul', offset: 'UTC+03:00', dayjsOffset: 180 },
  { name: 'Moscow', timezone: 'Europe/Moscow', offset: 'UTC+03:00', dayjsOffset: 180 },
  { name: 'Nairobi', timezone: 'Africa/Nairobi', offset: 'UTC+03:00', dayjsOffset: 180 },
  { name: 'Riyadh', timezone: 'Asia/Riyadh', offset: 'UTC+03:00', dayjsOffset: 180 },
  { name: 'Tehran', timezone: 'Asia/Tehran', offset: 'UTC+03:30', dayjsOffset: 210 },
  { name: 'Dubai', timezone: 'Asia/Dubai', offset: 'UTC+04:00', dayjsOffset: 240 },
  { name: 'Kabul', timezone: 'Asia/Kabul', offset: 'UTC+04:30', dayjsOffset: 270 },
  { name: 'Karachi', timezone: 'Asia/Karachi', offset: 'UTC+05:00', dayjsOffset: 300 },
  { name: 'Kolkata', timezone: 'Asia/Kolkata', offset: 'UTC+05:30', dayjsOffset: 330 },
  { name: 'Kathmandu', timezone: 'Asia/Kathmandu', offset: 'UTC+05:45', dayjsOffset: 345 },
  { name: 'Dhaka', timezone: 'Asia/Dhaka', offset: 'UTC+06:00', dayjsOffset: 360 },
  { name: 'Yangon', timezone: 'Asia/Yangon', offset: 'UTC+06:30', dayjsOffset: 390 },
  { name: 'Bangkok', timezone: 'Asia/Bangkok', offset: 'UTC+07:00', dayjsOffset: 420 },
  { name: 'Ho Chi Minh City', timezone: 'Asia/Ho_Chi_Minh', offset: 'UTC+07:00', dayjsOffset: 420 },
  { name: 'Jakarta', timezone: 'Asia/Jakarta', offset: 'UTC+07:00', dayjsOffset: 420 },
  { name: 'Hong Kong', timezone: 'Asia/Hong_Kong', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Kuala Lumpur', timezone: 'Asia/Kuala_Lumpur', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Manila', timezone: 'Asia/Manila', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Perth', timezone: 'Australia/Perth', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Shanghai', timezone: 'Asia/Shanghai', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Singapore', timezone: 'Asia/Singapore', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Taipei', timezone: 'Asia/Taipei', offset: 'UTC+08:00', dayjsOffset: 480 },
  { name: 'Eucla', timezone: 'Australia/Eucla', offset: 'UTC+08:45', dayjsOffset: 525 },
  { name: 'Seoul', timezone: 'Asia/Seoul', offset: 'UTC+09:00', dayjsOffset: 540 },
  { name: 'Tokyo', timezone: 'Asia/Tokyo', offset: 'UTC+09:00', dayjsOffset: 540 },
  { name: 'Adelaide', timezone: 'Australia/Adelaide', offset: 'UTC+09:30', dayjsOffset: 570 },
  { name: 'Brisbane', timezone: 'Australia/Brisbane', offset: 'UTC+10:00', dayjsOffset: 600 },
  { name: 'Sydney', timezone: 'Australia/Sydney', offset: 'UTC+10:00', dayjsOffset: 600 },
  { name: 'Lord Howe Island', timezone: 'Australia/Lord_Howe', offset: 'UTC+10:30', dayjsOffset: 630 },
  { name: 'Honiara', timezone: 'Pacific/Guadalcanal', offset: 'UTC+11:00', dayjsOffset: 660 },
  { name: 'Auckland', timezone: 'Pacific/Auckland', offset: 'UTC+12:00', dayjsOffset: 720 },
  { name: 'Suva', timezone: 'Pacific/Fiji', offset: 'UTC+12:00', dayjsOffset: 720 },
  { name: 'Chatham Islands', timezone: 'Pacific/Chatham', offset: 'UTC+12:45', dayjsOffset: 765 },
  { name: "Nuku'alofa", timezone: 'Pacific/Tongatapu', offset: 'UTC+13:00', dayjsOffset: 780 },
  { name: 'Kiritimati', timezone: 'Pacific/Kiritimati', offset: 'UTC+14:00', dayjsOffset: 840 },
] as const satisfies readonly TimeZoneRecord[];

export type TimeZoneOption = (typeof TIME_ZONES)[number];
export type TimeZoneName = TimeZoneOption['timezone'];

/** The product's default chart time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/London' satisfies TimeZoneName;

const timeZoneSet: ReadonlySet<string> = new Set(TIME_ZONES.map((zone) => zone.timezone));

export function isTimeZoneName(value: string): value is TimeZoneName {
  return timeZoneSet.has(value);
}
