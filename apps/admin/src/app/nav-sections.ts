import { StaffPermission } from '@exchange/contracts/http/admin/index';
import type en from '@/locales/en.json';

/**
 * The back office's sections: path (under /admin), nav label and the permission that shows it. The nav lists
 * only what the caller's role holds; a section opened without it says so (the server refuses its calls anyway).
 */
export interface NavSection {
  path: string;
  labelKey: `nav.${keyof typeof en.nav}`;
  permission: StaffPermission;
}

export const NAV_SECTIONS: readonly NavSection[] = [
  { path: '/real-names', labelKey: 'nav.realNames', permission: StaffPermission.realNameRead },
  { path: '/deposits', labelKey: 'nav.deposits', permission: StaffPermission.depositsRead },
  { path: '/withdrawals', labelKey: 'nav.withdrawals', permission: StaffPermission.withdrawalsRead },
  { path: '/users', labelKey: 'nav.users', permission: StaffPermission.usersRead },
  { path: '/corrections', labelKey: 'nav.corrections', permission: StaffPermission.correctionsRead },
  { path: '/ledger', labelKey: 'nav.ledger', permission: StaffPermission.ledgerRead },
  { path: '/markets', labelKey: 'nav.markets', permission: StaffPermission.marketsRead },
  { path: '/products', labelKey: 'nav.products', permission: StaffPermission.marketsRead },
  { path: '/subscriptions', labelKey: 'nav.subscriptions', permission: StaffPermission.marketsRead },
  { path: '/vip', labelKey: 'nav.vip', permission: StaffPermission.marketsRead },
  // Opened with users.read so compliance can suspend codes; the rebate rules inside also need markets.read.
  { path: '/invite', labelKey: 'nav.invite', permission: StaffPermission.usersRead },
  { path: '/c2c', labelKey: 'nav.c2c', permission: StaffPermission.c2cRead },
  { path: '/support', labelKey: 'nav.support', permission: StaffPermission.chatRead },
  { path: '/content', labelKey: 'nav.content', permission: StaffPermission.contentRead },
  { path: '/forum', labelKey: 'nav.forum', permission: StaffPermission.forumRead },
  { path: '/system', labelKey: 'nav.system', permission: StaffPermission.systemRead },
  { path: '/staff', labelKey: 'nav.staff', permission: StaffPermission.staffRead },
  { path: '/audit', labelKey: 'nav.audit', permission: StaffPermission.auditRead },
];

export function sectionsFor(permissions: readonly string[]): NavSection[] {
  return NAV_SECTIONS.filter((section) => permissions.includes(section.permission));
}
