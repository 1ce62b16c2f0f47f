import { useId } from 'react';

interface ChipChoiceProps {
  /** The group's visible heading. */
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

/**
 * A choice among a handful of short options (coins, chains) shown as wrapping chips. Native radio buttons, so
 * arrow keys move the choice and screen readers announce it.
 */
export function ChipChoice({ label, value, onChange, options }: ChipChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex min-h-10 cursor-pointer items-center rounded-full border border-border bg-surface-raised px-4 text-sm font-medium has-checked:border-brand has-checked:bg-brand/10 has-checked:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
