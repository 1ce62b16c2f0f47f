import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { OrderType } from '@exchange/contracts/enums';
import { buttonClasses } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDecimal } from '@exchange/ui/format';
import { formatQuotePrice } from '@/lib/market-format';
import { USDT_DECIMALS, formatUsdt } from '../utils/contract-format';
import { marginModeKey, orderTypeKey, sideKey, sideTextClass } from '../utils/contract-labels';
import type { ContractSpec } from '../utils/contract-types';
import type { TicketRequest } from '../utils/order-ticket';
import type { OrderPreview } from '@exchange/domain/contract/order-preview';

interface TicketConfirmDialogProps {
  spec: ContractSpec;
  /** The decimals prices show (`priceDecimalsOf`). */
  priceDecimals: number;
  request: TicketRequest;
  preview: OrderPreview | null;
  /** The last price a market order is expected to fill at. */
  lastPrice: string | null;
  isSending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation step: every field that will be sent, as it will be sent, and what it will cost. */
export function TicketConfirmDialog(props: TicketConfirmDialogProps) {
  const { t } = useTranslation();
  const { spec, request } = props;
  const { body } = request;
  const price = (value: string | null | undefined) => formatQuotePrice(value, props.priceDecimals);
  // What is typed and sent, grouped but with no decimals added: exactly the body's value.
  const sent = (value: string, decimals: number) => formatDecimal(value, { decimals, minDecimals: 0 });
  const items = [
    { label: t('contract.confirm.symbol'), value: body.symbol, isLtr: true },
    {
      label: t('contract.confirm.side'),
      value: <span className={sideTextClass(body.direction)}>{t(sideKey(body.direction))}</span>,
    },
    { label: t('contract.confirm.type'), value: t(orderTypeKey(body.orderType)) },
    {
      label: t('contract.confirm.price'),
      value:
        body.orderType === OrderType.limit
          ? price(body.price)
          : t('contract.confirm.atMarket', { price: price(props.lastPrice) }),
      isLtr: body.orderType === OrderType.limit,
    },
    request.kind === 'quantity'
      ? {
          label: t('contract.confirm.quantity'),
          value: `${sent(request.body.quantity, spec.transactionAccuracy)} ${spec.baseAsset}`,
          isLtr: true,
        }
      : {
          label: t('contract.confirm.margin'),
          value: `${sent(request.body.earnestMoney, USDT_DECIMALS)} USDT`,
          isLtr: true,
        },
    {
      label: t('contract.confirm.leverage'),
      value: t('contract.ticket.leverageValue', { value: body.lever }),
    },
    { label: t('contract.confirm.marginMode'), value: t(marginModeKey(body.marginMode)) },
    ...(body.stopProfitPrice
      ? [{ label: t('contract.ticket.takeProfit'), value: price(body.stopProfitPrice), isLtr: true }]
      : []),
    ...(body.stopLossPrice
      ? [{ label: t('contract.ticket.stopLoss'), value: price(body.stopLossPrice), isLtr: true }]
      : []),
    { label: t('contract.preview.cost'), value: `${formatUsdt(props.preview?.cost)} USDT`, isLtr: true },
  ];
  return (
    <AlertDialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : props.onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(92vw,26rem)] flex-col gap-4 overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            {t('contract.confirm.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">
            {t('contract.confirm.description')}
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
              {t('contract.confirm.submit')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
