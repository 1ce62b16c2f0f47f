import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDecimal } from '@exchange/ui/format';
import { formatQuantity, formatQuotePrice } from '@/lib/market-format';
import { StockOrderType, orderTypeKey, sideKey, sideTextClass } from '../utils/stock-labels';
import { formatUsdt } from '../utils/stock-format';
import type { StockPreview, StockRequest } from '../utils/stock-ticket';

interface StockConfirmDialogProps {
  request: StockRequest;
  preview: StockPreview;
  priceAccuracy: number;
  transactionAccuracy: number;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation step: every field that is sent, as it is sent, and what it costs or brings. */
export function StockConfirmDialog(props: StockConfirmDialogProps) {
  const { t } = useTranslation();
  const { request, preview } = props;
  const { body } = request;
  const side = request.kind === 'sell' ? 1 : 0;
  const price = (value: string) => formatQuotePrice(value, props.priceAccuracy);
  const sent = (value: string, decimals: number) => formatDecimal(value, { decimals, minDecimals: 0 });
  const size =
    'amount' in body && body.amount !== undefined
      ? { label: t('stockTrade.confirm.amount'), value: `${sent(body.amount, 2)} USDT` }
      : body.quantity === undefined
        ? {
            label: t('stockTrade.confirm.quantity'),
            value: t('stockTrade.confirm.whole', {
              quantity: formatQuantity(preview.quantity, props.transactionAccuracy),
            }),
          }
        : { label: t('stockTrade.confirm.quantity'), value: sent(body.quantity, props.transactionAccuracy) };
  const items = [
    { label: t('stockTrade.confirm.symbol'), value: body.symbol, isLtr: true },
    {
      label: t('stockTrade.confirm.side'),
      value: <span className={sideTextClass(side)}>{t(sideKey(side))}</span>,
    },
    { label: t('stockTrade.confirm.type'), value: t(orderTypeKey(body.orderType)) },
    {
      label: t('stockTrade.confirm.price'),
      value:
        body.orderType === StockOrderType.limit && body.price !== undefined
          ? price(body.price)
          : t('stockTrade.confirm.atMarket', { price: price(preview.price) }),
    },
    { ...size, isLtr: true },
    { label: t('stockTrade.preview.fee'), value: `${formatUsdt(preview.fee)} USDT`, isLtr: true },
    {
      label: t(side === 1 ? 'stockTrade.preview.proceeds' : 'stockTrade.preview.total'),
      value: `${formatUsdt(preview.total)} USDT`,
      isLtr: true,
    },
  ];
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : props.onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(92vw,26rem)] flex-col gap-4 overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('stockTrade.confirm.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">
            {t(
              body.orderType === StockOrderType.limit
                ? 'stockTrade.confirm.limitNote'
                : 'stockTrade.confirm.marketNote',
            )}
          </AlertDialog.Description>
          <DetailList items={items} />
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('common.cancel')}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses('primary')}
              disabled={props.isSending}
              aria-busy={props.isSending || undefined}
              onClick={props.onConfirm}
            >
              {t('stockTrade.confirm.submit')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
