import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { ImageInput } from '@/components/ui/image-input';
import { SheetForm } from '@/components/ui/sheet-dialog';
import { ApiError } from '@/lib/api-client';
import { MAX_IMAGE_MEGABYTES, imageProblem } from '@/lib/image-rules';
import { useC2cOrderStep } from '../api/c2c-mutations';
import type { C2cOrder } from '../api/c2c-queries';
import { formatFiat } from '../utils/c2c-format';

interface C2cMarkPaidSheetProps {
  order: C2cOrder;
  onClose: () => void;
}

/**
 * The buyer's "I have paid": which of the seller's methods they paid with, and optionally a screenshot of the
 * transfer. Sent as multipart (paymentMethodId, proof); the seller is then asked to release.
 */
export function C2cMarkPaidSheet({ order, onClose }: C2cMarkPaidSheetProps) {
  const { t } = useTranslation();
  const [methodId, setMethodId] = useState<number | null>(
    order.paymentMethods.length === 1 ? (order.paymentMethods[0]?.id ?? null) : null,
  );
  const [proof, setProof] = useState<File | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const groupName = useId();
  const errorId = `${groupName}-error`;
  const step = useC2cOrderStep(order.id);
  const proofProblem = proof ? imageProblem(proof) : null;
  const methodError = isSubmitted && methodId === null ? t('c2c.paid.methodRequired') : undefined;
  const submit = () => {
    setIsSubmitted(true);
    setServerError(null);
    if (methodId === null || proofProblem) return;
    step.mutate(
      { kind: 'paid', paymentMethodId: methodId, proof },
      {
        onSuccess: onClose,
        onError: (error) => setServerError(error instanceof ApiError ? error.msg : t('common.loadFailed')),
      },
    );
  };
  return (
    <SheetForm
      title={t('c2c.paid.title')}
      description={t('c2c.paid.description')}
      onClose={onClose}
      onSubmit={submit}
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={methodError ? true : undefined}
        aria-describedby={methodError ? errorId : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t('c2c.paid.method')}</legend>
        {order.paymentMethods.map((method) => (
          <label
            key={method.id}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={groupName}
              checked={methodId === method.id}
              onChange={() => setMethodId(method.id)}
            />
            <span className="flex flex-col text-sm">
              <span className="font-medium">{method.provider}</span>
              <span dir="ltr" className="text-start text-xs text-muted">
                {method.accountName} · {method.accountNo}
              </span>
            </span>
          </label>
        ))}
        {methodError ? (
          <p id={errorId} className="text-sm text-danger">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      <ImageInput
        label={t('c2c.paid.proof')}
        value={proof}
        onChange={setProof}
        hint={t('c2c.files.hint', { size: MAX_IMAGE_MEGABYTES })}
        error={proofProblem ? t(`c2c.files.${proofProblem}`, { size: MAX_IMAGE_MEGABYTES }) : undefined}
        previewClassName="aspect-[3/4] max-h-64"
        texts={{
          previewAlt: t('c2c.paid.proof'),
          choose: t('c2c.files.choose'),
          replace: t('c2c.files.replace'),
          remove: t('c2c.files.remove'),
        }}
      />
      <p className="rounded-xl bg-warning/10 p-3 text-sm">
        {t('c2c.paid.warning', { amount: formatFiat(order.fiatAmount, order.fiat) })}
      </p>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" isFullWidth isLoading={step.isPending}>
        {t('c2c.paid.confirm')}
      </Button>
    </SheetForm>
  );
}
