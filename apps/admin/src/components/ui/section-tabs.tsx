import { Tabs } from 'radix-ui';
import { useState } from 'react';
import type { ReactNode } from 'react';

interface SectionTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** The tabs in order; the first is open at start. */
  panels: Readonly<Record<T, ReactNode>>;
  order: readonly T[];
  titleOf: (tab: T) => string;
}

/**
 * A section's tabs (Content, Support, Products, System, C2C): a row of tabs over one panel. Radix mounts only the
 * open tab's panel, so each loads when first opened.
 */
export function SectionTabs<T extends string>({ label, panels, order, titleOf }: SectionTabsProps<T>) {
  const [tab, setTab] = useState<T | undefined>(order[0]);
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as T)}>
      <Tabs.List aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
        {order.map((name) => (
          <Tabs.Trigger
            key={name}
            value={name}
            className="border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
          >
            {titleOf(name)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {order.map((name) => (
        <Tabs.Content key={name} value={name} className="focus-visible:outline-none">
          {panels[name]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
