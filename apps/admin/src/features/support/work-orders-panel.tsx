import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { Drawer } from '@/components/ui/drawer';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { useWorkOrders } from './desk-queries';
import type { AdminWorkOrder, WorkOrderStatus } from './desk-queries';
import { workOrderStatusOptions, workOrderStatusText, workOrderStatusTone } from './support-labels';
import { WorkOrderReplyDialog } from './work-order-reply-dialog';

function WorkOrderDrawer({ order, onClose }: { order: AdminWorkOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const canAnswer = useCan(StaffPermission.chatAnswer);
  const [isReplying, setIsReplying] = useState(false);
  const footer =
    canAnswer && order.status !== 'closed' ? (
      <Button onClick={() => setIsReplying(true)}>{t('support.workOrder.reply')}</Button>
    ) : null;
  return (
    <>
      <Drawer title={t('support.workOrder.detailTitle', { id: order.id })} onClose={onClose} footer={footer}>
        <DetailList
          items={[
            { label: t('support.workOrder.titleLabel'), value: order.title },
            {
              label: t('columns.status'),
              value: (
                <Badge tone={workOrderStatusTone(order.status)}>{workOrderStatusText(order.status)}</Badge>
              ),
            },
            { label: t('support.customer.userId'), value: order.userId, isLtr: true },
            { label: t('support.workOrder.conversation'), value: order.groupId ?? '—', isLtr: true },
            { label: t('columns.createdAt'), value: formatDateTime(order.createdAt) },
            { label: t('support.workOrder.updatedAt'), value: formatDateTime(order.updatedAt) },
          ]}
        />
        <h3 className="mt-4 text-sm font-semibold">{t('support.workOrder.content')}</h3>
        <p className="text-sm break-words whitespace-pre-wrap">{order.content}</p>
        <h3 className="mt-4 text-sm font-semibold">{t('support.workOrder.replyLabel')}</h3>
        <p className="text-sm break-words whitespace-pre-wrap">
          {order.reply ?? t('support.workOrder.noReply')}
        </p>
      </Drawer>
      {isReplying ? (
        <WorkOrderReplyDialog
          order={order}
          onClose={() => setIsReplying(false)}
          onDone={() => {
            setIsReplying(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}

/** Work orders (tickets customers open, answered later), open ones first, by status. */
export function WorkOrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useWorkOrders(paging, status === '' ? undefined : (status as WorkOrderStatus));
  const [open, setOpen] = useState<AdminWorkOrder | null>(null);
  const columns: Column<AdminWorkOrder>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'title', header: t('support.workOrder.titleLabel'), cell: (row) => row.title },
    { key: 'user', header: t('support.customer.userId'), cell: (row) => row.userId },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge tone={workOrderStatusTone(row.status)}>{workOrderStatusText(row.status)}</Badge>,
    },
    {
      key: 'updated',
      header: t('support.workOrder.updatedAt'),
      cell: (row) => formatDateTime(row.updatedAt),
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="support-work-orders-heading">
      <h2 id="support-work-orders-heading" className="font-semibold">
        {t('support.tabs.workOrders')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('columns.status')}
          value={status}
          options={workOrderStatusOptions()}
          onChange={(event) => {
            setStatus(event.target.value);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </div>
      <DataTable
        caption={t('support.tabs.workOrders')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => t('support.workOrder.detailTitle', { id: row.id })}
        onOpen={setOpen}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('support.workOrder.empty')}
      />
      {open ? <WorkOrderDrawer order={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
