import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import type { BuyFastContractRequest } from '../api/buy-fast-contract';
import { directionKey, directionTextClass } from '../utils/fast-status';
import { formatRate, formatUsdt } from '../utils/fast-format';
import type { FastPreview } from '../utils/fast-ticket';

interface FastConfirmDialogProps {
  request: BuyFastContractRequest;
  preview: FastPreview;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The confirmation step: exactly what is bought, and before anything moves, the payout when correct, the loss when wrong
 * and the implied house edge (ESMA's point: the odds are shown before each buy, not after).
 */
export function FastConfirmDialog({
  request,
  preview,
  isSending,
  onConfirm,
  onCancel,
}: FastConfirmDialogProps) {
  const { t } = useTranslation();
  const usdt = (value: string) => `${formatUsdt(value)} USDT`;
  const items = [
    { label: t('fast.confirm.symbol'), value: request.symbol, isLtr: true },
    {
      label: t('fast.confirm.direction'),
      value: (
        <span className={directionTextClass(request.direction)}>{t(directionKey(request.direction))}</span>
      ),
    },
    { label: t('fast.confirm.stake'), value: usdt(preview.stake), isLtr: true },
    { label: t('fast.confirm.period'), value: t('fast.seconds', { seconds: request.periodSeconds }) },
    { label: t('fast.confirm.payoutRate'), value: formatRate(preview.payoutRate), isLtr: true },
    {
      label: t('fast.preview.payoutIfWon'),
      value: <span className="text-up">{usdt(preview.payoutIfWon)}</span>,
      isLtr: true,
    },
    {
      label: t('fast.preview.lossIfWrong'),
      value: <span className="text-down">{usdt(preview.lossIfWrong)}</span>,
      isLtr: true,
    },
    { label: t('fast.preview.houseEdge'), value: formatRate(preview.houseEdge), isLtr: true },
  ];
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(92vw,26rem)] flex-col gap-4 overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t('fast.confirm.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">
            {t('fast.confirm.description', { seconds: request.periodSeconds })}
          </AlertDialog.Description>
          <DetailList items={items} />
          <p className="rounded-xl bg-surface-sunken px-3 py-2 text-xs text-muted">
            {t('fast.confirm.edgeNote', { edge: formatRate(preview.houseEdge) })}
          </p>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('common.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={isSending}
              aria-busy={isSending || undefined}
              onClick={onConfirm}
            >
              {t(request.direction === 0 ? 'fast.confirm.submitUp' : 'fast.confirm.submitDown')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
