import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRICE_ACCURACY_MAX, TRANSACTION_ACCURACY_MAX } from '@exchange/contracts/http/admin/index';
import { InstrumentType } from '@exchange/contracts/enums';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import { ConfirmChangesDialog } from './confirm-changes-dialog';
import { EditorDrawer, useReviewedSave } from '@/components/ui/editor-drawer';
import {
  changedOnly,
  INSTRUMENT_FORM_FIELDS,
  instrumentChanges,
  instrumentDefaults,
  instrumentFieldOf,
  instrumentResolver,
  toInstrumentBody,
} from './instrument-form';
import type { InstrumentFormValues } from './instrument-form';
import { useUpdateInstrument } from './market-queries';
import type { Instrument } from './market-queries';
import { TradingHoursFields } from './trading-hours-fields';

const FORM_ID = 'instrument-editor';

/** Price and quantity precision, and a stock's session; the update names only what changed. */
export function InstrumentEditor({ instrument, onClose }: { instrument: Instrument; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateInstrument();
  const [isUnchanged, setIsUnchanged] = useState(false);
  const form = useForm<InstrumentFormValues>({
    resolver: instrumentResolver(instrument),
    defaultValues: instrumentDefaults(instrument),
  });
  const { errors } = form.formState;
  const isStock = instrument.type === InstrumentType.stock;
  const subject = { symbol: instrument.symbol };
  const { review, setReview, save, isPending } = useReviewedSave(update, {
    doneMessage: t('markets.editDone', subject),
    onDone: onClose,
    setFieldError: (bodyPath, message) => {
      const field = instrumentFieldOf(bodyPath);
      if (!(INSTRUMENT_FORM_FIELDS as string[]).includes(field)) return false;
      form.setError(field as Path<InstrumentFormValues>, { type: 'server', message });
      return true;
    },
  });
  const openReview = form.handleSubmit((values) => {
    const changed = changedOnly(instrument, toInstrumentBody(instrument, values));
    setIsUnchanged(changed === null);
    setReview(changed);
  });
  return (
    <EditorDrawer
      title={t(isStock ? 'markets.editHoursTitle' : 'markets.editPrecisionTitle', subject)}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ConfirmChangesDialog
            title={t('markets.editConfirmTitle', subject)}
            summary={t('markets.editConfirmSummary', subject)}
            rows={instrumentChanges(instrument, review)}
            isPending={isPending}
            onConfirm={() => save(review)}
            onClose={() => setReview(null)}
          />
        ) : null
      }
    >
      <TextField
        label={t('markets.priceAccuracy')}
        hint={t('markets.priceAccuracyHint', { max: PRICE_ACCURACY_MAX })}
        inputMode="numeric"
        autoFocus
        error={errors.priceAccuracy?.message}
        {...form.register('priceAccuracy')}
      />
      <TextField
        label={t('markets.transactionAccuracy')}
        hint={t('markets.transactionAccuracyHint', { max: TRANSACTION_ACCURACY_MAX })}
        inputMode="numeric"
        error={errors.transactionAccuracy?.message}
        {...form.register('transactionAccuracy')}
      />
      <p className="text-sm text-muted">{t('markets.precisionNote')}</p>
      {isStock ? <TradingHoursFields form={form} /> : null}
      <FieldError id={`${FORM_ID}-unchanged`} error={isUnchanged ? t('markets.nothingChanged') : undefined} />
    </EditorDrawer>
  );
}
