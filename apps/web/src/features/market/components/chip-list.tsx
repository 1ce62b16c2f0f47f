import { clsx } from 'clsx';

export interface Chip<T extends string | number> {
  value: T;
  label: string;
}

/**
 * A row of filter chips (plates, favourites categories, heatmap types), scrolling sideways when it overflows.
 * Radio semantics: one chip is chosen at a time.
 */
export function ChipList<T extends string | number>({
  label,
  chips,
  value,
  onChange,
}: {
  label: string;
  chips: readonly Chip<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {chips.map((chip) => {
        const isChosen = chip.value === value;
        return (
          <button
            key={String(chip.value)}
            type="button"
            role="radio"
            aria-checked={isChosen}
            onClick={() => onChange(chip.value)}
            className={clsx(
              'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand',
              isChosen ? 'bg-brand text-brand-contrast' : 'bg-surface-sunken text-muted hover:text-text',
            )}
          >
            {chip.label}
          </button>
        );
      })}
    </div>
  );
}
