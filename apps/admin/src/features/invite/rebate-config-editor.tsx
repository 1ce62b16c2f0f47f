import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import {
  EditorDrawer,
  ReviewChangesDialog,
  serverErrorAtField,
  useReviewedSave,
} from '@/components/ui/editor-drawer';
import { DailyCapRows } from './daily-cap-rows';
import {
  isRebateFormField,
  RATE_FIELDS,
  rebateConfigChanges,
  rebateConfigDefaults,
  rebateConfigResolver,
  rebateFieldOf,
  toRebateConfigBody,
  topFieldLabel,
} from './rebate-config-form';
import type { RebateConfigValues } from './rebate-config-form';
import { useSaveRebateConfig } from './invite-queries';
import type { AdminRebateConfig } from './invite-queries';

const FORM_ID = 'rebate-config-editor';

/**
 * The rebate rules' editor: the switch, the three rates (fractions), the daily caps; "Review changes" shows exactly
 * what saving changes (before → after) in the confirm dialog. The save is audited and applies to fees from then on.
 */
export function RebateConfigEditor({ config, onClose }: { config: AdminRebateConfig; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveRebateConfig();
  const [isNothingChanged, setIsNothingChanged] = useState(false);
  const form = useForm<RebateConfigValues>({
    resolver: rebateConfigResolver,
    defaultValues: rebateConfigDefaults(config),
  });
  const rows = useFieldArray({ control: form.control, name: 'dailyCaps' });
  const { errors } = form.formState;
  const reviewed = useReviewedSave(save, {
    doneMessage: t('invite.saved'),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, (bodyPath) => {
      const field = rebateFieldOf(form.getValues(), bodyPath);
      return isRebateFormField(field) ? (field as Path<RebateConfigValues>) : null;
    }),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) => {
    const body = toRebateConfigBody(values);
    const isSame = rebateConfigChanges(config, body).every((row) => row.before === row.after);
    setIsNothingChanged(isSame);
    if (!isSame) setReview(body);
  });
  const isTurningOff = config.isEnabled && review?.isEnabled === false;
  return (
    <EditorDrawer
      title={t('invite.editorTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ReviewChangesDialog
            reviewed={reviewed}
            title={t('invite.confirmTitle')}
            summary={t(isTurningOff ? 'invite.offSummary' : 'invite.confirmSummary')}
            rows={rebateConfigChanges(config, review)}
            isDanger={isTurningOff}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('invite.editorIntro')}</p>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...form.register('isEnabled')} />
        {topFieldLabel('isEnabled')}
      </label>
      <FieldError id={`${FORM_ID}-enabled-error`} error={errors.isEnabled?.message} />
      {RATE_FIELDS.map((field) => (
        <TextField
          key={field}
          label={topFieldLabel(field)}
          hint={t(`invite.hint.${field}`)}
          inputMode="decimal"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <DailyCapRows form={form} rows={rows} />
      <FieldError
        id={`${FORM_ID}-unchanged`}
        error={isNothingChanged ? t('markets.nothingChanged') : undefined}
      />
    </EditorDrawer>
  );
}
