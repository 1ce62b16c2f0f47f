import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ActionDialog } from '@/components/ui/action-dialog';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { useCan } from '@/lib/staff-session';
import { notify } from '@/lib/notify';
import { kindText, phaseText, ruleText, whenText } from './subscription-labels';
import { SubscriptionProjectEditor } from './subscription-project-editor';
import {
  PROJECTS_PAGE_SIZE,
  usePauseSubscriptionProject,
  useSubscriptionProjects,
  type AdminSubscriptionProject,
} from './subscription-queries';

/**
 * Subscriptions (issue 19 §2): every IEO / IPO project with its rule, window, phase and what was asked for; new
 * projects, terms of projects whose window has not opened, and pausing new orders with `markets.write`. Nothing here
 * sets an allotment or a price: the allotment is the published rule's, the listed price the price source's.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const [pageNo, setPageNo] = useState(1);
  const projects = useSubscriptionProjects(pageNo);
  const pause = usePauseSubscriptionProject();
  const [editing, setEditing] = useState<AdminSubscriptionProject | 'new' | null>(null);
  const [pausing, setPausing] = useState<AdminSubscriptionProject | null>(null);
  const columns: Column<AdminSubscriptionProject>[] = [
    { key: 'name', header: t('subscriptions.name'), cell: (row) => `${row.name} (${row.symbol})` },
    {
      key: 'kind',
      header: t('subscriptions.kind'),
      cell: (row) => `${kindText(row.kind)} · ${ruleText(row.rule)}`,
    },
    {
      key: 'phase',
      header: t('columns.status'),
      cell: (row) => (
        <span className="flex gap-1">
          <Badge tone={row.phase === 'open' ? 'success' : 'neutral'}>{phaseText(row.phase)}</Badge>
          {row.isPaused ? <Badge tone="danger">{t('subscriptions.paused')}</Badge> : null}
        </span>
      ),
    },
    { key: 'price', header: t('subscriptions.price'), cell: (row) => `${row.price} USDT`, isNumeric: true },
    {
      key: 'requested',
      header: t('subscriptions.requested'),
      cell: (row) => `${row.requestedQuantity} / ${row.totalSupply}`,
      isNumeric: true,
    },
    {
      key: 'window',
      header: t('subscriptions.window'),
      cell: (row) => `${whenText(row.startAt)} – ${whenText(row.endAt)}`,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: t('subscriptions.actions'),
            cell: (row: AdminSubscriptionProject) => (
              <span className="flex gap-2">
                {row.phase === 'upcoming' ? (
                  <Button
                    variant="secondary"
                    isSmall
                    aria-label={t('subscriptions.editOf', { name: row.name })}
                    onClick={() => setEditing(row)}
                  >
                    {t('subscriptions.edit')}
                  </Button>
                ) : null}
                {row.status === 0 ? (
                  <Button
                    variant="secondary"
                    isSmall
                    aria-label={t(row.isPaused ? 'subscriptions.resumeOf' : 'subscriptions.pauseOf', {
                      name: row.name,
                    })}
                    onClick={() => setPausing(row)}
                  >
                    {t(row.isPaused ? 'subscriptions.resume' : 'subscriptions.pause')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.subscriptions')} />
      <p className="text-sm text-muted">{t('subscriptions.intro')}</p>
      {canWrite ? (
        <Button className="self-start" onClick={() => setEditing('new')}>
          {t('subscriptions.new')}
        </Button>
      ) : null}
      <DataTable
        caption={t('subscriptions.caption')}
        columns={columns}
        query={projects}
        rowKey={(row) => row.id}
        emptyMessage={t('subscriptions.none')}
      />
      <Pagination
        paging={{ pageNo, pageSize: PROJECTS_PAGE_SIZE }}
        total={projects.data?.total ?? 0}
        isFetching={projects.isFetching}
        onChange={(paging) => setPageNo(paging.pageNo)}
      />
      {editing ? (
        <SubscriptionProjectEditor
          project={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {pausing ? (
        <ActionDialog
          title={t(pausing.isPaused ? 'subscriptions.resumeOf' : 'subscriptions.pauseOf', {
            name: pausing.name,
          })}
          summary={t(pausing.isPaused ? 'subscriptions.resumeSummary' : 'subscriptions.pauseSummary')}
          confirmLabel={t(pausing.isPaused ? 'subscriptions.resume' : 'subscriptions.pause')}
          confirmVariant={pausing.isPaused ? 'primary' : 'danger'}
          isPending={pause.isPending}
          onSubmit={() =>
            pause.mutate(
              { id: pausing.id, isPaused: !pausing.isPaused },
              {
                onSuccess: () => {
                  notify.success(t('subscriptions.saved', { name: pausing.name }));
                  setPausing(null);
                },
              },
            )
          }
          onClose={() => setPausing(null)}
        />
      ) : null}
    </div>
  );
}
