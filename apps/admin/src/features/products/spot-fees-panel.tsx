import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-session';
import { feeRateText, savedAtText, usdtText } from './product-labels';
import { useSpotFeeRates } from './product-queries';
import type { SpotFeeRate } from './product-queries';
import { SpotFeeEditor } from './spot-fee-editor';

/** Every spot pair's maker and taker fee rates and minimum order value; each row editable with `markets.write`. */
export function SpotFeesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const rates = useSpotFeeRates();
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = rates.data?.list.find((row) => row.instrumentId === editingId) ?? null;
  const columns: Column<SpotFeeRate>[] = [
    { key: 'symbol', header: t('products.symbol'), cell: (row) => row.symbol },
    {
      key: 'listed',
      header: t('columns.status'),
      cell: (row) =>
        row.isListed ? (
          <Badge tone="success">{t('markets.listed')}</Badge>
        ) : (
          <Badge>{t('markets.unlisted')}</Badge>
        ),
    },
    { key: 'taker', header: t('products.takerFeeRate'), cell: (row) => feeRateText(row.takerFeeRate) },
    { key: 'maker', header: t('products.makerFeeRate'), cell: (row) => feeRateText(row.makerFeeRate) },
    {
      key: 'min',
      header: t('products.minNotionalShort'),
      cell: (row) => usdtText(row.minNotional),
      isNumeric: true,
    },
    { key: 'saved', header: t('products.savedAt'), cell: (row) => savedAtText(row.updatedAt) },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: t('products.edit'),
            cell: (row: SpotFeeRate) => (
              <Button
                variant="secondary"
                isSmall
                aria-label={t('products.editFeesOf', { symbol: row.symbol })}
                onClick={() => setEditingId(row.instrumentId)}
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
      <p className="text-sm text-muted">{t('products.spotFeesPanelIntro')}</p>
      <DataTable
        caption={t('products.spotFeesCaption')}
        columns={columns}
        query={rates}
        rowKey={(row) => row.instrumentId}
        emptyMessage={t('products.noSpotPairs')}
      />
      {editing ? <SpotFeeEditor row={editing} onClose={() => setEditingId(null)} /> : null}
    </section>
  );
}
