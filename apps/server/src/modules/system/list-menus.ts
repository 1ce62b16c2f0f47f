import { menuFlags } from '../../platform/db/index';
import type { AppContext } from '../../platform/context';
import { MENU_PATHS } from './reference-catalogue';

/**
 * Every known menu path with its visibility: the stored flag when staff set one, visible otherwise. Paths staff
 * flagged that this build does not list are returned too, so a flag is never silently ignored.
 */
export const listMenus = async (context: AppContext) => {
  const rows = await context.db
    .select({ path: menuFlags.path, isVisible: menuFlags.isVisible })
    .from(menuFlags);
  const flags = new Map(rows.map((row) => [row.path, row.isVisible]));
  const paths = [
    ...MENU_PATHS,
    ...rows
      .map((row) => row.path)
      .filter((path) => !MENU_PATHS.includes(path))
      .sort(),
  ];
  return paths.map((path) => ({ path, visible: flags.get(path) ?? true }));
};
