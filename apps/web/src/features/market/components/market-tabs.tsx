import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';

export interface TabEntry<T extends number> {
  value: T;
  label: string;
}

/** The id of a tab's panel, for aria-controls / aria-labelledby. */
export const tabPanelId = (idPrefix: string, value: number) => `${idPrefix}-panel-${value}`;
export const tabId = (idPrefix: string, value: number) => `${idPrefix}-tab-${value}`;

/**
 * Tabs of the market screens (WAI-ARIA tabs: arrow keys move between them). Scrolls sideways on phones, where the
 * seven market tabs do not fit.
 */
export function MarketTabs<T extends number>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  isFill = false,
}: {
  label: string;
  idPrefix: string;
  tabs: readonly TabEntry<T>[];
  value: T;
  onChange: (value: T) => void;
  /** A few tabs filling the width (Home's movers), each as wide as its label plus a share of what is left. */
  isFill?: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    // Arrow keys follow the reading direction: in an RTL layout the next tab is the one before it on screen.
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(index + (isRtl ? -step : step) + tabs.length) % tabs.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    document.getElementById(tabId(idPrefix, next.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-border [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {tabs.map((tab) => {
        const isSelected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.value)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={clsx(
              '-mb-px border-b-2 py-2.5 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand',
              isFill ? 'flex-auto px-1 text-[0.8125rem] sm:text-sm' : 'shrink-0 px-3 text-sm',
              isSelected ? 'border-brand text-text' : 'border-transparent text-muted hover:text-text',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
