import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import { Drawer } from '@/components/ui/drawer';
import { ReviewChangesDialog, serverErrorAtField, useReviewedSave } from '@/components/ui/editor-drawer';
import {
  fieldLabel,
  SWITCH_FIELDS,
  TEXT_FIELDS,
  toVipLevelBody,
  vipLevelChanges,
  vipLevelDefaults,
  vipLevelResolver,
} from './vip-level-form';
import type { VipLevelValues } from './vip-level-form';
import { useSaveVipLevel } from './vip-queries';
import type { AdminVipLevel } from './vip-queries';

interface VipLevelEditorProps {
  /** The level edited, or null for a new one numbered `nextNumber`. */
  level: AdminVipLevel | null;
  nextNumber: number;
  onClose: () => void;
}

/**
 * One level's editor: every field, then "Review changes" shows exactly what saving changes (before → after) in the
 * confirm dialog; the save is audited on the server. Terms already bought keep their price and end.
 */
export function VipLevelEditor({ level, nextNumber, onClose }: VipLevelEditorProps) {
  const { t } = useTranslation();
  const save = useSaveVipLevel();
  const [isNothingChanged, setIsNothingChanged] = useState(false);
  const resolver = useMemo(() => vipLevelResolver(), []);
  const form = useForm<VipLevelValues>({
    resolver,
    defaultValues: vipLevelDefaults(level, nextNumber),
  });
  const { errors } = form.formState;
  const reviewed = useReviewedSave(save, {
    doneMessage: (body) => t('vip.saved', { name: body.name }),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, (field) =>
      field in form.getValues() ? (field as Path<VipLevelValues>) : null,
    ),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) => {
    const body = toVipLevelBody(values);
    const isSame = vipLevelChanges(level, body).every((row) => row.before === row.after);
    setIsNothingChanged(isSame);
    if (!isSame) setReview(body);
  });
  return (
    <Drawer title={level ? t('vip.editTitle', { name: level.name }) : t('vip.addTitle')} onClose={onClose}>
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void openReview(event)}>
        <p className="text-sm text-muted">{t('vip.editorIntro')}</p>
        <TextField
          label={fieldLabel('level')}
          inputMode="numeric"
          readOnly={level !== null}
          error={errors.level?.message}
          {...form.register('level')}
        />
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={fieldLabel(field)}
            hint={t(`vip.hint.${field}`)}
            inputMode={field === 'name' ? 'text' : 'decimal'}
            error={errors[field]?.message}
            {...form.register(field)}
          />
        ))}
        {SWITCH_FIELDS.map((field) => (
          <label key={field} className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" {...form.register(field)} />
            {fieldLabel(field)}
          </label>
        ))}
        <FieldError
          id="vip-level-unchanged"
          error={isNothingChanged ? t('markets.nothingChanged') : undefined}
        />
        <Button type="submit" className="self-start">
          {t('markets.reviewChanges')}
        </Button>
      </form>
      {review ? (
        <ReviewChangesDialog
          reviewed={reviewed}
          title={t('vip.confirmTitle', { name: review.name })}
          summary={t('vip.confirmSummary')}
          rows={vipLevelChanges(level, review)}
        />
      ) : null}
    </Drawer>
  );
}
