import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { ReviewDecisionButtons } from '@/components/review-decision-buttons';
import { Badge } from '@exchange/ui/badge';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatDateTime } from '@/lib/format';
import { realNameStatusLabel } from '@/lib/labels';
import { useCan } from '@/lib/staff-session';
import { DocumentImage } from './document-image';
import { REAL_NAME_UNDER_REVIEW } from './real-name-queries';
import type { RealNameSubmission } from './real-name-queries';

interface RealNameDrawerProps {
  submission: RealNameSubmission;
  onAction: (kind: 'approve' | 'reject') => void;
  onClose: () => void;
}

export function RealNameDrawer({ submission, onAction, onClose }: RealNameDrawerProps) {
  const { t } = useTranslation();
  const canReview = useCan(StaffPermission.realNameReview) && submission.status === REAL_NAME_UNDER_REVIEW;
  const contact = [
    submission.email,
    submission.phone ? `${submission.areaCode ?? ''} ${submission.phone}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Drawer
      title={t('realNames.detailTitle', { id: submission.id })}
      onClose={onClose}
      footer={canReview ? <ReviewDecisionButtons onAction={onAction} /> : null}
    >
      <div className="flex flex-col gap-5">
        <DetailList
          items={[
            { label: t('columns.userId'), value: submission.userId },
            { label: t('realNames.nickname'), value: submission.nickname },
            { label: t('realNames.contact'), value: contact || '—' },
            { label: t('realNames.realName'), value: submission.realName },
            { label: t('realNames.nationality'), value: submission.nationality },
            {
              label: t('realNames.document'),
              value: `${submission.documentType} ${submission.documentNumber}`,
            },
            { label: t('columns.status'), value: <Badge>{realNameStatusLabel(submission.status)}</Badge> },
            { label: t('common.remark'), value: submission.remark ?? '—' },
            { label: t('columns.createdAt'), value: formatDateTime(submission.createdAt) },
            {
              label: t('columns.reviewedAt'),
              value: submission.reviewedAt
                ? `${formatDateTime(submission.reviewedAt)} (${submission.reviewedBy ?? '—'})`
                : '—',
            },
          ]}
        />
        <div className="grid gap-3 lg:grid-cols-2">
          <DocumentImage submissionId={submission.id} side="front" />
          <DocumentImage submissionId={submission.id} side="back" />
        </div>
      </div>
    </Drawer>
  );
}
