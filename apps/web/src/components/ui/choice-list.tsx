import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

export interface Choice {
  value: string;
  label: string;
  /** Secondary text under the label. */
  description?: string;
  /** Content before the label (a flag, a colour swatch). */
  start?: ReactNode;
  /** Content after the label (a code, an offset). */
  end?: ReactNode;
}

interface ChoiceListProps {
  /** Accessible name of the group. */
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A single-choice list (language, theme, currency, …): a radio group, so arrow keys move between entries and
 * screen readers announce the selection; a choice applies at once.
 */
export function ChoiceList({ label, choices, value, onChange }: ChoiceListProps) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value ?? ''}
      onValueChange={onChange}
      className="divide-y divide-border overflow-hidden rounded-2xl bg-surface-raised"
    >
      {choices.map((choice) => (
        <RadioGroup.Item
          key={choice.value}
          value={choice.value}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-start hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand data-[state=checked]:font-semibold"
        >
          {choice.start}
          <span className="flex flex-1 flex-col">
            <span className="text-sm">{choice.label}</span>
            {choice.description ? (
              <span className="text-xs font-normal text-muted">{choice.description}</span>
            ) : null}
          </span>
          {choice.end ? <span className="text-sm font-normal text-muted">{choice.end}</span> : null}
          <span className="size-5 text-brand">
            <RadioGroup.Indicator>
              <CheckIcon />
            </RadioGroup.Indicator>
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
