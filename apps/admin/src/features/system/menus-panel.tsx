import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { adminUpdateMenu } from '@exchange/contracts/http/admin/index';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { Badge } from '@exchange/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import { SettingChangeDialog } from './setting-change-dialog';
import type { SettingChange } from './setting-change-dialog';
import { useMenus, useUpdateMenu } from './system-queries';
import type { Menu } from './system-queries';

type MenuBody = OperationBody<typeof adminUpdateMenu>;

/** The app's menu entries staff may hide; each switch shows or hides one after confirming. */
export function MenusPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const menus = useMenus();
  const update = useUpdateMenu();
  const [change, setChange] = useState<SettingChange<MenuBody> | null>(null);
  const visibility = (isVisible: boolean) => t(isVisible ? 'system.visible' : 'system.hidden');
  const toggle = (menu: Menu) => {
    const subject = { path: menu.path, from: visibility(menu.isVisible), to: visibility(!menu.isVisible) };
    setChange({
      title: t(menu.isVisible ? 'system.hideMenuTitle' : 'system.showMenuTitle', subject),
      summary: t('system.menuSummary', subject),
      confirmLabel: t(menu.isVisible ? 'system.hide' : 'system.show'),
      doneMessage: t('system.menuDone', subject),
      isDanger: menu.isVisible,
      body: { path: menu.path, isVisible: !menu.isVisible },
    });
  };
  const columns: Column<Menu>[] = [
    { key: 'path', header: t('system.menuPath'), cell: (row) => <code className="text-xs">{row.path}</code> },
    {
      key: 'visible',
      header: t('system.visibility'),
      cell: (row) =>
        canWrite ? (
          <Switch.Root
            checked={row.isVisible}
            aria-label={t('system.menuVisible', { path: row.path })}
            onCheckedChange={() => toggle(row)}
            className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-surface-sunken transition-colors focus-visible:outline-2 focus-visible:outline-brand data-[state=checked]:bg-brand"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5" />
          </Switch.Root>
        ) : (
          <Badge tone={row.isVisible ? 'success' : 'neutral'}>{visibility(row.isVisible)}</Badge>
        ),
    },
    {
      key: 'flagged',
      header: t('system.setByStaff'),
      cell: (row) => t(row.isFlagged ? 'common.yes' : 'common.no'),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('system.menusIntro')}</p>
      <DataTable
        caption={t('system.tabs.menus')}
        columns={columns}
        query={menus}
        rowKey={(row) => row.path}
      />
      {change ? (
        <SettingChangeDialog change={change} mutation={update} onClose={() => setChange(null)} />
      ) : null}
    </section>
  );
}
