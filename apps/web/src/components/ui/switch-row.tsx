import { Switch } from 'radix-ui';
import { useId } from 'react';

/** A labelled on/off row. */
export function SwitchRow({
  label,
  hint,
  isOn,
  onChange,
}: {
  label: string;
  hint?: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-3">
      <label htmlFor={id} className="flex flex-1 flex-col">
        <span className="text-sm font-medium">{label}</span>
        {hint ? <span className="text-xs text-muted">{hint}</span> : null}
      </label>
      <Switch.Root
        id={id}
        checked={isOn}
        onCheckedChange={onChange}
        className="relative h-7 w-12 shrink-0 rounded-full bg-surface-sunken transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
