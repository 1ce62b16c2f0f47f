import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { C2cOrderStatus } from '@exchange/contracts/http/c2c/c2c-common';
import { Badge } from '@exchange/ui/badge';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatAssetAmount, formatDateTime } from '@/lib/format';
import { orderStatusOptions, orderStatusText, orderStatusTone, userText } from './c2c-labels';
import { C2cOrderDrawer } from './c2c-order-drawer';
import { useC2cOrders } from './c2c-queries';
import type { AdminC2cOrder } from './c2c-queries';

/** A positive whole number from the URL (`?order=501`), or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The appeal queue by default (status 5); any other status, or all, shows the orders behind it, appeals first.
 * `?order=<id>` opens that order's drawer (the support desk links a C2C chat to its order).
 */
export function C2cOrdersPanel() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [status, setStatus] = useState(String(C2cOrderStatus.appealing));
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useC2cOrders(paging, status === '' ? undefined : Number(status));
  const [openId, setOpenId] = useState<number | null>(() => idParam(searchParams.get('order')));
  const columns: Column<AdminC2cOrder>[] = [
    { key: 'no', header: t('columns.no'), cell: (row) => <span dir="ltr">{row.no}</span> },
    { key: 'asset', header: t('c2c.column.asset'), cell: (row) => row.asset },
    {
      key: 'amount',
      header: t('columns.amount'),
      isNumeric: true,
      cell: (row) => formatAssetAmount(row.amount, row.asset),
    },
    {
      key: 'fiatAmount',
      header: t('c2c.column.fiatAmount'),
      isNumeric: true,
      cell: (row) => formatAssetAmount(row.fiatAmount, row.fiat),
    },
    { key: 'buyer', header: t('c2c.column.buyer'), cell: (row) => userText(row.buyer) },
    { key: 'seller', header: t('c2c.column.seller'), cell: (row) => userText(row.seller) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge tone={orderStatusTone(row.status)}>{orderStatusText(row.status)}</Badge>,
    },
    { key: 'created', header: t('columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="c2c-orders-heading">
      <h2 id="c2c-orders-heading" className="font-semibold">
        {t('c2c.ordersTitle')}
      </h2>
      <p className="text-sm text-muted">{t('c2c.ordersIntro')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('columns.status')}
          value={status}
          options={orderStatusOptions()}
          onChange={(event) => {
            setStatus(event.target.value);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
      </div>
      <DataTable
        caption={t('c2c.ordersTitle')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.no}
        onOpen={(row) => setOpenId(row.id)}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t(status === String(C2cOrderStatus.appealing) ? 'c2c.noAppeals' : 'c2c.noOrders')}
      />
      {openId === null ? null : (
        <C2cOrderDrawer
          orderId={openId}
          onClose={() => {
            setOpenId(null);
            if (searchParams.has('order')) setSearchParams({}, { replace: true });
          }}
        />
      )}
    </section>
  );
}
