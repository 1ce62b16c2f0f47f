import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPercent } from '@exchange/ui/format';

const MARKS = [0, 25, 50, 75, 100] as const;

/**
 * The share of the available balance the order uses: a native range (arrow keys, Home, End, Page Up/Down move it)
 * with marks at 0, 25, 50, 75 and 100 % that are buttons of their own. Disabled while nothing is available.
 */
export function PercentSlider({
  value,
  isDisabled,
  onChange,
}: {
  /** 0–100. */
  value: number;
  isDisabled: boolean;
  onChange: (percent: number) => void;
}) {
  const { t } = useTranslation();
  const percent = (share: number) => formatPercent(share, { decimals: 0, signed: false });
  return (
    <div className="flex flex-col gap-1">
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        disabled={isDisabled}
        aria-label={t('spot.ticket.slider')}
        aria-valuetext={percent(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand disabled:opacity-50"
      />
      <div className="grid grid-cols-5 gap-1">
        {MARKS.map((mark) => (
          <button
            key={mark}
            type="button"
            disabled={isDisabled}
            onClick={() => onChange(mark)}
            aria-label={t('spot.ticket.share', { percent: percent(mark) })}
            aria-pressed={value === mark}
            className={clsx(
              'min-h-8 rounded-md border border-border text-[0.6875rem] font-medium tabular-nums hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-50',
              value === mark && 'border-brand text-brand',
            )}
          >
            {/* Where the ticket is narrow (beside the book on a phone) the marks show the number alone. */}
            <span className="@3xs:hidden">{formatDecimal(mark, { decimals: 0 })}</span>
            <span className="hidden @3xs:inline">{percent(mark)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
