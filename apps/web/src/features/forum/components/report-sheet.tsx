import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { notify } from '@/lib/notify';
import type { ForumItemKind } from '../api/forum-mutations';
import { REPORT_REASONS, useReportItem } from '../api/forum-mutations';
import { refusalOf } from '../utils/is-not-found';

/**
 * Reports a post or a reply to staff with one of the contract's reasons (spam, abuse, illegal, other). A second
 * report of the same item is refused by the server, and the sheet says so in its words.
 */
export function ReportSheet({
  item,
  onClose,
}: {
  item: { kind: ForumItemKind; id: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportItem();
  const [reason, setReason] = useState('');
  const [isSubmitted, setIsSubmitted] = useState(false);
  const reasonError = isSubmitted && reason === '' ? t('forum.report.reasonRequired') : null;

  const send = () => {
    setIsSubmitted(true);
    report.reset();
    if (reason === '') return;
    report.mutate(
      { ...item, reason: Number(reason) },
      {
        onSuccess: () => {
          notify.success(t('forum.report.sent'));
          onClose();
        },
      },
    );
  };

  return (
    <SheetForm
      title={t(item.kind === 'post' ? 'forum.report.titlePost' : 'forum.report.titleReply')}
      description={t('forum.report.description')}
      onClose={onClose}
      onSubmit={send}
    >
      <SegmentedControl
        label={t('forum.report.reason')}
        value={reason}
        variant="chips"
        onChange={setReason}
        options={REPORT_REASONS.map((option) => ({
          value: String(option.value),
          label: t(`forum.report.reasons.${option.key}`),
        }))}
      />
      {reasonError ? <p className="text-sm text-danger">{reasonError}</p> : null}
      {report.isError ? (
        <p role="alert" className="text-sm text-danger">
          {refusalOf(report.error, t('common.loadFailed'))}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={report.isPending}>
        {t('forum.report.send')}
      </Button>
    </SheetForm>
  );
}
