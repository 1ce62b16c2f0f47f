import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import type { Column, TableSort } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { UserActionDialog } from './user-action-dialog';
import { UserRestrictionBadges, UserStatusBadge } from './user-badges';
import { UserDrawer } from './user-drawer';
import { NO_USER_FILTERS, UserFilters, userFilterQuery } from './user-filters';
import type { UserFilterValues } from './user-filters';
import { userKindLabel, userRealNameLabel } from './user-labels';
import { contactText, useUserPage } from './user-queries';
import type { AdminUserRow, UserActionKind, UserSortKey, UserView } from './user-queries';

/** A positive whole number from the URL (`?id=100042`), or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Users: search by id, e-mail, phone or nickname; the drawer shows the account and its restrictions. `?id=<user id>`
 * opens that user's drawer (other sections link here, e.g. the support desk's customer).
 */
export function UsersScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<UserFilterValues>(NO_USER_FILTERS);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [sort, setSort] = useState<TableSort<UserSortKey>>();
  const [openId, setOpenId] = useState<number | null>(() => idParam(searchParams.get('id')));
  const [action, setAction] = useState<{ kind: UserActionKind; view: UserView } | null>(null);
  const page = useUserPage({ ...paging, ...sort, ...userFilterQuery(filters) });
  const columns: Column<AdminUserRow, UserSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'nickname', sortKey: 'nickname', header: t('users.nickname'), cell: (row) => row.nickname },
    { key: 'contact', header: t('users.contact'), cell: (row) => contactText(row) },
    { key: 'kind', header: t('users.kind'), cell: (row) => userKindLabel(row.kind) },
    {
      key: 'realName',
      sortKey: 'realNameStatus',
      header: t('users.realName'),
      cell: (row) => userRealNameLabel(row.realNameStatus),
    },
    {
      key: 'status',
      sortKey: 'status',
      header: t('columns.status'),
      cell: (row) => <UserStatusBadge status={row.status} />,
    },
    {
      key: 'restrictions',
      header: t('users.restrictions'),
      cell: (row) => <UserRestrictionBadges user={row} />,
    },
    {
      key: 'created',
      sortKey: 'createdAt',
      header: t('columns.createdAt'),
      cell: (row) => formatDateTime(row.createdAt),
    },
  ];
  return (
    <>
      <PageHeader title={t('nav.users')}>
        <UserFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </PageHeader>
      <DataTable
        caption={t('nav.users')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('users.detailTitle', { id: row.id })}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        sort={sort}
        onSortChange={setSort}
      />
      {openId !== null ? (
        <UserDrawer
          id={openId}
          onAction={(kind, view) => setAction({ kind, view })}
          onClose={() => {
            setOpenId(null);
            if (searchParams.has('id')) setSearchParams({}, { replace: true });
          }}
        />
      ) : null}
      {openId !== null && action ? (
        <UserActionDialog
          view={action.view}
          kind={action.kind}
          onClose={() => setAction(null)}
          onDone={() => setAction(null)}
        />
      ) : null}
    </>
  );
}
