import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { TextField } from '@exchange/ui/text-field';
import type { AuditQuery } from './audit-queries';

export interface AuditFilterValues {
  staffId: string;
  action: string;
  target: string;
  /** `datetime-local` values, in the browser's time zone. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { staffId: '', action: '', target: '', from: '', to: '' };

const toMs = (local: string) => (local === '' ? undefined : new Date(local).getTime());
const orUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

export function auditFilterQuery(values: AuditFilterValues): Omit<AuditQuery, 'pageNo' | 'pageSize'> {
  const staffId = Number(values.staffId);
  return {
    staffId: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
    action: orUndefined(values.action),
    target: orUndefined(values.target),
    fromMs: toMs(values.from),
    toMs: toMs(values.to),
  };
}

/** Who, what, on what, when: applied together on Enter or Search. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<AuditFilterValues>({ defaultValues: NO_AUDIT_FILTERS });
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => void form.handleSubmit(onApply)(event)}
    >
      <TextField
        label={t('audit.staffId')}
        inputMode="numeric"
        className="w-28"
        {...form.register('staffId')}
      />
      <TextField
        label={t('audit.action')}
        placeholder="POST /withdrawal/reject"
        {...form.register('action')}
      />
      <TextField label={t('audit.target')} placeholder="user:100001" {...form.register('target')} />
      <TextField label={t('audit.from')} type="datetime-local" {...form.register('from')} />
      <TextField label={t('audit.to')} type="datetime-local" {...form.register('to')} />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
