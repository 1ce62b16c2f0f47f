import i18next from 'i18next';
import { formatDateTime } from '@/lib/format';

/** Kind (spec instrument type): IPO 2, IEO 6. */
export const kindText = (kind: number) =>
  i18next.t(kind === 2 ? 'subscriptions.kindIpo' : 'subscriptions.kindIeo');

/** Allotment rule: pro rata 1, first come 2, lottery 3. */
export const ruleText = (rule: number) =>
  i18next.t(
    rule === 2
      ? 'subscriptions.ruleFirstCome'
      : rule === 3
        ? 'subscriptions.ruleLottery'
        : 'subscriptions.ruleProRata',
  );

const PHASE_KEYS = {
  upcoming: 'subscriptions.phaseUpcoming',
  open: 'subscriptions.phaseOpen',
  allotting: 'subscriptions.phaseAllotting',
  allotted: 'subscriptions.phaseAllotted',
  distributed: 'subscriptions.phaseDistributed',
  listed: 'subscriptions.phaseListed',
} as const;
export const phaseText = (phase: keyof typeof PHASE_KEYS) => i18next.t(PHASE_KEYS[phase]);

export const whenText = (timestampMs: number) => formatDateTime(timestampMs);

/** A `datetime-local` value (the browser's time zone) for a moment, and back; NaN when unreadable. */
export const toLocalInput = (timestampMs: number) => {
  const date = new Date(timestampMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
export const fromLocalInput = (value: string) => (value ? new Date(value).getTime() : Number.NaN);
