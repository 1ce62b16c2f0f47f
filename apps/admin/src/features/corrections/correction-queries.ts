import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  adminApproveCorrection,
  adminPageCorrections,
  adminProposeCorrection,
  adminRejectCorrection,
  CorrectionDirection,
  CorrectionStatus,
} from '@exchange/contracts/http/admin/index';
import type { OperationBody, OperationQuery, OperationResponse } from '@exchange/contracts/http/operation';
import type { ReviewAction } from '@/components/review-action-dialog';
import { callOperation } from '@/lib/api-client';
import { isDecimalString } from '@exchange/domain/decimal';
import { formatAmount } from '@/lib/format';

export type CorrectionPageQuery = OperationQuery<typeof adminPageCorrections>;
/** The columns the server can sort this list by. */
export type CorrectionSortKey = NonNullable<CorrectionPageQuery['sortBy']>;
export type Correction = OperationResponse<typeof adminApproveCorrection>;
export type CorrectionProposal = OperationBody<typeof adminProposeCorrection>;
export type CorrectionActionKind = 'approve' | 'reject';

const CORRECTIONS_KEY = ['corrections'] as const;

export function useCorrectionPage(query: CorrectionPageQuery) {
  return useQuery({
    queryKey: [...CORRECTIONS_KEY, 'page', query],
    queryFn: () => callOperation(adminPageCorrections, { query }),
    placeholderData: (previous) => previous,
  });
}

export function useProposeCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionProposal) => callOperation(adminProposeCorrection, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CORRECTIONS_KEY }),
  });
}

export function useCorrectionAction(correction: Correction) {
  const queryClient = useQueryClient();
  const id = correction.id;
  return useMutation({
    mutationFn: (action: ReviewAction) =>
      action.kind === 'approve'
        ? callOperation(adminApproveCorrection, { body: { id } })
        : callOperation(adminRejectCorrection, { body: { id, remark: action.remark } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CORRECTIONS_KEY }),
  });
}

/** What a correction moves, as in the dialogs. */
export interface LedgerMove {
  userId: number | string;
  wallet: string;
  asset: string;
  houseAccount: string;
  direction: number;
  amount: string;
  reason: string;
}

/**
 * The ledger move in one sentence: "Credit user 100001 spot wallet 50 USDT from house account adjustments — reason:
 * …" (a debit goes to the house account). Blank parts show as '—' while a form is being filled in.
 */
export function ledgerMoveText(move: LedgerMove): string {
  const values = {
    userId: String(move.userId).trim() || '—',
    wallet: move.wallet || '—',
    asset: move.asset.trim().toUpperCase() || '—',
    houseAccount: move.houseAccount || '—',
    // A stored or typed amount that reads as a decimal shows grouped; anything else as typed.
    amount: isDecimalString(move.amount) ? formatAmount(move.amount) : move.amount.trim() || '—',
    reason: move.reason.trim() || '—',
  };
  return move.direction === CorrectionDirection.debit
    ? i18next.t('corrections.debitMove', values)
    : i18next.t('corrections.creditMove', values);
}

const STATUS_KEYS = {
  [CorrectionStatus.waiting]: 'corrections.statusWaiting',
  [CorrectionStatus.applied]: 'corrections.statusApplied',
  [CorrectionStatus.rejected]: 'status.rejected',
} as const;

export function correctionStatusLabel(status: number): string {
  const key = STATUS_KEYS[status as keyof typeof STATUS_KEYS];
  return key ? i18next.t(key) : String(status);
}

export function correctionStatusOptions(): { value: string; label: string }[] {
  return [
    { value: '', label: i18next.t('status.all') },
    ...Object.values(CorrectionStatus).map((status) => ({
      value: String(status),
      label: correctionStatusLabel(status),
    })),
  ];
}
