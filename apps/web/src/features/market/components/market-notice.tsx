import type { ReactNode } from 'react';

/** An explained empty state of a market panel: an icon, a title, a sentence and an optional action. */
export function MarketNotice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-raised px-6 py-12 text-center">
      <span className="text-muted">{icon}</span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted">{text}</p>
      {action}
    </div>
  );
}
