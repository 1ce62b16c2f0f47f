import { clsx } from 'clsx';
import { useId } from 'react';

interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group: visually hidden on segments, the group's heading on chips. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  /**
   * `segments` (the default): a few modes side by side in one bar (e-mail / phone). `chips`: a handful of short
   * options (coins, networks) as wrapping chips under a visible heading.
   */
  variant?: 'segments' | 'chips';
}

/**
 * A choice between a few options shown as segments or chips. Native radio buttons: arrow keys, labels and
 * screen-reader announcements come from the platform, with no script weight on the sign-in screens.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  onChange,
  options,
  variant = 'segments',
}: SegmentedControlProps<T>) {
  const name = useId();
  const isChips = variant === 'chips';
  const choices = options.map((option) => (
    <label
      key={option.value}
      className={clsx(
        'relative flex min-h-10 cursor-pointer items-center text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand',
        isChips
          ? 'rounded-full border border-border bg-surface-raised px-4 has-checked:border-brand has-checked:bg-brand/10 has-checked:text-brand'
          : 'justify-center rounded-lg text-muted has-checked:bg-surface-raised has-checked:text-text has-checked:shadow-sm',
      )}
    >
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
        className={clsx(
          'absolute inset-0 cursor-pointer appearance-none outline-none',
          isChips ? 'rounded-full' : 'rounded-lg',
        )}
      />
      {option.label}
    </label>
  ));
  if (isChips) {
    return (
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        <div className="flex flex-wrap gap-2">{choices}</div>
      </fieldset>
    );
  }
  return (
    <fieldset className="grid auto-cols-fr grid-flow-col rounded-xl bg-surface-sunken p-1">
      <legend className="sr-only">{label}</legend>
      {choices}
    </fieldset>
  );
}
