import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import { blockRateText, lockupText, offerStatusText, quantityText } from './block-offer-labels';
import { BlockOfferEditor } from './block-offer-editor';
import { useBlockOffers } from './block-offer-queries';
import type { AdminBlockOffer } from './block-offer-queries';

/**
 * Block offers (issue 19 §3): each offer's disclosed rate to the live price, size limits, what was sold, the lock-up
 * and whether it is active; new offers and changes with `markets.write`. No price is set here.
 */
export function BlockOffersPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const offers = useBlockOffers();
  const [editing, setEditing] = useState<AdminBlockOffer | 'new' | null>(null);
  const columns: Column<AdminBlockOffer>[] = [
    { key: 'symbol', header: t('products.symbol'), cell: (row) => row.symbol },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <Badge tone={row.status === 1 ? 'success' : 'neutral'}>{offerStatusText(row.status)}</Badge>
      ),
    },
    { key: 'rate', header: t('products.blockRate'), cell: (row) => blockRateText(row.rate) },
    {
      key: 'limits',
      header: t('products.blockLimits'),
      cell: (row) =>
        `${quantityText(row.minQuantity, row.baseAsset)} – ${quantityText(row.maxQuantity, row.baseAsset)}`,
    },
    {
      key: 'sold',
      header: t('products.blockSold'),
      cell: (row) =>
        `${quantityText(row.soldQuantity, row.baseAsset)} / ${quantityText(row.totalQuantity, row.baseAsset)}`,
      isNumeric: true,
    },
    { key: 'lockup', header: t('products.blockLockup'), cell: (row) => lockupText(row.lockupSeconds) },
    {
      key: 'locked',
      header: t('products.blockLockedOrders'),
      cell: (row) => String(row.lockedOrderCount),
      isNumeric: true,
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: t('products.edit'),
            cell: (row: AdminBlockOffer) => (
              <Button
                variant="secondary"
                isSmall
                aria-label={t('products.blockEditOf', { symbol: row.symbol, id: row.id })}
                onClick={() => setEditing(row)}
              >
                {t('products.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('products.blockPanelIntro')}</p>
      {canWrite ? (
        <Button className="self-start" onClick={() => setEditing('new')}>
          {t('products.blockNew')}
        </Button>
      ) : null}
      <DataTable
        caption={t('products.blockCaption')}
        columns={columns}
        query={offers}
        rowKey={(row) => row.id}
        emptyMessage={t('products.blockNone')}
      />
      {editing ? (
        <BlockOfferEditor offer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
