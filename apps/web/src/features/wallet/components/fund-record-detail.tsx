import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import type { FundRecord } from '../api/list-fund-records';
import { useAmountDisplay } from './amount-display';
import { signedAmount, useBusinessTypeLabel } from './fund-record-row';

const RECORD_TYPE_NAMES: Readonly<Record<number, 'add' | 'subtract' | 'swap' | 'transfer'>> = {
  1: 'add',
  2: 'subtract',
  4: 'swap',
  5: 'transfer',
};

/** One fund record: its business type in words, the signed amount, wallet, time and references. */
export function FundRecordDetail({ record }: { record: FundRecord }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const businessLabel = useBusinessTypeLabel();
  const typeName = RECORD_TYPE_NAMES[record.type];
  const amount = signedAmount(record.amount, display.coin(record.amount.replace(/^-/, '')));
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col items-center gap-1 rounded-2xl bg-surface-raised p-6 text-center">
        <h2 className="text-sm text-muted">{businessLabel(record.businessType)}</h2>
        <p dir="ltr" data-testid="record-amount" className="text-2xl font-semibold tabular-nums">
          {amount} {record.coin}
        </p>
      </section>
      <DetailList
        variant="card"
        items={[
          { label: t('fundRecords.detail.businessType'), value: businessLabel(record.businessType) },
          {
            label: t('fundRecords.detail.recordType'),
            value: typeName ? t(`fundRecords.types.${typeName}`) : String(record.type),
          },
          { label: t('fundRecords.detail.wallet'), value: t(`funds.wallets.${record.wallet}`) },
          { label: t('fundRecords.detail.coin'), value: record.coin },
          {
            label: t('fundRecords.detail.kind'),
            value: record.isHold
              ? t('fundRecords.detail.holdMovement')
              : t('fundRecords.detail.balanceMovement'),
          },
          { label: t('fundRecords.detail.time'), value: display.time(record.createdAt), isLtr: true },
          ...(record.ref
            ? [{ label: t('fundRecords.detail.reference'), value: record.ref, isLtr: true }]
            : []),
          { label: t('fundRecords.detail.id'), value: record.id, isLtr: true },
        ]}
      />
    </div>
  );
}
