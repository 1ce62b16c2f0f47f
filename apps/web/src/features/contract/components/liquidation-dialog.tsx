import { AlertDialog } from 'radix-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { buttonClasses } from '@exchange/ui/button';
import { formatPrice } from '@exchange/ui/format';
import { navigateTo } from '@/lib/navigation';
import { contractKeys } from '../api/query-keys';
import { useLiquidationNoticeStore } from '../stores/liquidation-notice-store';
import { formatUsdt } from '../utils/contract-format';

/**
 * "Forced liquidation" (spec §7): which positions were closed, at what mark price, and the margin lost. Blocking
 * until read; "View orders" opens the order history, where the liquidation orders are.
 */
export function LiquidationDialog() {
  const { t } = useTranslation();
  const notice = useLiquidationNoticeStore((state) => state.notice);
  const hide = useLiquidationNoticeStore((state) => state.dismiss);
  const queryClient = useQueryClient();
  if (!notice) return null;
  // Closing reads the positions again: the list under the dialog must not keep a position the engine closed, even
  // if a refetch the push asked for was lost (a socket reconnect, a remount).
  const dismiss = () => {
    hide();
    void queryClient.invalidateQueries({ queryKey: contractKeys.all });
  };
  const symbols = [...new Set(notice.positions.map((position) => position.symbol))].join(', ');
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : dismiss())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit w-[min(92vw,24rem)] flex-col gap-4 rounded-2xl bg-surface-raised p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-danger">
            {t('contract.notice.liquidationTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="flex flex-col gap-2 text-sm">
            <span>{t('contract.notice.liquidation', { symbols, price: formatPrice(notice.markPrice) })}</span>
            <span className="font-semibold" data-testid="liquidation-lost">
              {t('contract.notice.lost', { amount: formatUsdt(notice.forfeited) })}
            </span>
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('contract.notice.dismiss')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('primary')}
              onClick={() => navigateTo(`${paths.order.path}?scope=history`)}
            >
              {t('contract.notice.viewOrders')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
