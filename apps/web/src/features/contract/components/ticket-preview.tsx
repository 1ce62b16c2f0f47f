import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { formatQuantity, formatQuotePrice } from '@/lib/market-format';
import { formatUsdt } from '../utils/contract-format';
import type { ContractSpec } from '../utils/contract-types';
import type { TicketState } from '../utils/order-ticket';

/** What the order will cost and where the position would be liquidated, recomputed as the price ticks. */
export function TicketPreview({ spec, state }: { spec: ContractSpec; state: TicketState }) {
  const { t } = useTranslation();
  const { preview } = state;
  const usdt = (value: string | undefined) => (value === undefined ? '—' : `${formatUsdt(value)} USDT`);
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
            value: formatQuotePrice(preview?.liquidationPrice, spec.priceAccuracy),
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
