import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import type { StaffRole } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column, TableSort } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { SelectField } from '@exchange/ui/select-field';
import { formatDateTime } from '@/lib/format';
import { roleLabel, roleOptions } from '@/lib/labels';
import { useCan } from '@/lib/staff-session';
import { CreateStaffDialog } from './create-staff-dialog';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import { StaffActionDialog } from './staff-action-dialog';
import { StaffDrawer } from './staff-drawer';
import { StaffStatus, useStaffPage } from './staff-queries';
import type { OneTimePassword, StaffAccount, StaffActionKind, StaffSortKey } from './staff-queries';

/** Staff accounts: create (the one-time password is shown once), change role, disable, reset password or TOTP. */
export function StaffScreen() {
  const { t } = useTranslation();
  const canManage = useCan(StaffPermission.staffManage);
  const [role, setRole] = useState<StaffRole | ''>('');
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<StaffSortKey>>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [action, setAction] = useState<StaffActionKind | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [oneTimePassword, setOneTimePassword] = useState<OneTimePassword | null>(null);
  const page = useStaffPage({ ...paging, ...sort, role: role === '' ? undefined : role });
  const open = page.data?.list.find((account) => account.id === openId) ?? null;
  const columns: Column<StaffAccount, StaffSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'username', sortKey: 'username', header: t('auth.username'), cell: (row) => row.username },
    { key: 'role', sortKey: 'role', header: t('staff.role'), cell: (row) => roleLabel(row.role) },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) =>
        row.status === StaffStatus.active ? (
          <Badge tone="success">{t('staff.active')}</Badge>
        ) : (
          <Badge tone="danger">{t('staff.disabled')}</Badge>
        ),
    },
    {
      key: 'totp',
      header: t('staff.totp'),
      cell: (row) => t(row.isTotpEnrolled ? 'common.yes' : 'common.no'),
    },
    { key: 'lastLogin', header: t('staff.lastLogin'), cell: (row) => formatDateTime(row.lastLoginAt) },
  ];
  return (
    <>
      <PageHeader title={t('nav.staff')}>
        <SelectField
          label={t('staff.role')}
          options={[{ value: '', label: t('status.all') }, ...roleOptions()]}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as StaffRole | '');
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        {canManage ? <Button onClick={() => setIsCreating(true)}>{t('staff.createTitle')}</Button> : null}
      </PageHeader>
      <DataTable
        caption={t('nav.staff')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.username}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {open ? <StaffDrawer account={open} onAction={setAction} onClose={() => setOpenId(null)} /> : null}
      {open && action ? (
        <StaffActionDialog
          account={open}
          kind={action}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            setOneTimePassword(result);
          }}
        />
      ) : null}
      {isCreating ? (
        <CreateStaffDialog
          onClose={() => setIsCreating(false)}
          onCreated={(result) => {
            setIsCreating(false);
            setOneTimePassword(result);
          }}
        />
      ) : null}
      {oneTimePassword ? (
        <OneTimePasswordDialog result={oneTimePassword} onClose={() => setOneTimePassword(null)} />
      ) : null}
    </>
  );
}
