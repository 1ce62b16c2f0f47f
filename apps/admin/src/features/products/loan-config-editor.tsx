import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loanConfigInputSchema } from '@exchange/contracts/http/loan/loan-admin';
import { TextField } from '@exchange/ui/text-field';
import type { ChangeRow } from '@/components/ui/changes-table';
import {
  EditorDrawer,
  ReviewChangesDialog,
  serverErrorAtField,
  useReviewedSave,
} from '@/components/ui/editor-drawer';
import { contractResolver } from '@/lib/zod-resolver';
import { useSaveLoanConfig } from './loan-config-queries';
import type { AdminLoanConfig, LoanConfigBody } from './loan-config-queries';

const FORM_ID = 'loan-config-editor';
const TEXT_FIELDS = [
  'initialLtv',
  'marginCallLtv',
  'liquidationLtv',
  'hourlyRate',
  'minLoan',
  'maxLoan',
  'liquidationFeeRate',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type LoanField = TextField | 'collateralCoin' | 'termDays' | 'isActive';
type LoanValues = Record<TextField, string> & { collateralCoin: string; termDays: string; isActive: boolean };

const toBody = (values: LoanValues): LoanConfigBody => ({
  collateralCoin: values.collateralCoin.trim().toUpperCase(),
  initialLtv: values.initialLtv.trim(),
  marginCallLtv: values.marginCallLtv.trim(),
  liquidationLtv: values.liquidationLtv.trim(),
  hourlyRate: values.hourlyRate.trim(),
  minLoan: values.minLoan.trim(),
  maxLoan: values.maxLoan.trim(),
  liquidationFeeRate: values.liquidationFeeRate.trim(),
  termDays: values.termDays
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : -1)),
  isActive: values.isActive,
});

const fieldOf = (field: string): LoanField | null =>
  ([...TEXT_FIELDS, 'collateralCoin', 'termDays', 'isActive'] as readonly string[]).includes(
    field.split('.')[0] ?? '',
  )
    ? (field.split('.')[0] as LoanField)
    : null;

/**
 * One collateral coin's loan terms: form → review what changes → save (audited). Running loans keep the terms they
 * were opened on; pausing stops new loans only. No field is a price or a balance.
 */
export function LoanConfigEditor({
  config,
  onClose,
}: {
  config: AdminLoanConfig | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveLoanConfig();
  const labels: Record<LoanField, string> = {
    collateralCoin: t('products.loanCoin'),
    initialLtv: t('products.loanInitialLtv'),
    marginCallLtv: t('products.loanMarginCallLtv'),
    liquidationLtv: t('products.loanLiquidationLtv'),
    hourlyRate: t('products.loanHourlyRate'),
    termDays: t('products.loanTermDays'),
    minLoan: t('products.loanMin'),
    maxLoan: t('products.loanMax'),
    liquidationFeeRate: t('products.loanFeeRate'),
    isActive: t('products.loanActive'),
  };
  const form = useForm<LoanValues>({
    resolver: contractResolver(loanConfigInputSchema, labels, { toBody }),
    defaultValues: {
      collateralCoin: config?.collateralCoin ?? '',
      initialLtv: config?.initialLtv ?? '0.65',
      marginCallLtv: config?.marginCallLtv ?? '0.8',
      liquidationLtv: config?.liquidationLtv ?? '0.9',
      hourlyRate: config?.hourlyRate ?? '0.0000095',
      termDays: config?.termDays.join(', ') ?? '7, 30, 90',
      minLoan: config?.minLoan ?? '10',
      maxLoan: config?.maxLoan ?? '100000',
      liquidationFeeRate: config?.liquidationFeeRate ?? '0.02',
      isActive: config?.isActive ?? true,
    },
  });
  const reviewed = useReviewedSave(save, {
    doneMessage: (body) => t('products.loanDone', { coin: body.collateralCoin }),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, fieldOf),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) => setReview(toBody(values)));
  const { errors } = form.formState;
  const changes = (body: LoanConfigBody): ChangeRow[] => [
    ...TEXT_FIELDS.map((field) => ({
      label: labels[field],
      before: config?.[field] ?? '',
      after: body[field],
    })),
    { label: labels.termDays, before: config?.termDays.join(', ') ?? '', after: body.termDays.join(', ') },
    {
      label: labels.isActive,
      before: config ? t(config.isActive ? 'products.on' : 'products.off') : '',
      after: t(body.isActive ? 'products.on' : 'products.off'),
    },
  ];
  const isPausing = config?.isActive === true && review?.isActive === false;
  return (
    <EditorDrawer
      title={
        config ? t('products.loanEditTitle', { coin: config.collateralCoin }) : t('products.loanNewTitle')
      }
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ReviewChangesDialog
            reviewed={reviewed}
            title={t('products.loanConfirmTitle', { coin: review.collateralCoin })}
            summary={t(isPausing ? 'products.loanPauseSummary' : 'products.loanConfirmSummary')}
            isDanger={isPausing}
            rows={changes(review)}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('products.loanIntro')}</p>
      {config ? null : (
        <TextField
          label={labels.collateralCoin}
          error={errors.collateralCoin?.message}
          {...form.register('collateralCoin')}
        />
      )}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          inputMode="decimal"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <TextField
        label={labels.termDays}
        hint={t('products.loanTermDaysHint')}
        error={errors.termDays?.message}
        {...form.register('termDays')}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...form.register('isActive')} />
        {labels.isActive}
      </label>
    </EditorDrawer>
  );
}
