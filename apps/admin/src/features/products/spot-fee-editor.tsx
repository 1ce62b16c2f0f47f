import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUpdateSpotFeeRate, SPOT_FEE_RATE_MAX } from '@exchange/contracts/http/spot/admin-fee-rates';
import { parseDecimal } from '@exchange/domain/decimal';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import type { ChangeRow } from '@/components/ui/changes-table';
import { EditorDrawer, useReviewedSave } from '@/components/ui/editor-drawer';
import { contractResolver } from '@/lib/zod-resolver';
import { feeRateText, PRODUCT_ASSET, usdtText } from './product-labels';
import { useUpdateSpotFeeRate } from './product-queries';
import type { SpotFeeRate, SpotFeeRateBody } from './product-queries';

const FORM_ID = 'spot-fee-editor';
const FIELDS = ['makerFeeRate', 'takerFeeRate', 'minNotional'] as const;
type SpotFeeField = (typeof FIELDS)[number];
type SpotFeeValues = Record<SpotFeeField, string>;

const toBody = (instrumentId: number, values: SpotFeeValues): SpotFeeRateBody => ({
  instrumentId,
  makerFeeRate: values.makerFeeRate.trim(),
  takerFeeRate: values.takerFeeRate.trim(),
  minNotional: values.minNotional.trim(),
});

/** The rules the contract's shape cannot state, as the server checks them: 0 ≤ maker ≤ taker ≤ 1 %. */
function feeOrderErrors(values: SpotFeeValues, labels: Record<SpotFeeField, string>): Record<string, string> {
  const maker = parseDecimal(values.makerFeeRate.trim());
  const taker = parseDecimal(values.takerFeeRate.trim());
  if (taker?.isGreaterThan(SPOT_FEE_RATE_MAX))
    return {
      takerFeeRate: i18next.t('products.atMost', { field: labels.takerFeeRate, max: SPOT_FEE_RATE_MAX }),
    };
  if (maker && taker && maker.isGreaterThan(taker))
    return {
      makerFeeRate: i18next.t('products.makerAboveTaker', { field: labels.makerFeeRate }),
    };
  return {};
}

function feeChanges(
  row: SpotFeeRate,
  body: SpotFeeRateBody,
  labels: Record<SpotFeeField, string>,
): ChangeRow[] {
  return [
    ...(['makerFeeRate', 'takerFeeRate'] as const).map((field) => ({
      label: labels[field],
      before: feeRateText(row[field]),
      after: feeRateText(body[field]),
    })),
    { label: labels.minNotional, before: usdtText(row.minNotional), after: usdtText(body.minNotional) },
  ];
}

/** A spot pair's maker and taker fee rates and minimum order value: form → review changes → save. */
export function SpotFeeEditor({ row, onClose }: { row: SpotFeeRate; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSpotFeeRate();
  const subject = { symbol: row.symbol };
  const labels: Record<SpotFeeField, string> = {
    makerFeeRate: t('products.makerFeeRate'),
    takerFeeRate: t('products.takerFeeRate'),
    minNotional: t('products.minNotional', { asset: PRODUCT_ASSET }),
  };
  const form = useForm<SpotFeeValues>({
    resolver: contractResolver(adminUpdateSpotFeeRate.body, labels, {
      toBody: (values) => toBody(row.instrumentId, values),
      check: (values) => feeOrderErrors(values, labels),
    }),
    defaultValues: {
      makerFeeRate: row.makerFeeRate,
      takerFeeRate: row.takerFeeRate,
      minNotional: row.minNotional,
    },
  });
  const { review, setReview, save, isPending } = useReviewedSave(update, {
    doneMessage: t('products.spotFeesDone', subject),
    onDone: onClose,
    setFieldError: (field, message) => {
      if (!(FIELDS as readonly string[]).includes(field)) return false;
      form.setError(field as SpotFeeField, { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });
  const openReview = form.handleSubmit((values) => setReview(toBody(row.instrumentId, values)));
  const { errors } = form.formState;
  const title = t('products.spotFeesConfirmTitle', subject);
  return (
    <EditorDrawer
      title={t('products.spotFeesTitle', subject)}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ActionDialog
            title={title}
            summary={t('products.spotFeesConfirmSummary', subject)}
            confirmLabel={t('markets.saveChanges')}
            isPending={isPending}
            onSubmit={() => save(review)}
            onClose={() => setReview(null)}
          >
            <ChangesTable caption={title} rows={feeChanges(row, review, labels)} />
          </ActionDialog>
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('products.spotFeesIntro')}</p>
      <TextField
        label={labels.takerFeeRate}
        hint={t('products.feeRateHint', { max: SPOT_FEE_RATE_MAX })}
        inputMode="decimal"
        error={errors.takerFeeRate?.message}
        {...form.register('takerFeeRate')}
      />
      <TextField
        label={labels.makerFeeRate}
        inputMode="decimal"
        error={errors.makerFeeRate?.message}
        {...form.register('makerFeeRate')}
      />
      <TextField
        label={labels.minNotional}
        hint={t('products.minAmountHint')}
        inputMode="decimal"
        error={errors.minNotional?.message}
        {...form.register('minNotional')}
      />
    </EditorDrawer>
  );
}
