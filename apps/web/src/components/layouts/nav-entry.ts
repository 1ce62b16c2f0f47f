import type { TabIconName } from './tab-icons';

/** An entry of the tab bar (mobile) and the top navigation (desktop). */
export interface NavEntry {
  to: string;
  label: string;
  icon: TabIconName;
  /** The entry of the screen shown (its own tab-level screen, or one of the screens under it). */
  isActive: boolean;
}
