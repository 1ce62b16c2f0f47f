import { useId } from 'react';
import { CheckIcon } from '@/components/ui/icons';

export interface RadioCard {
  value: string;
  label: string;
  description?: string;
}

interface RadioCardListProps {
  /** Accessible name of the group. */
  label: string;
  choices: readonly RadioCard[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the group's error message, when it has one. */
  errorId?: string;
}

/**
 * A single choice among a few rows with a detail line (saved cards and addresses). Native radio buttons, so it
 * works inside a form as any input does: arrow keys, labels, and no hidden helper input to lay out.
 */
export function RadioCardList({ label, choices, value, onChange, errorId }: RadioCardListProps) {
  const name = useId();
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="sr-only">{label}</legend>
      <div className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex min-h-14 cursor-pointer items-center gap-3 px-4 py-3 hover:bg-surface-sunken has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm">{choice.label}</span>
              {choice.description ? (
                <span dir="auto" className="truncate text-xs font-normal text-muted">
                  {choice.description}
                </span>
              ) : null}
            </span>
            <CheckIcon className="invisible size-5 shrink-0 text-brand peer-checked:visible" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
