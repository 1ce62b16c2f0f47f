import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Badge } from '@exchange/ui/badge';
import { ChevronEndIcon } from '@/components/ui/icons';
import type { FundRecord } from '../api/list-fund-records';
import { businessTypeName } from '../utils/business-types';
import { useAmountDisplay } from './amount-display';

export function fundRecordHref(id: string): string {
  return `${paths.fundsTradingHistoryDetail.path}?${new URLSearchParams({ id }).toString()}`;
}

/** The business type of a record in words (`Transfer`, `Flash exchange`, `Other (1234)`). */
export function useBusinessTypeLabel() {
  const { t } = useTranslation();
  return (code: number) => t(`fundRecords.business.${businessTypeName(code)}`, { code });
}

/** `+1.5` / `-0.25` from the amount and its formatted magnitude: the sign always shows, so in and out read at a glance. */
export function signedAmount(amount: string, formatted: string): string {
  if (formatted === '******') return formatted;
  return amount.startsWith('-') ? `-${formatted}` : `+${formatted}`;
}

/** One fund record: what it was, in which wallet, when, and the signed amount; opens its detail. */
export function FundRecordRow({ record }: { record: FundRecord }) {
  const { t } = useTranslation();
  const display = useAmountDisplay();
  const businessLabel = useBusinessTypeLabel();
  const isOut = record.amount.startsWith('-');
  return (
    <li data-record-id={record.id}>
      <Link
        to={fundRecordHref(record.id)}
        className="flex items-center gap-3 px-4 py-3 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2 text-sm font-medium">
            {businessLabel(record.businessType)}
            {record.isHold ? <Badge>{t('fundRecords.hold')}</Badge> : null}
          </span>
          <span className="text-xs text-muted">
            {t(`funds.wallets.${record.wallet}`)} · <span dir="ltr">{display.time(record.createdAt)}</span>
          </span>
        </span>
        <span
          dir="ltr"
          data-testid="record-amount"
          className={clsx('text-sm font-semibold tabular-nums', isOut ? 'text-text' : 'text-success')}
        >
          {signedAmount(record.amount, display.coin(record.amount.replace(/^-/, '')))} {record.coin}
        </span>
        <ChevronEndIcon className="text-muted" />
      </Link>
    </li>
  );
}
