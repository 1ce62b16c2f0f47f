import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { NO_VALUE, formatQuantity, formatQuotePrice } from '@/lib/market-format';
import { formatUsdt } from '../utils/contract-format';
import type { ContractSpec } from '../utils/contract-types';
import type { TicketState } from '../utils/order-ticket';

/** What the order will cost and where the position would be liquidated, recomputed as the price ticks. */
export function TicketPreview({
  spec,
  state,
  priceDecimals,
}: {
  spec: ContractSpec;
  state: TicketState;
  /** The decimals prices show (`priceDecimalsOf`). */
  priceDecimals: number;
}) {
  const { t } = useTranslation();
  const { preview } = state;
  const usdt = (value: string | undefined) => (value === undefined ? NO_VALUE : `${formatUsdt(value)} USDT`);
  return (
    <section aria-label={t('contract.preview.label')} className="rounded-xl bg-surface-sunken px-3">
      <DetailList
        items={[
          {
            label: t('contract.preview.quantity'),
            value: `${formatQuantity(preview ? state.quantity : null, spec.transactionAccuracy)} ${spec.baseAsset}`,
            isLtr: true,
          },
          { label: t('contract.preview.notional'), value: usdt(preview?.notional), isLtr: true },
          { label: t('contract.preview.margin'), value: usdt(preview?.margin), isLtr: true },
          { label: t('contract.preview.fee'), value: usdt(preview?.fee), isLtr: true },
          { label: t('contract.preview.cost'), value: usdt(preview?.cost), isLtr: true },
          {
            label: t('contract.preview.liquidation'),
            value: formatQuotePrice(preview?.liquidationPrice, priceDecimals),
            isLtr: true,
          },
          {
            label: t('contract.preview.maxLeverage'),
            value: t('contract.ticket.leverageValue', { value: state.maxLeverage }),
            isLtr: true,
          },
        ]}
      />
    </section>
  );
}
