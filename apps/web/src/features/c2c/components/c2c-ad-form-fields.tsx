import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@exchange/ui/field-error';
import { TextField } from '@exchange/ui/text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import type { C2cPaymentMethod } from '../api/c2c-queries';
import type { AdFieldProblem, AdFormValues } from '../utils/c2c-ad-form-values';
import { adFieldRules } from '../utils/c2c-ad-form-values';
import { MARGIN_LIMIT_PERCENT } from '../utils/c2c-rules';

type AdForm = UseFormReturn<AdFormValues>;
/** A rule's problem as react-hook-form wants it: true, or the message. */
export type ProblemMessage = (problem: AdFieldProblem) => true | string;

/** Fixed price, or a floating margin over the live index (coin in USDT × the fiat's rate). */
export function AdPriceFields({ form, message }: { form: AdForm; message: ProblemMessage }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const [priceType, fiat] = useWatch({ control, name: ['priceType', 'fiat'] });
  return (
    <>
      <Controller
        control={control}
        name="priceType"
        render={({ field }) => (
          <SegmentedControl<AdFormValues['priceType']>
            label={t('c2c.adForm.priceType')}
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'fixed', label: t('c2c.adForm.fixed') },
              { value: 'floating', label: t('c2c.adForm.floating') },
            ]}
          />
        )}
      />
      {priceType === 'fixed' ? (
        <TextField
          label={t('c2c.adForm.fixedPrice', { fiat })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={formState.errors.fixedPrice?.message}
          {...register('fixedPrice', {
            validate: (value, values) => message(adFieldRules.fixedPrice(value, values)),
          })}
        />
      ) : (
        <TextField
          label={t('c2c.adForm.margin')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          end={<span className="text-sm text-muted">%</span>}
          hint={t('c2c.adForm.marginHint', { limit: MARGIN_LIMIT_PERCENT })}
          error={formState.errors.marginPercent?.message}
          {...register('marginPercent', {
            validate: (value, values) => message(adFieldRules.marginPercent(value, values)),
          })}
        />
      )}
    </>
  );
}

/** The saved payment methods the ad accepts, as checkboxes (at least one). */
export function AdMethodsField({
  form,
  methods,
  message,
}: {
  form: AdForm;
  methods: readonly C2cPaymentMethod[];
  message: ProblemMessage;
}) {
  const { t } = useTranslation();
  const error = form.formState.errors.paymentMethodIds?.message;
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('c2c.adForm.methods')}</legend>
      {methods.length === 0 ? <p className="text-sm text-warning">{t('c2c.adForm.noMethods')}</p> : null}
      {methods.map((method) => (
        <label
          key={method.id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-brand"
        >
          <input
            type="checkbox"
            value={String(method.id)}
            {...form.register('paymentMethodIds', {
              validate: (value) => message(adFieldRules.paymentMethodIds(value)),
            })}
          />
          <span className="text-sm">
            {method.provider} · {method.accountName}
          </span>
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
