import type { AppContext } from '../../platform/context';
import { ExtensionPoint } from '../../platform/modules/index';

/**
 * A product's say over its menu entry (spec §2: entries are filtered by server-provided visibility flags): stocks
 * hide `/stock` while the operator has them off. The app's list shows an entry only when staff's flag (if any) and
 * every product's answer allow it; the system module never imports a product.
 */
export interface MenuVisibility {
  path: string;
  isVisible(context: AppContext): Promise<boolean>;
}

export const MENU_VISIBILITY = new ExtensionPoint<MenuVisibility>('system.menuVisibility');

/** Each path a product hides right now. */
export const hiddenByProducts = async (context: AppContext): Promise<Set<string>> => {
  const hidden = new Set<string>();
  for (const entry of context.modules.contributions(MENU_VISIBILITY))
    if (!(await entry.isVisible(context))) hidden.add(entry.path);
  return hidden;
};
