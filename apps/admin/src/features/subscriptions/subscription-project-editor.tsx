import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCreateSubscriptionProject } from '@exchange/contracts/http/subscription/admin-subscription';
import { SelectField } from '@exchange/ui/select-field';
import { TextField } from '@exchange/ui/text-field';
import type { ChangeRow } from '@/components/ui/changes-table';
import {
  EditorDrawer,
  ReviewChangesDialog,
  serverErrorAtField,
  useReviewedSave,
} from '@/components/ui/editor-drawer';
import { contractResolver } from '@/lib/zod-resolver';
import { fromLocalInput, kindText, ruleText, toLocalInput, whenText } from './subscription-labels';
import { useSaveSubscriptionProject } from './subscription-queries';
import type { AdminSubscriptionProject, SubscriptionProjectBody } from './subscription-queries';

const FORM_ID = 'subscription-project-editor';
const TEXT_FIELDS = [
  'name',
  'symbol',
  'logo',
  'description',
  'price',
  'totalSupply',
  'precision',
  'minPerUser',
  'maxPerUser',
] as const;
const TIME_FIELDS = ['startAt', 'endAt', 'distributeAt', 'listAt'] as const;
const FIELDS = [...TEXT_FIELDS, 'kind', 'rule', ...TIME_FIELDS] as const;
type ProjectField = (typeof FIELDS)[number];
type ProjectValues = Record<ProjectField, string>;

const HOUR_MS = 3_600_000;

/** The form's values as the body (times from the browser's time zone; numbers as typed, the contract checks them). */
const toBody = (values: ProjectValues): SubscriptionProjectBody => ({
  name: values.name.trim(),
  symbol: values.symbol.trim().toUpperCase(),
  logo: values.logo.trim(),
  description: values.description.trim(),
  kind: Number(values.kind) as 2 | 6,
  rule: Number(values.rule) as 1 | 2 | 3,
  price: values.price.trim(),
  totalSupply: values.totalSupply.trim(),
  precision: /^\d$/.test(values.precision.trim()) ? Number(values.precision.trim()) : -1,
  minPerUser: values.minPerUser.trim(),
  maxPerUser: values.maxPerUser.trim(),
  startAt: fromLocalInput(values.startAt),
  endAt: fromLocalInput(values.endAt),
  distributeAt: fromLocalInput(values.distributeAt),
  listAt: fromLocalInput(values.listAt),
});

const defaultsOf = (project: AdminSubscriptionProject | null): ProjectValues => {
  const start = project?.startAt ?? Math.ceil((Date.now() + 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  return {
    name: project?.name ?? '',
    symbol: project?.symbol ?? '',
    logo: project?.logo ?? '',
    description: project?.description ?? '',
    kind: String(project?.kind ?? 6),
    rule: String(project?.rule ?? 1),
    price: project?.price ?? '',
    totalSupply: project?.totalSupply ?? '',
    precision: String(project?.precision ?? 2),
    minPerUser: project?.minPerUser ?? '',
    maxPerUser: project?.maxPerUser ?? '',
    startAt: toLocalInput(start),
    endAt: toLocalInput(project?.endAt ?? start + 7 * 24 * HOUR_MS),
    distributeAt: toLocalInput(project?.distributeAt ?? start + 7 * 24 * HOUR_MS + HOUR_MS),
    listAt: toLocalInput(project?.listAt ?? start + 7 * 24 * HOUR_MS + 2 * HOUR_MS),
  };
};

/** Each term before → after, as the confirm dialog shows them (all rows for a new project). */
function changesOf(
  project: AdminSubscriptionProject | null,
  body: SubscriptionProjectBody,
  labels: Record<ProjectField, string>,
) {
  const shown = (field: ProjectField, source: SubscriptionProjectBody | AdminSubscriptionProject) => {
    const value = source[field];
    if (field === 'kind') return kindText(Number(value));
    if (field === 'rule') return ruleText(Number(value));
    if ((TIME_FIELDS as readonly string[]).includes(field)) return whenText(Number(value));
    return String(value);
  };
  return FIELDS.map((field): ChangeRow => ({
    label: labels[field],
    before: project ? shown(field, project) : '',
    after: shown(field, body),
  }));
}

/**
 * A project's terms (new, or one whose window has not opened): form → review exactly what changes → save (audited).
 * No field is an allotment or a listing price: the allotment follows the rule chosen here, published with the project.
 */
export function SubscriptionProjectEditor({
  project,
  onClose,
}: {
  project: AdminSubscriptionProject | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSubscriptionProject();
  const labels: Record<ProjectField, string> = {
    name: t('subscriptions.name'),
    symbol: t('subscriptions.symbol'),
    logo: t('subscriptions.logo'),
    description: t('subscriptions.description'),
    kind: t('subscriptions.kind'),
    rule: t('subscriptions.rule'),
    price: t('subscriptions.priceUsdt'),
    totalSupply: t('subscriptions.totalSupply'),
    precision: t('subscriptions.precision'),
    minPerUser: t('subscriptions.minPerUser'),
    maxPerUser: t('subscriptions.maxPerUser'),
    startAt: t('subscriptions.startAt'),
    endAt: t('subscriptions.endAt'),
    distributeAt: t('subscriptions.distributeAt'),
    listAt: t('subscriptions.listAt'),
  };
  const form = useForm<ProjectValues>({
    resolver: contractResolver(adminCreateSubscriptionProject.body, labels, { toBody }),
    defaultValues: defaultsOf(project),
  });
  const reviewed = useReviewedSave(save, {
    doneMessage: ({ body }) => t('subscriptions.saved', { name: body.name }),
    onDone: onClose,
    setFieldError: serverErrorAtField(form.setError, (field) =>
      (FIELDS as readonly string[]).includes(field) ? (field as ProjectField) : null,
    ),
  });
  const { review, setReview } = reviewed;
  const openReview = form.handleSubmit((values) =>
    setReview({ id: project?.id ?? null, body: toBody(values) }),
  );
  const { errors } = form.formState;
  return (
    <EditorDrawer
      title={project ? t('subscriptions.editOf', { name: project.name }) : t('subscriptions.new')}
      formId={FORM_ID}
      onSubmit={(event) => void openReview(event)}
      onClose={onClose}
      confirm={
        review ? (
          <ReviewChangesDialog
            reviewed={reviewed}
            title={t('subscriptions.confirmTitle')}
            summary={t('subscriptions.confirmSummary')}
            rows={changesOf(project, review.body, labels)}
          />
        ) : null
      }
    >
      <p className="text-sm text-muted">{t('subscriptions.editorIntro')}</p>
      {(['name', 'symbol', 'logo', 'description'] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <SelectField
        label={labels.kind}
        options={[
          { value: '6', label: kindText(6) },
          { value: '2', label: kindText(2) },
        ]}
        error={errors.kind?.message}
        {...form.register('kind')}
      />
      <SelectField
        label={labels.rule}
        options={[1, 2, 3].map((rule) => ({ value: String(rule), label: ruleText(rule) }))}
        error={errors.rule?.message}
        {...form.register('rule')}
      />
      <p className="text-xs text-muted">{t('subscriptions.ruleHint')}</p>
      {(['price', 'totalSupply', 'precision', 'minPerUser', 'maxPerUser'] as const).map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          inputMode="decimal"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      {TIME_FIELDS.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          type="datetime-local"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
    </EditorDrawer>
  );
}
