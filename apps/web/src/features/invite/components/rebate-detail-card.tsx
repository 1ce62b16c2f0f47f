import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { formatDateTime } from '@/lib/format-date-time';
import type { RebateDetail } from '../api/invite-queries';
import { feeTypeName, formatAssetAmount, formatRate } from '../utils/invite-format';
import { RebateStatus, isCapped } from '../utils/invite-rules';

const STATUS = {
  [RebateStatus.pending]: { key: 'pending', tone: 'warning' },
  [RebateStatus.paid]: { key: 'paid', tone: 'success' },
  [RebateStatus.excluded]: { key: 'excluded', tone: 'danger' },
} as const satisfies Record<number, { key: string; tone: BadgeTone }>;

const statusOf = (status: number) => STATUS[status as keyof typeof STATUS] ?? STATUS[RebateStatus.pending];

/**
 * One rebate detail: the fee it came from (its ledger transfer, amount, business type and time), the rate applied,
 * what it gave and what was paid (capped when the day's cap cut it), its state with the reason when excluded, and the
 * payout transfer once paid.
 */
export function RebateDetailCard({ detail }: { detail: RebateDetail }) {
  const { t, i18n } = useTranslation();
  const status = statusOf(detail.status);
  const capped = isCapped(detail);
  const feeType = feeTypeName(detail.feeBusinessType);
  return (
    <article
      className="flex flex-col gap-2 rounded-2xl bg-surface-raised p-4"
      aria-label={t('invite.details.rowLabel', { day: detail.day, friend: detail.friend })}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{t(`invite.details.role.${detail.role}`)}</span>
        <Badge tone={status.tone}>{t(`invite.details.status.${status.key}`)}</Badge>
        {capped ? <Badge tone="warning">{t('invite.details.capped')}</Badge> : null}
        <span dir="ltr" className="ms-auto text-xs text-muted">
          {detail.day}
        </span>
      </header>
      {detail.exclusion !== null ? (
        <p className="text-sm text-danger">{t(`invite.details.exclusion.${detail.exclusion}`)}</p>
      ) : null}
      {capped ? <p className="text-sm text-warning">{t('invite.details.cappedNote')}</p> : null}
      <DetailList
        items={[
          { label: t('invite.details.friend'), value: detail.friend },
          {
            label: t('invite.details.fee'),
            value: formatAssetAmount(detail.feeAmount, detail.asset),
            isLtr: true,
          },
          {
            label: t('invite.details.feeType'),
            value: t(`invite.details.feeTypes.${feeType}`, { code: detail.feeBusinessType }),
          },
          { label: t('invite.details.feeTime'), value: formatDateTime(detail.feeAt, i18n.language) },
          { label: t('invite.details.feeTransfer'), value: detail.feeTransferId, isLtr: true },
          { label: t('invite.details.rate'), value: formatRate(detail.rate), isLtr: true },
          {
            label: t('invite.details.amount'),
            value: formatAssetAmount(detail.amount, detail.asset),
            isLtr: true,
          },
          {
            label: t('invite.details.paid'),
            value: formatAssetAmount(detail.paidAmount, detail.asset),
            isLtr: true,
          },
          { label: t('invite.details.payoutTransfer'), value: detail.payoutTransferId, isLtr: true },
        ]}
      />
    </article>
  );
}
