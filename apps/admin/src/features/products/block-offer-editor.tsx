import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateBlockOffer } from '@exchange/contracts/http/block-trade/block-trade-admin';
import { TextField } from '@exchange/ui/text-field';
import type { ChangeRow } from '@/components/ui/changes-table';
import {
  EditorDrawer,
  ReviewChangesDialog,
  serverErrorAtField,
  useReviewedSave,
} from '@/components/ui/editor-drawer';
import { contractResolver } from '@/lib/zod-resolver';
import { blockRateText, lockupText, offerStatusText, quantityText } from './block-offer-labels';
import { useSaveBlockOffer } from './block-offer-queries';
import type { AdminBlockOffer, BlockOfferCreateBody, BlockOfferUpdateBody } from './block-offer-queries';

const FORM_ID = 'block-offer-editor';
const FIELDS = [
  'symbol',
  'rate',
  'minQuantity',
  'maxQuantity',
  'totalQuantity',
  'lockupMinutes',
  'isActive',
] as const;
type BlockField = (typeof FIELDS)[number];
type BlockOfferSave = BlockOfferCreateBody | BlockOfferUpdateBody;
interface BlockValues {
  symbol: string;
  rate: string;
  minQuantity: string;
  maxQuantity: string;
  totalQuantity: string;
  lockupMinutes: string;
  isActive: boolean;
}

/** The form's values as the create body (the update sends the same terms with the offer's id, without the symbol). */
const toBody = (values: BlockValues): BlockOfferCreateBody => ({
  symbol: values.symbol.trim().toUpperCase(),
  rate: values.rate.trim(),
  minQuantity: values.minQuantity.trim(),
  maxQuantity: values.maxQuantity.trim(),
  totalQuantity: values.totalQuantity.trim(),
  lockupSeconds: /^\d{1,7}$/.test(values.lockupMinutes.trim())
    ? Number(values.lockupMinutes.trim()) * 60
    : -1,
  status: values.isActive ? 1 : 0,
});

/** Which form field a body field (or the server's `data.field`) is shown at. */
const fieldOf = (field: string): BlockField | null => {
  if (field === 'lockupSeconds') return 'lockupMinutes';
  if (field === 'status') return 'isActive';
  return (FIELDS as readonly string[]).includes(field) ? (field as BlockField) : null;
};

/** What the save sends: an update names the offer and leaves its symbol alone. */
const toSave = (offer: AdminBlockOffer | null, { symbol, ...terms }: BlockOfferCreateBody): BlockOfferSave =>
  offer ? { id: offer.id, ...terms } : { symbol, ...terms };

const symbolOf = (offer: AdminBlockOffer | null, body: BlockOfferSave) =>
  'symbol' in body ? body.symbol : (offer?.symbol ?? '');

function changesOf(offer: AdminBlockOffer | null, body: BlockOfferSave, labels: Record<BlockField, string>) {
  const symbol = symbolOf(offer, body);
  const asset = offer?.baseAsset ?? symbol.replace(/USDT$/, '');
  const rows: ChangeRow[] = [
    { label: labels.rate, before: offer ? blockRateText(offer.rate) : '', after: blockRateText(body.rate) },
    ...(['minQuantity', 'maxQuantity', 'totalQuantity'] as const).map((field) => ({
      label: labels[field],
      before: offer ? quantityText(offer[field], asset) : '',
      after: quantityText(body[field], asset),
    })),
    {
      label: labels.lockupMinutes,
      before: offer ? lockupText(offer.lockupSeconds) : '',
      after: lockupText(body.lockupSeconds),
    },
    {
      label: labels.isActive,
      before: offer ? offerStatusText(offer.status) : '',
      after: offerStatusText(body.status),
    },
  ];
  return offer ? rows : [{ label: labels.symbol, before: '', after: symbol }, ...rows];
}

/**
 * A block offer's terms (new, or an existing one's for future buys): form → review what changes → save (audited). No
 * field is a price: buys fill at the live price × (1 + rate). Orders already bought keep the terms they were bought on.
 */
export function BlockOfferEditor({ offer, onClose }: { offer: AdminBlockOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBlockOffer();
  const labels: Record<BlockField, string> = {
    symbol: t('products.symbol'),
    rate: t('products.blockRate'),
    minQuantity: t('products.blockMin'),
    maxQuantity: t('products.blockMax'),
    totalQuantity: t('products.blockTotal'),
    lockupMinutes: t('products.blockLockupMinutes'),
    isActive: t('products.blockActive'),
  };
  const form = useForm<BlockValues>({
    resolver: contractResolver(adminCreateBlockOffer.body, labels, {
      toBody: (values) => {
        const body = toBody(values);
        return { ...body, ...(offer ? { symbol: offer.symbol } : {}) };
      },
    }),
    defaultValues: {
      symbol: offer?.symbol ?? '',
      rate: offer?.rate ?? '-0.02',
      minQuantity: offer?.minQuantity ?? '',
      maxQuantity: offer?.maxQuantity ?? '',
      totalQuantity: offer?.totalQuantity ?? '',
      lockupMinutes: offer ? String(Math.round(offer.lockupSeconds / 60)) : String(7 * 24 * 60),
      isActive: offer ? offer.status === 1 : true,
    },
  });
  const reviewed = useReviewedSave(save, {
    doneMessage: (body) => t('products.blockDone', { symbol: symbolOf(offer, body) }),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, fieldOf),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) => setReview(toSave(offer, toBody(values))));
  const { errors } = form.formState;
  const isPausing = offer?.status === 1 && review?.status === 0;
  const lockup = useWatch({ control: form.control, name: 'lockupMinutes' });
  return (
    <EditorDrawer
      title={offer ? t('products.blockEditTitle', { symbol: offer.symbol }) : t('products.blockNewTitle')}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ReviewChangesDialog
            reviewed={reviewed}
            title={t('products.blockConfirmTitle')}
            summary={t(isPausing ? 'products.blockPauseSummary' : 'products.blockConfirmSummary')}
            isDanger={isPausing}
            rows={changesOf(offer, review, labels)}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('products.blockIntro')}</p>
      {offer ? null : (
        <TextField
          label={labels.symbol}
          hint={t('products.blockSymbolHint')}
          error={errors.symbol?.message}
          {...form.register('symbol')}
        />
      )}
      <TextField
        label={labels.rate}
        hint={t('products.blockRateHint')}
        inputMode="decimal"
        error={errors.rate?.message}
        {...form.register('rate')}
      />
      {(['minQuantity', 'maxQuantity', 'totalQuantity'] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          inputMode="decimal"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <TextField
        label={labels.lockupMinutes}
        hint={t('products.blockLockupHint', { value: lockupText(Number(lockup) * 60) })}
        inputMode="numeric"
        error={errors.lockupMinutes?.message}
        {...form.register('lockupMinutes')}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...form.register('isActive')} />
        {labels.isActive}
      </label>
    </EditorDrawer>
  );
}
