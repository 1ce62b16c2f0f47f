import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/staff-session';
import { AiProductEditor } from './ai-product-editor';
import { useAiProducts, useSetAiProductStatus } from './ai-product-queries';
import type { AdminAiProduct } from './ai-product-queries';

/**
 * AI products (issue 19 §1): each strategy's rules for new orders, status and running orders; new products, edits
 * and pause/resume with `markets.write` (each reviewed, then audited). No price or return is set here, and running
 * orders keep the terms they bought.
 */
export function AiProductsPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const products = useAiProducts();
  const setStatus = useSetAiProductStatus();
  const [editing, setEditing] = useState<AdminAiProduct | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminAiProduct | null>(null);
  const statusText = (status: number) => t(status === 1 ? 'products.blockActive' : 'products.blockPaused');
  const columns: Column<AdminAiProduct>[] = [
    { key: 'name', header: t('products.ai.name'), cell: (row) => row.name },
    {
      key: 'kind',
      header: t('products.ai.kind'),
      cell: (row) => t(row.terms.kind === 0 ? 'products.ai.kindGrid' : 'products.ai.kindDca'),
    },
    { key: 'symbol', header: t('products.symbol'), cell: (row) => row.terms.symbol },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge tone={row.status === 1 ? 'success' : 'neutral'}>{statusText(row.status)}</Badge>,
    },
    { key: 'version', header: t('products.ai.version'), cell: (row) => String(row.version), isNumeric: true },
    {
      key: 'limits',
      header: t('products.ai.limits'),
      cell: (row) => `${row.minAmount} – ${row.maxAmount} USDT`,
    },
    {
      key: 'fees',
      header: t('products.ai.fees'),
      cell: (row) => `${row.terms.managementFeeRate} / ${row.terms.earlyExitFeeRate}`,
    },
    {
      key: 'running',
      header: t('products.ai.running'),
      cell: (row) => String(row.runningOrderCount),
      isNumeric: true,
    },
    ...(canWrite
      ? [
          {
            key: 'edit',
            header: t('products.edit'),
            cell: (row: AdminAiProduct) => (
              <span className="flex gap-2">
                <Button
                  variant="secondary"
                  isSmall
                  aria-label={t('products.ai.editOf', { name: row.name })}
                  onClick={() => setEditing(row)}
                >
                  {t('products.edit')}
                </Button>
                <Button
                  variant={row.status === 1 ? 'danger' : 'secondary'}
                  isSmall
                  onClick={() => setToggling(row)}
                >
                  {t(row.status === 1 ? 'products.ai.pause' : 'products.ai.resume')}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('products.ai.panelIntro')}</p>
      {canWrite ? (
        <Button className="self-start" onClick={() => setEditing('new')}>
          {t('products.ai.new')}
        </Button>
      ) : null}
      <DataTable
        caption={t('products.ai.caption')}
        columns={columns}
        query={products}
        rowKey={(row) => row.id}
        emptyMessage={t('products.ai.none')}
      />
      {editing ? (
        <AiProductEditor product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {toggling ? (
        <ActionDialog
          title={t(toggling.status === 1 ? 'products.ai.pauseTitle' : 'products.ai.resumeTitle', {
            name: toggling.name,
          })}
          summary={t(toggling.status === 1 ? 'products.ai.pauseSummary' : 'products.ai.resumeSummary')}
          confirmLabel={t('markets.saveChanges')}
          confirmVariant={toggling.status === 1 ? 'danger' : 'primary'}
          isPending={setStatus.isPending}
          onSubmit={() =>
            setStatus.mutate(
              { id: toggling.id, status: toggling.status === 1 ? 0 : 1 },
              {
                onSuccess: () => {
                  notify.success(t('products.ai.done', { name: toggling.name }));
                  setToggling(null);
                },
              },
            )
          }
          onClose={() => setToggling(null)}
        >
          <ChangesTable
            caption={t('columns.status')}
            rows={[
              {
                label: t('columns.status'),
                before: statusText(toggling.status),
                after: statusText(toggling.status === 1 ? 0 : 1),
              },
            ]}
          />
        </ActionDialog>
      ) : null}
    </section>
  );
}
