import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { adminUpdateStockSettings, STOCK_FEE_RATE_MAX } from '@exchange/contracts/http/stock/stock-admin';
import { parseDecimal } from '@exchange/domain/decimal';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { enabledText, feeRateText, PRODUCT_ASSET, savedAtText, usdtText } from './product-labels';
import { useStockSettings, useUpdateStockSettings } from './product-queries';
import type { StockSettings, StockSettingsBody } from './product-queries';

const FIELDS = ['isEnabled', 'feeRate', 'minOrderAmount'] as const;
type StockField = (typeof FIELDS)[number];

interface StockValues {
  isEnabled: boolean;
  feeRate: string;
  minOrderAmount: string;
}

const toBody = (values: StockValues): StockSettingsBody => ({
  isEnabled: values.isEnabled,
  feeRate: values.feeRate.trim(),
  minOrderAmount: values.minOrderAmount.trim(),
});

/** Equal as numbers ("0.0010" is the stored "0.001"). */
const isSameDecimal = (a: string, b: string) => parseDecimal(a)?.isEqualTo(b) ?? a === b;

const isUnchanged = (settings: StockSettings, body: StockSettingsBody) =>
  settings.isEnabled === body.isEnabled &&
  isSameDecimal(body.feeRate, settings.feeRate) &&
  isSameDecimal(body.minOrderAmount, settings.minOrderAmount);

function StockConfirmDialog(props: {
  settings: StockSettings;
  body: StockSettingsBody;
  labels: Record<StockField, string>;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { settings, body, labels } = props;
  const isTurningOff = settings.isEnabled && !body.isEnabled;
  const title = t('products.stockConfirmTitle');
  return (
    <ActionDialog
      title={title}
      summary={t(isTurningOff ? 'products.stockOffSummary' : 'products.stockConfirmSummary')}
      confirmLabel={t('markets.saveChanges')}
      confirmVariant={isTurningOff ? 'danger' : 'primary'}
      isPending={props.isPending}
      onSubmit={props.onConfirm}
      onClose={props.onClose}
    >
      <ChangesTable
        caption={title}
        rows={[
          {
            label: labels.isEnabled,
            before: enabledText(settings.isEnabled),
            after: enabledText(body.isEnabled),
          },
          { label: labels.feeRate, before: feeRateText(settings.feeRate), after: feeRateText(body.feeRate) },
          {
            label: labels.minOrderAmount,
            before: usdtText(settings.minOrderAmount),
            after: usdtText(body.minOrderAmount),
          },
        ]}
      />
    </ActionDialog>
  );
}

function StockSettingsForm({ settings }: { settings: StockSettings }) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const update = useUpdateStockSettings();
  const [review, setReview] = useState<StockSettingsBody | null>(null);
  const [isNothingChanged, setIsNothingChanged] = useState(false);
  const labels: Record<StockField, string> = {
    isEnabled: t('products.stockEnabled'),
    feeRate: t('products.stockFeeRate'),
    minOrderAmount: t('products.minOrderAmount', { asset: PRODUCT_ASSET }),
  };
  const form = useForm<StockValues>({
    resolver: contractResolver(adminUpdateStockSettings.body, labels, { toBody }),
    defaultValues: {
      isEnabled: settings.isEnabled,
      feeRate: settings.feeRate,
      minOrderAmount: settings.minOrderAmount,
    },
  });
  const { errors } = form.formState;
  const openReview = form.handleSubmit((values) => {
    const body = toBody(values);
    setIsNothingChanged(isUnchanged(settings, body));
    if (!isUnchanged(settings, body)) setReview(body);
  });
  const save = (body: StockSettingsBody) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        notify.success(t('products.stockDone'));
        setReview(null);
        form.reset({
          isEnabled: saved.isEnabled,
          feeRate: saved.feeRate,
          minOrderAmount: saved.minOrderAmount,
        });
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, (field, message) => {
          if (!(FIELDS as readonly string[]).includes(field)) return false;
          form.setError(field as StockField, { type: 'server', message }, { shouldFocus: true });
          return true;
        });
      },
    });
  return (
    <>
      <form noValidate className="flex max-w-xl flex-col gap-4" onSubmit={(event) => void openReview(event)}>
        <p className="text-sm text-muted">{t('products.stockIntro')}</p>
        <p className="text-sm">{t('products.savedAtLine', { time: savedAtText(settings.updatedAt) })}</p>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" disabled={!canWrite} {...form.register('isEnabled')} />
          {labels.isEnabled}
        </label>
        <TextField
          label={labels.feeRate}
          hint={t('products.stockFeeRateHint', { max: STOCK_FEE_RATE_MAX })}
          inputMode="decimal"
          readOnly={!canWrite}
          error={errors.feeRate?.message}
          {...form.register('feeRate')}
        />
        <TextField
          label={labels.minOrderAmount}
          hint={t('products.minAmountHint')}
          inputMode="decimal"
          readOnly={!canWrite}
          error={errors.minOrderAmount?.message}
          {...form.register('minOrderAmount')}
        />
        <FieldError
          id="stock-settings-unchanged"
          error={isNothingChanged ? t('markets.nothingChanged') : undefined}
        />
        {canWrite ? (
          <Button type="submit" className="self-start">
            {t('markets.reviewChanges')}
          </Button>
        ) : null}
      </form>
      {review ? (
        <StockConfirmDialog
          settings={settings}
          body={review}
          labels={labels}
          isPending={update.isPending}
          onConfirm={() => save(review)}
          onClose={() => setReview(null)}
        />
      ) : null}
    </>
  );
}

/** Stock trading: the switch that offers it in the app, the fee rate on each fill and the minimum order amount. */
export function StockSettingsPanel() {
  const settings = useStockSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  return <StockSettingsForm settings={settings.data} />;
}
