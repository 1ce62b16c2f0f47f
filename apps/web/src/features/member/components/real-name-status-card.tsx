import { useTranslation } from 'react-i18next';
import { RealNameStatus } from '@exchange/contracts/enums';
import { formatDateTime } from '@/lib/format-date-time';
import { RealNameStatusBadge } from './real-name-status-badge';

interface RealNameStatusCardProps {
  status: number;
  remark: string | null;
  submittedAt: number | null;
}

/** Where the verification stands: under review, verified, or rejected with the staff's remark. */
export function RealNameStatusCard({ status, remark, submittedAt }: RealNameStatusCardProps) {
  const { t, i18n } = useTranslation();
  const message =
    status === RealNameStatus.underReview
      ? t('verified.underReview')
      : status === RealNameStatus.verified
        ? t('verified.verifiedDone')
        : status === RealNameStatus.rejected
          ? remark
            ? t('verified.rejectedWithRemark', { remark })
            : t('verified.rejectedNoRemark')
          : t('verified.intro');
  return (
    <section
      aria-live="polite"
      className={`flex flex-col gap-2 rounded-2xl p-4 ${status === RealNameStatus.rejected ? 'bg-danger/10' : 'bg-surface-raised'}`}
    >
      <div className="flex items-center gap-2 text-sm">
        <span className="font-medium">{t('verified.statusLabel')}</span>
        <RealNameStatusBadge status={status} />
      </div>
      <p className="text-sm">{message}</p>
      {submittedAt && status !== RealNameStatus.none ? (
        <p className="text-xs text-muted">
          {t('verified.submittedAt', { date: formatDateTime(submittedAt, i18n.language) })}
        </p>
      ) : null}
    </section>
  );
}
