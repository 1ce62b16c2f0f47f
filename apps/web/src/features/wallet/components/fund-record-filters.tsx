import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SelectField } from '@exchange/ui/select-field';
import { FUND_RECORD_TYPES } from '../api/list-fund-records';
import type { FundRecordType } from '../api/list-fund-records';

const TYPE_NAMES: Readonly<Record<FundRecordType, 'all' | 'add' | 'subtract' | 'swap' | 'transfer'>> = {
  3: 'all',
  1: 'add',
  2: 'subtract',
  4: 'swap',
  5: 'transfer',
};

export function parseFundRecordType(value: string | null): FundRecordType {
  return FUND_RECORD_TYPES.find((type) => String(type) === value) ?? 3;
}

/** The record-type tabs of spec §3 (all, in, out, swap, transfer) and the coin filter. */
export function FundRecordFilters({
  type,
  coin,
  coins,
  onChange,
}: {
  type: FundRecordType;
  coin: string;
  coins: readonly string[];
  onChange: (next: { type: FundRecordType; coin: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:flex-1">
        <SegmentedControl
          label={t('fundRecords.typeLabel')}
          value={String(type)}
          onChange={(value) => onChange({ type: parseFundRecordType(value), coin })}
          options={FUND_RECORD_TYPES.map((value) => ({
            value: String(value),
            label: t(`fundRecords.types.${TYPE_NAMES[value]}`),
          }))}
        />
      </div>
      <SelectField
        label={t('fundRecords.coinFilter')}
        className="sm:w-48"
        value={coin}
        onChange={(event) => onChange({ type, coin: event.target.value })}
        options={[
          { value: '', label: t('fundRecords.allCoins') },
          ...coins.map((value) => ({ value, label: value })),
        ]}
      />
    </div>
  );
}
