import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@exchange/contracts/http/vip/index';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDateTime } from '@/lib/format-date-time';
import { formatDiscount, formatMultiplier, formatUsdt } from '../utils/vip-format';

interface VipBuyDialogProps {
  level: VipLevel;
  /** The end of the caller's active term of this level: the new term starts there. */
  currentEndsAt: number | null;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const DAY_MS = 86_400_000;

/** The confirmation: what is paid (from the spot wallet's USDT), for how long, and what the level gives. */
export function VipBuyDialog({ level, currentEndsAt, isSending, onConfirm, onCancel }: VipBuyDialogProps) {
  const { t, i18n } = useTranslation();
  // The time the dialog opened: the term the user confirms starts then (or at the end of their current term).
  const [openedAt] = useState(() => Date.now());
  const startsAt = currentEndsAt ?? openedAt;
  const endsAt = startsAt + (level.termDays ?? 0) * DAY_MS;
  const items = [
    { label: t('vip.confirm.level'), value: level.name },
    {
      label: t('vip.confirm.price'),
      value: level.price === null ? null : formatUsdt(level.price),
      isLtr: true,
    },
    { label: t('vip.confirm.term'), value: t('vip.buy.term', { days: level.termDays }) },
    { label: t('vip.confirm.until'), value: formatDateTime(endsAt, i18n.language) },
    { label: t('vip.benefit.makerDiscount'), value: formatDiscount(level.makerFeeDiscount), isLtr: true },
    { label: t('vip.benefit.takerDiscount'), value: formatDiscount(level.takerFeeDiscount), isLtr: true },
    {
      label: t('vip.benefit.withdrawalLimit'),
      value: formatMultiplier(level.withdrawalLimitMultiplier),
      isLtr: true,
    },
    { label: t('vip.benefit.prioritySupport'), value: level.hasPrioritySupport ? t('vip.yes') : t('vip.no') },
  ];
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(92vw,26rem)] flex-col gap-4 overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t('vip.confirm.title')}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">
            {currentEndsAt === null ? t('vip.confirm.description') : t('vip.confirm.extends')}
          </AlertDialog.Description>
          <DetailList items={items} />
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
              {t('vip.confirm.submit', { price: level.price === null ? '' : formatUsdt(level.price) })}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
