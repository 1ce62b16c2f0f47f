import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import type { InstrumentFormValues } from './instrument-form';
import { weekdayLabel } from './market-labels';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A stock's session: always open, or [open, close) in an IANA zone on chosen weekdays. */
export function TradingHoursFields({ form }: { form: UseFormReturn<InstrumentFormValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const isAlwaysOpen = useWatch({ control: form.control, name: 'isAlwaysOpen' });
  const { errors } = form.formState;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('markets.tradingHours')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('isAlwaysOpen')} />
        {t('markets.alwaysOpen')}
      </label>
      <FieldError id={`${id}-hours-error`} error={errors.isAlwaysOpen?.message} />
      {isAlwaysOpen ? null : (
        <>
          <TextField
            label={t('markets.timezone')}
            hint={t('markets.timezoneHint')}
            error={errors.timezone?.message}
            {...form.register('timezone')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={t('markets.opensAt')}
              placeholder="09:30"
              error={errors.open?.message}
              {...form.register('open')}
            />
            <TextField
              label={t('markets.closesAt')}
              placeholder="16:00"
              error={errors.close?.message}
              {...form.register('close')}
            />
          </div>
          <fieldset aria-describedby={errors.days ? `${id}-days-error` : undefined}>
            <legend className="text-sm font-medium">{t('markets.tradingDays')}</legend>
            <div className="flex flex-wrap gap-3 pt-1">
              {ISO_WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input type="checkbox" value={String(day)} {...form.register('days')} />
                  {weekdayLabel(day)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-days-error`} error={errors.days?.message} />
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
