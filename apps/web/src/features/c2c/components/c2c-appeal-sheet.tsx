import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { ApiError } from '@/lib/api-client';
import { MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { useC2cOrderStep } from '../api/c2c-mutations';
import type { OrderStep } from '../api/c2c-mutations';
import type { C2cOrder } from '../api/c2c-queries';
import { TextAreaField } from '@/components/ui/text-area-field';

/** An appeal's reason: 5 to 500 characters (appealForm). */
const REASON_MIN = 5;
const REASON_MAX = 500;

interface C2cAppealSheetProps {
  order: C2cOrder;
  /** `appeal`: a reason and an optional image; `evidence`: one more image for an appeal under way. */
  mode: 'appeal' | 'evidence';
  onClose: () => void;
}

/** Asks staff to decide a paid order (either side), or adds an image to an appeal; sent as multipart. */
export function C2cAppealSheet({ order, mode, onClose }: C2cAppealSheetProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const step = useC2cOrderStep(order.id);
  const isAppeal = mode === 'appeal';
  const trimmed = reason.trim();
  const reasonError =
    isAppeal && isSubmitted && (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX)
      ? t('c2c.appeal.reasonLength', { min: REASON_MIN, max: REASON_MAX })
      : undefined;
  const evidenceProblem = evidence ? imageProblem(evidence) : null;
  const evidenceError = evidenceProblem
    ? t(`c2c.files.${evidenceProblem}`, { size: MAX_IMAGE_MEGABYTES })
    : !isAppeal && isSubmitted && !evidence
      ? t('c2c.appeal.evidenceRequired')
      : undefined;
  const submit = () => {
    setIsSubmitted(true);
    setServerError(null);
    const isReasonValid = trimmed.length >= REASON_MIN && trimmed.length <= REASON_MAX;
    const request: OrderStep | null = isAppeal
      ? { kind: 'appeal', reason: trimmed, evidence }
      : evidence
        ? { kind: 'evidence', evidence }
        : null;
    if (evidenceProblem || request === null || (isAppeal && !isReasonValid)) return;
    step.mutate(request, {
      onSuccess: onClose,
      onError: (error) => setServerError(error instanceof ApiError ? error.msg : t('common.loadFailed')),
    });
  };
  return (
    <SheetForm
      title={t(isAppeal ? 'c2c.appeal.title' : 'c2c.appeal.evidenceTitle')}
      description={t(isAppeal ? 'c2c.appeal.description' : 'c2c.appeal.evidenceDescription')}
      onClose={onClose}
      onSubmit={submit}
    >
      {isAppeal ? (
        <TextAreaField
          label={t('c2c.appeal.reason')}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
        />
      ) : null}
      <ImageInput
        label={t(isAppeal ? 'c2c.appeal.evidenceOptional' : 'c2c.appeal.evidence')}
        value={evidence}
        onChange={setEvidence}
        hint={t('c2c.files.hint', { size: MAX_IMAGE_MEGABYTES })}
        error={evidenceError}
        previewClassName="aspect-[3/4] max-h-64"
        texts={{
          previewAlt: t('c2c.appeal.evidence'),
          choose: t('c2c.files.choose'),
          replace: t('c2c.files.replace'),
          remove: t('c2c.files.remove'),
        }}
      />
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={step.isPending}>
        {t(isAppeal ? 'c2c.appeal.submit' : 'c2c.appeal.addEvidence')}
      </Button>
    </SheetForm>
  );
}
