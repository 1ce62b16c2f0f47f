import { menuFlags } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { hiddenByProducts } from './menu-visibility';
import { MENU_PATHS } from './reference-catalogue';

/**
 * Every known menu path with its visibility: the stored flag when staff set one, visible otherwise, and hidden while
 * a product hides it (MENU_VISIBILITY: `/stock` while stocks are off). Paths staff flagged that this build does not
 * list are returned too, so a flag is never silently ignored.
 */
export const listMenus = async (context: AppContext) => {
  const rows = await context.db
    .select({ path: menuFlags.path, isVisible: menuFlags.isVisible })
    .from(menuFlags);
  const flags = new Map(rows.map((row) => [row.path, row.isVisible]));
  const hidden = await hiddenByProducts(context);
  const paths = [
    ...MENU_PATHS,
    ...rows
      .map((row) => row.path)
      .filter((path) => !MENU_PATHS.includes(path))
      .sort(),
  ];
  return paths.map((path) => ({ path, visible: (flags.get(path) ?? true) && !hidden.has(path) }));
};
