import { useId } from 'react';

interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group (visually hidden). */
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
}

/**
 * A choice between a few modes shown as segments (e-mail / phone). Native radio buttons: arrow keys, labels and
 * screen-reader announcements come from the platform, with no script weight on the sign-in screens.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  onChange,
  options,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="grid auto-cols-fr grid-flow-col rounded-xl bg-surface-sunken p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-medium text-muted has-checked:bg-surface-raised has-checked:text-text has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="absolute inset-0 cursor-pointer appearance-none rounded-lg outline-none"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
