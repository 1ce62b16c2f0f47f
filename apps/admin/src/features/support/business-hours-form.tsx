import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { adminSetBusinessHours } from '@exchange/contracts/http/im/im-admin';
import { Button } from '@exchange/ui/button';
import { FieldError } from '@exchange/ui/field-error';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { ActionDialog } from '@/components/ui/action-dialog';
import { ChangesTable } from '@/components/ui/changes-table';
import { TextAreaField } from '@/components/ui/text-area-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { useBusinessHours, useSetBusinessHours } from './desk-queries';
import type { BusinessHours, BusinessHoursBody } from './desk-queries';
import { WEEKDAYS, weekdayText } from './support-labels';

const FIELDS = ['timeZone', 'days', 'opensAt', 'closesAt', 'awayMessage'] as const;
type HoursField = (typeof FIELDS)[number];

interface HoursValues {
  timeZone: string;
  /** Checkbox values: the day numbers as text. */
  days: string[];
  opensAt: string;
  closesAt: string;
  awayMessage: string;
}

const toValues = (hours: BusinessHours): HoursValues => ({ ...hours, days: hours.days.map(String) });

const toBody = (values: HoursValues): BusinessHoursBody => ({
  timeZone: values.timeZone.trim(),
  days: values.days.map(Number).sort((a, b) => a - b),
  opensAt: values.opensAt.trim(),
  closesAt: values.closesAt.trim(),
  awayMessage: values.awayMessage.trim(),
});

/** The days in week order ("Mon Tue Wed"), or "No days". */
function daysText(days: readonly number[]): string {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  return chosen.length > 0 ? chosen.map(weekdayText).join(' ') : '—';
}

function HoursConfirmDialog(props: {
  hours: BusinessHours;
  body: BusinessHoursBody;
  labels: Record<HoursField, string>;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { hours, body, labels } = props;
  const title = t('support.hours.confirmTitle');
  return (
    <ActionDialog
      title={title}
      summary={t('support.hours.confirmSummary')}
      confirmLabel={t('markets.saveChanges')}
      isPending={props.isPending}
      onSubmit={props.onConfirm}
      onClose={props.onClose}
    >
      <ChangesTable
        caption={title}
        rows={[
          { label: labels.timeZone, before: hours.timeZone, after: body.timeZone },
          { label: labels.days, before: daysText(hours.days), after: daysText(body.days ?? []) },
          { label: labels.opensAt, before: hours.opensAt, after: body.opensAt },
          { label: labels.closesAt, before: hours.closesAt, after: body.closesAt },
          { label: labels.awayMessage, before: hours.awayMessage, after: body.awayMessage },
        ]}
      />
    </ActionDialog>
  );
}

function HoursForm({ hours }: { hours: BusinessHours }) {
  const { t } = useTranslation();
  const id = useId();
  const canWrite = useCan(StaffPermission.chatAnswer);
  const update = useSetBusinessHours();
  const [review, setReview] = useState<BusinessHoursBody | null>(null);
  const labels: Record<HoursField, string> = {
    timeZone: t('support.hours.timeZone'),
    days: t('support.hours.days'),
    opensAt: t('support.hours.opensAt'),
    closesAt: t('support.hours.closesAt'),
    awayMessage: t('support.hours.awayMessage'),
  };
  const form = useForm<HoursValues>({
    resolver: contractResolver(adminSetBusinessHours.body, labels, { toBody }),
    defaultValues: toValues(hours),
  });
  const { errors } = form.formState;
  const openReview = form.handleSubmit((values) => setReview(toBody(values)));
  const save = (body: BusinessHoursBody) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        notify.success(t('support.hours.done'));
        setReview(null);
        form.reset(toValues(saved));
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, (field, message) => {
          // A refused day is reported at its index (`days.3`): shown at the days.
          const name = field.split('.')[0] ?? '';
          if (!(FIELDS as readonly string[]).includes(name)) return false;
          form.setError(name as HoursField, { type: 'server', message }, { shouldFocus: true });
          return true;
        });
      },
    });
  return (
    <>
      <form noValidate className="flex max-w-xl flex-col gap-4" onSubmit={(event) => void openReview(event)}>
        <p className="text-sm text-muted">{t('support.hours.intro')}</p>
        <TextField
          label={labels.timeZone}
          hint={t('support.hours.timeZoneHint')}
          readOnly={!canWrite}
          error={errors.timeZone?.message}
          {...form.register('timeZone')}
        />
        <fieldset aria-describedby={errors.days ? `${id}-days-error` : undefined}>
          <legend className="text-sm font-medium">{labels.days}</legend>
          <div className="flex flex-wrap gap-3 pt-1">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-1 text-sm">
                <input type="checkbox" value={String(day)} disabled={!canWrite} {...form.register('days')} />
                {weekdayText(day)}
              </label>
            ))}
          </div>
          <FieldError id={`${id}-days-error`} error={errors.days?.message} />
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={labels.opensAt}
            placeholder="09:00"
            readOnly={!canWrite}
            error={errors.opensAt?.message}
            {...form.register('opensAt')}
          />
          <TextField
            label={labels.closesAt}
            placeholder="18:00"
            readOnly={!canWrite}
            error={errors.closesAt?.message}
            {...form.register('closesAt')}
          />
        </div>
        <TextAreaField
          label={labels.awayMessage}
          readOnly={!canWrite}
          error={errors.awayMessage?.message}
          {...form.register('awayMessage')}
        />
        {canWrite ? (
          <Button type="submit" className="self-start">
            {t('markets.reviewChanges')}
          </Button>
        ) : null}
      </form>
      {review ? (
        <HoursConfirmDialog
          hours={hours}
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

/** When agents answer (days, hours in a time zone) and the away message customers get outside them. */
export function BusinessHoursForm() {
  const hours = useBusinessHours();
  if (hours.isPending) return <LoadingState />;
  if (hours.isError) return <ErrorState onRetry={() => void hours.refetch()} />;
  return <HoursForm hours={hours.data} />;
}
