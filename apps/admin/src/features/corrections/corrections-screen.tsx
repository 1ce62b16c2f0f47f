import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionStatus, StaffPermission } from '@exchange/contracts/http/admin/index';
import { amountColumn, useReviewColumns } from '@/components/review-columns';
import { ReviewQueue } from '@/components/review-queue';
import { Button } from '@exchange/ui/button';
import type { Column } from '@/components/ui/data-table';
import { useReviewQueue } from '@/components/use-review-queue';
import { useCan } from '@/lib/staff-session';
import { CorrectionActionDialog } from './correction-action-dialog';
import { CorrectionDrawer } from './correction-drawer';
import { CorrectionStatusBadge } from './correction-status-badge';
import { correctionStatusOptions, useCorrectionPage } from './correction-queries';
import type { Correction, CorrectionActionKind, CorrectionSortKey } from './correction-queries';
import { ProposeCorrectionDialog } from './propose-correction-dialog';
import { formatAssetAmount } from '@/lib/format';

/** Balance corrections: one account proposes a ledger transfer against a house account, another approves it. */
export function CorrectionsScreen() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.correctionsWrite);
  const queue = useReviewQueue<CorrectionSortKey, CorrectionActionKind>(String(CorrectionStatus.waiting));
  const [isProposing, setIsProposing] = useState(false);
  const page = useCorrectionPage(queue.query);
  const shared = useReviewColumns<Correction>((row) => <CorrectionStatusBadge status={row.status} />);
  const columns: Column<Correction, CorrectionSortKey>[] = [
    { key: 'id', sortKey: 'id', header: t('columns.id'), cell: (row) => row.id },
    shared.user,
    amountColumn(
      t('columns.amount'),
      (row) => `${row.direction === -1 ? '−' : '+'}${formatAssetAmount(row.amount, row.asset)}`,
    ),
    { key: 'wallet', header: t('corrections.wallet'), cell: (row) => row.wallet },
    { key: 'house', header: t('corrections.houseAccount'), cell: (row) => row.houseAccount },
    shared.status,
    {
      key: 'proposedBy',
      header: t('corrections.proposedBy'),
      cell: (row) => row.proposedByName ?? row.proposedBy,
    },
    shared.created,
  ];
  return (
    <>
      <ReviewQueue
        title={t('nav.corrections')}
        queue={queue}
        page={page}
        columns={columns}
        rowLabel={(row) => t('corrections.detailTitle', { id: row.id })}
        statusOptions={correctionStatusOptions()}
        headerActions={
          canWrite ? <Button onClick={() => setIsProposing(true)}>{t('corrections.propose')}</Button> : null
        }
        renderDrawer={(row, onAction, onClose) => (
          <CorrectionDrawer correction={row} onAction={onAction} onClose={onClose} />
        )}
        renderActionDialog={(row, kind, onClose, onDone) => (
          <CorrectionActionDialog correction={row} kind={kind} onClose={onClose} onDone={onDone} />
        )}
      />
      {isProposing ? (
        <ProposeCorrectionDialog onClose={() => setIsProposing(false)} onDone={() => setIsProposing(false)} />
      ) : null}
    </>
  );
}
