import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { VipLevelEditor } from './vip-level-editor';
import { percentText } from './vip-level-form';
import { useVipLevels } from './vip-queries';
import type { AdminVipLevel } from './vip-queries';

const VIP_LEVEL_MAX = 20;

/** The levels with their benefits, thresholds, price and switches; each opened in the editor (markets.write). */
export function VipLevelsPanel() {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const [editing, setEditing] = useState<AdminVipLevel | 'new' | null>(null);
  const rows = levels.data?.list ?? [];
  const nextNumber = rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.level)) + 1;
  const orNone = (value: string | number | null) => (value === null ? t('vip.none') : String(value));
  const columns: Column<AdminVipLevel>[] = [
    { key: 'name', header: t('vip.field.name'), cell: (row) => `${row.name} (${row.level})` },
    {
      key: 'maker',
      header: t('vip.field.makerFeeDiscount'),
      cell: (row) => percentText(row.makerFeeDiscount),
    },
    {
      key: 'taker',
      header: t('vip.field.takerFeeDiscount'),
      cell: (row) => percentText(row.takerFeeDiscount),
    },
    {
      key: 'limit',
      header: t('vip.field.withdrawalLimitMultiplier'),
      cell: (row) => `×${row.withdrawalLimitMultiplier}`,
    },
    {
      key: 'support',
      header: t('vip.field.hasPrioritySupport'),
      cell: (row) => t(row.hasPrioritySupport ? 'vip.on' : 'vip.off'),
    },
    { key: 'volume', header: t('vip.field.minVolume30d'), cell: (row) => orNone(row.minVolume30d) },
    { key: 'holdings', header: t('vip.field.minHoldings'), cell: (row) => orNone(row.minHoldings) },
    {
      key: 'price',
      header: t('vip.field.price'),
      cell: (row) =>
        row.isPurchasable ? t('vip.priceTerm', { price: row.price, days: row.termDays }) : t('vip.notSold'),
    },
    {
      key: 'apply',
      header: t('vip.field.isApplicable'),
      cell: (row) => t(row.isApplicable ? 'vip.on' : 'vip.off'),
    },
    {
      key: 'updated',
      header: t('vip.updated'),
      cell: (row) => `${formatDateTime(row.updatedAt)} · ${row.updatedBy}`,
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="vip-levels-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="vip-levels-heading" className="font-semibold">
          {t('vip.levelsTitle')}
        </h2>
        {canWrite && nextNumber <= VIP_LEVEL_MAX ? (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('vip.addTitle')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('vip.levelsIntro')}</p>
      <DataTable
        caption={t('vip.levelsTitle')}
        columns={columns}
        query={levels}
        rowKey={(row) => row.level}
        {...(canWrite ? { onOpen: (row: AdminVipLevel) => setEditing(row) } : {})}
        rowLabel={(row) => row.name}
        emptyMessage={t('vip.noLevels')}
      />
      {editing ? (
        <VipLevelEditor
          level={editing === 'new' ? null : editing}
          nextNumber={nextNumber}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
