import { isBodiesPath, toNameInput } from './content-form';
import type { NameValues } from './content-form';
import type { AdminSlide } from './library-queries';

/** A banner as its editor holds it; the window's ends as `datetime-local` text in the staff's time zone. */
export interface SlideValues {
  imageUrl: string;
  link: string;
  sort: string;
  titles: NameValues[];
  startsAt: string;
  endsAt: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as a `datetime-local` value (local time, to the minute); '' for none. */
export function toLocalInput(timestampMs: number | null): string {
  if (timestampMs === null) return '';
  const date = new Date(timestampMs);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as a time; null for none, NaN (refused by the contract) for something unreadable. */
const fromLocalInput = (text: string): number | null => (text === '' ? null : new Date(text).getTime());

export const slideValuesOf = (slide: AdminSlide | null): SlideValues => ({
  imageUrl: slide?.imageUrl ?? '',
  link: slide?.link ?? '',
  sort: String(slide?.sort ?? 0),
  titles: [...(slide?.titles ?? [])],
  startsAt: toLocalInput(slide?.startsAt ?? null),
  endsAt: toLocalInput(slide?.endsAt ?? null),
});

export const toSlideBody = (values: SlideValues) => ({
  imageUrl: values.imageUrl.trim(),
  link: values.link.trim() === '' ? null : values.link.trim(),
  sort: values.sort.trim() === '' ? '' : Number(values.sort),
  titles: values.titles.map(toNameInput),
  startsAt: fromLocalInput(values.startsAt),
  endsAt: fromLocalInput(values.endsAt),
});

const SLIDE_FIELDS = ['imageUrl', 'link', 'sort', 'startsAt', 'endsAt'];

export const isSlideField = (path: string) => SLIDE_FIELDS.includes(path) || isBodiesPath('titles', path);
