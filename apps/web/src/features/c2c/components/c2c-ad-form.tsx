import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { ApiError } from '@/lib/api-client';
import { applyApiError, serverField } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useCreateC2cAd } from '../api/c2c-mutations';
import type { C2cPaymentMethod } from '../api/c2c-queries';
import { useKeyedSubmit } from '../hooks/use-keyed-submit';
import type { AdFieldProblem, AdFormValues } from '../utils/c2c-ad-form-values';
import { TERMS_MAX, adFieldRules, adFormDefaults, toNewAd } from '../utils/c2c-ad-form-values';
import { C2C_ASSETS, C2C_PAYMENT_WINDOW, MARGIN_LIMIT_PERCENT } from '../utils/c2c-rules';
import { AdMethodsField, AdPriceFields } from './c2c-ad-form-fields';
import { TextAreaField } from '@/components/ui/text-area-field';

interface C2cAdFormProps {
  fiats: readonly string[];
  methods: readonly C2cPaymentMethod[];
  onPosted: () => void;
}

/** The fields the server may name in a refusal, as the form's (the margin is typed as a percentage). */
const SERVER_FIELDS = [
  'fiat',
  'fixedPrice',
  'totalAmount',
  'minOrderFiat',
  'maxOrderFiat',
  'paymentMethodIds',
  'paymentWindowMinutes',
  'terms',
] as const;

/**
 * "Post ad": side, coin and fiat, a fixed price or a margin over the index, the total, the per-order limits in fiat,
 * the accepted payment methods, the payment window and the terms. Checked as the contract does before sending; a
 * sell ad holds its whole amount in the spot wallet at once, so it is sent with an idempotency key.
 */
export function C2cAdForm({ fiats, methods, onPosted }: C2cAdFormProps) {
  const { t } = useTranslation();
  const create = useCreateC2cAd();
  const submit = useKeyedSubmit(create);
  const form = useForm<AdFormValues>({
    defaultValues: adFormDefaults(fiats.includes('USD') ? 'USD' : (fiats[0] ?? 'USD')),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const [asset, fiat] = useWatch({ control, name: ['asset', 'fiat'] });
  const message = (problem: AdFieldProblem) =>
    problem === null
      ? true
      : t(`c2c.adForm.errors.${problem}`, {
          min: C2C_PAYMENT_WINDOW.min,
          max: problem === 'terms' ? TERMS_MAX : C2C_PAYMENT_WINDOW.max,
          limit: MARGIN_LIMIT_PERCENT,
        });
  const onRefused = (error: unknown) => {
    if (error instanceof ApiError && serverField(error) === 'margin')
      setError('marginPercent', { type: 'server', message: error.msg }, { shouldFocus: true });
    else applyApiError(error, setError, SERVER_FIELDS);
  };
  const onSubmit = handleSubmit((values) =>
    submit(toNewAd(values), {
      onDone: () => {
        notify.success(t('c2c.adForm.posted'));
        onPosted();
      },
      onRefused,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="side"
        render={({ field }) => (
          <SegmentedControl<AdFormValues['side']>
            label={t('c2c.adForm.side')}
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'sell', label: t('c2c.adForm.iSell') },
              { value: 'buy', label: t('c2c.adForm.iBuy') },
            ]}
          />
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label={t('c2c.market.coin')}
          options={C2C_ASSETS.map((code) => ({ value: code, label: code }))}
          {...register('asset')}
        />
        <SelectField
          label={t('c2c.market.fiat')}
          options={fiats.map((code) => ({ value: code, label: code }))}
          error={formState.errors.fiat?.message}
          {...register('fiat')}
        />
      </div>
      <AdPriceFields form={form} message={message} />
      <TextField
        label={t('c2c.adForm.total', { asset })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        error={formState.errors.totalAmount?.message}
        {...register('totalAmount', { validate: (value) => message(adFieldRules.totalAmount(value)) })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('c2c.adForm.minOrder', { fiat })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={formState.errors.minOrderFiat?.message}
          {...register('minOrderFiat', { validate: (value) => message(adFieldRules.minOrderFiat(value)) })}
        />
        <TextField
          label={t('c2c.adForm.maxOrder', { fiat })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={formState.errors.maxOrderFiat?.message}
          {...register('maxOrderFiat', {
            validate: (value, values) => message(adFieldRules.maxOrderFiat(value, values)),
          })}
        />
      </div>
      <AdMethodsField form={form} methods={methods} message={message} />
      <TextField
        label={t('c2c.adForm.window')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        hint={t('c2c.adForm.windowHint', { min: C2C_PAYMENT_WINDOW.min, max: C2C_PAYMENT_WINDOW.max })}
        error={formState.errors.paymentWindowMinutes?.message}
        {...register('paymentWindowMinutes', {
          validate: (value) => message(adFieldRules.paymentWindowMinutes(value)),
        })}
      />
      <TextAreaField
        label={t('c2c.adForm.terms')}
        hint={t('c2c.adForm.termsHint')}
        maxLength={TERMS_MAX}
        error={formState.errors.terms?.message}
        {...register('terms', { validate: (value) => message(adFieldRules.terms(value)) })}
      />
      <Button type="submit" isFullWidth isLoading={create.isPending}>
        {t('c2c.adForm.submit')}
      </Button>
    </form>
  );
}
