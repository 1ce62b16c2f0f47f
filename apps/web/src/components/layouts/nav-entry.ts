import type { TabIconName } from './tab-icons';

/** An entry of the tab bar (mobile) and the top navigation (desktop). */
export interface NavEntry {
  to: string;
  label: string;
  icon: TabIconName;
}
