import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpotTicketKind } from '../utils/spot-ticket';

const KINDS = [
  { value: 'market', key: 'spot.ticket.market' },
  { value: 'limit', key: 'spot.ticket.limit' },
  { value: 'stopLimit', key: 'spot.ticket.stopLimit' },
] as const;

/**
 * Market, limit or stop-limit, as a row of radio buttons drawn like text tabs (they wrap rather than overflow in a
 * narrow ticket); arrow keys move between them as the platform does for radios.
 */
export function TicketKindTabs({
  value,
  onChange,
}: {
  value: SpotTicketKind;
  onChange: (kind: SpotTicketKind) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 border-b border-border">
      <legend className="sr-only">{t('spot.ticket.orderType')}</legend>
      {KINDS.map((kind) => (
        <label
          key={kind.value}
          className="relative -mb-px flex min-h-9 cursor-pointer items-center border-b-2 border-transparent text-sm font-medium text-muted has-checked:border-brand has-checked:text-text has-focus-visible:outline-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            value={kind.value}
            checked={value === kind.value}
            onChange={() => onChange(kind.value)}
            className="absolute inset-0 cursor-pointer appearance-none outline-none"
          />
          {t(kind.key)}
        </label>
      ))}
    </fieldset>
  );
}
