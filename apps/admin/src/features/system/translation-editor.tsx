import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUpdateTranslation, StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Button } from '@exchange/ui/button';
import { ChangesTable } from '@/components/ui/changes-table';
import { DetailList } from '@exchange/ui/detail-list';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { placeholdersOf } from './translation-keys';
import { useUpdateTranslation } from './system-queries';
import type { TranslationsQuery } from './system-queries';

type TranslationBody = OperationBody<typeof adminUpdateTranslation>;

interface TranslationEditorProps {
  target: TranslationsQuery & { key: string };
  /** The string as shipped in this language (English's when the language has no file). */
  shipped: string;
  override: string | null;
}

/** One string: as shipped, as overridden, and the new text; the server checks the placeholders against English. */
export function TranslationEditor({ target, shipped, override }: TranslationEditorProps) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const update = useUpdateTranslation();
  const [review, setReview] = useState<TranslationBody | null>(null);
  const labels = { value: t('system.text') };
  const toBody = ({ value }: { value: string }): TranslationBody => ({ ...target, value: value.trim() });
  const form = useForm<{ value: string }>({
    resolver: contractResolver(adminUpdateTranslation.body, labels, { toBody }),
    defaultValues: { value: override ?? shipped },
  });
  const placeholders = placeholdersOf(shipped);
  const subject = { key: target.key, language: target.language, namespace: target.typeCode };
  const save = (body: TranslationBody) =>
    update.mutate(body, {
      onSuccess: () => {
        notify.success(t(body.value === null ? 'system.overrideRemoved' : 'system.overrideSaved', subject));
        setReview(null);
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, (field, message) => {
          if (field !== 'value') return false;
          form.setError('value', { type: 'server', message });
          return true;
        });
      },
    });
  return (
    <>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4"
        onSubmit={(event) => void form.handleSubmit((values) => setReview(toBody(values)))(event)}
      >
        <DetailList
          items={[
            { label: t('system.shippedText'), value: shipped },
            { label: t('system.overrideText'), value: override ?? '—' },
            { label: t('system.placeholders'), value: placeholders.join(' ') || '—' },
          ]}
        />
        <TextAreaField
          label={labels.value}
          readOnly={!canWrite}
          error={form.formState.errors.value?.message}
          {...form.register('value')}
        />
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit">{t('system.reviewChanges')}</Button>
            {override !== null ? (
              <Button variant="secondary" onClick={() => setReview({ ...target, value: null })}>
                {t('system.removeOverride')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
      {review ? (
        <ActionDialog
          title={t('system.translationTitle', subject)}
          summary={t('system.translationSummary', subject)}
          confirmLabel={t('system.saveChanges')}
          isPending={update.isPending}
          onSubmit={() => save(review)}
          onClose={() => setReview(null)}
        >
          <ChangesTable
            caption={t('system.translationTitle', subject)}
            rows={[{ label: target.key, before: override ?? shipped, after: review.value ?? shipped }]}
          />
        </ActionDialog>
      ) : null}
    </>
  );
}
