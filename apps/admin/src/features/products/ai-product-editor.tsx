import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateAiProduct } from '@exchange/contracts/http/ai/ai-admin';
import { TextField } from '@exchange/ui/text-field';
import type { ChangeRow } from '@/components/ui/changes-table';
import {
  EditorDrawer,
  ReviewChangesDialog,
  serverErrorAtField,
  useReviewedSave,
} from '@/components/ui/editor-drawer';
import { contractResolver } from '@/lib/zod-resolver';
import { useSaveAiProduct } from './ai-product-queries';
import type { AdminAiProduct, AiProductInput } from './ai-product-queries';

const FORM_ID = 'ai-product-editor';
const TEXT_FIELDS = [
  'name',
  'description',
  'symbol',
  'termSeconds',
  'minAmount',
  'maxAmount',
  'managementFeeRate',
  'earlyExitFeeRate',
  'riskLevel',
  'gridLow',
  'gridHigh',
  'gridCount',
  'dcaIntervalSeconds',
  'dcaSlices',
] as const;
type AiField = (typeof TEXT_FIELDS)[number] | 'kind';
type AiValues = Record<(typeof TEXT_FIELDS)[number], string> & { kind: '0' | '1' };

const integer = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : -1);
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The form's values as the body: numbers where the contract has numbers, the other kind's parameters left out. */
const toBody = (values: AiValues): AiProductInput => {
  const isGrid = values.kind === '0';
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    kind: isGrid ? 0 : 1,
    symbol: values.symbol.trim().toUpperCase(),
    termSeconds: integer(values.termSeconds),
    minAmount: values.minAmount.trim(),
    maxAmount: values.maxAmount.trim(),
    managementFeeRate: values.managementFeeRate.trim(),
    earlyExitFeeRate: values.earlyExitFeeRate.trim(),
    riskLevel: integer(values.riskLevel),
    ...(isGrid
      ? {
          gridLow: optional(values.gridLow),
          gridHigh: optional(values.gridHigh),
          gridCount: values.gridCount.trim() === '' ? undefined : integer(values.gridCount),
        }
      : {
          dcaIntervalSeconds:
            values.dcaIntervalSeconds.trim() === '' ? undefined : integer(values.dcaIntervalSeconds),
          dcaSlices: values.dcaSlices.trim() === '' ? undefined : integer(values.dcaSlices),
        }),
  };
};

const fromProduct = (product: AdminAiProduct | null): AiValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  kind: product?.terms.kind === 1 ? '1' : '0',
  symbol: product?.terms.symbol ?? 'BTCUSDT',
  termSeconds: String(product?.terms.termSeconds ?? 7 * 86_400),
  minAmount: product?.minAmount ?? '100',
  maxAmount: product?.maxAmount ?? '10000',
  managementFeeRate: product?.terms.managementFeeRate ?? '0.1',
  earlyExitFeeRate: product?.terms.earlyExitFeeRate ?? '0.005',
  riskLevel: String(product?.riskLevel ?? 3),
  gridLow: product?.terms.grid?.low ?? '',
  gridHigh: product?.terms.grid?.high ?? '',
  gridCount: product?.terms.grid ? String(product.terms.grid.gridCount) : '',
  dcaIntervalSeconds: product?.terms.dca ? String(product.terms.dca.intervalSeconds) : '',
  dcaSlices: product?.terms.dca ? String(product.terms.dca.slices) : '',
});

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function changesOf(
  product: AdminAiProduct | null,
  body: AiProductInput,
  labels: Record<AiField, string>,
): ChangeRow[] {
  const before = product ? toBody(fromProduct(product)) : null;
  const fields = Object.keys(labels) as AiField[];
  return fields
    .map((field) => ({
      label: labels[field],
      before: before ? shown(before[field as keyof AiProductInput]) : '',
      after: shown(body[field as keyof AiProductInput]),
    }))
    .filter((row) => row.before !== row.after);
}

/**
 * An AI product's rules for new orders (new, or an existing one's): form → review what changes → save (audited). No
 * field is a price or a return; running orders keep the terms they were bought on. A new product starts paused.
 */
export function AiProductEditor({
  product,
  onClose,
}: {
  product: AdminAiProduct | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAiProduct();
  const labels: Record<AiField, string> = {
    name: t('products.ai.name'),
    description: t('products.ai.description'),
    kind: t('products.ai.kind'),
    symbol: t('products.symbol'),
    termSeconds: t('products.ai.termSeconds'),
    minAmount: t('products.ai.minAmount'),
    maxAmount: t('products.ai.maxAmount'),
    managementFeeRate: t('products.ai.managementFeeRate'),
    earlyExitFeeRate: t('products.ai.earlyExitFeeRate'),
    riskLevel: t('products.ai.riskLevel'),
    gridLow: t('products.ai.gridLow'),
    gridHigh: t('products.ai.gridHigh'),
    gridCount: t('products.ai.gridCount'),
    dcaIntervalSeconds: t('products.ai.dcaIntervalSeconds'),
    dcaSlices: t('products.ai.dcaSlices'),
  };
  const form = useForm<AiValues>({
    resolver: contractResolver(adminCreateAiProduct.body, labels, { toBody }),
    defaultValues: fromProduct(product),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const reviewed = useReviewedSave(save, {
    doneMessage: ({ body }) => t('products.ai.done', { name: body.name }),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, (field) =>
      field in labels ? (field as AiField) : null,
    ),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) =>
    setReview({ id: product?.id ?? null, body: toBody(values) }),
  );
  const { errors } = form.formState;
  const visible = TEXT_FIELDS.filter((field) =>
    kind === '0' ? !field.startsWith('dca') : !field.startsWith('grid'),
  );
  return (
    <EditorDrawer
      title={product ? t('products.ai.editTitle', { name: product.name }) : t('products.ai.newTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ReviewChangesDialog
            reviewed={reviewed}
            title={t('products.ai.confirmTitle')}
            summary={t('products.ai.confirmSummary')}
            rows={changesOf(product, review.body, labels)}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('products.ai.intro')}</p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {labels.kind}
        <select className="rounded-lg border border-border bg-surface px-3 py-2" {...form.register('kind')}>
          <option value="0">{t('products.ai.kindGrid')}</option>
          <option value="1">{t('products.ai.kindDca')}</option>
        </select>
      </label>
      {visible.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
    </EditorDrawer>
  );
}
