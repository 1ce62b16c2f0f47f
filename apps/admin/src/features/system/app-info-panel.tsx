import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUpdateAppInfo, StaffPermission } from '@exchange/contracts/http/admin/index';
import type { OperationBody } from '@exchange/contracts/http/operation';
import { ActionDialog } from '@/components/ui/action-dialog';
import { Button } from '@exchange/ui/button';
import { ChangesTable } from '@/components/ui/changes-table';
import { FieldError } from '@exchange/ui/field-error';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { notify } from '@/lib/notify';
import { showServerFieldError } from '@/lib/server-field-error';
import { useCan } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { useAppInfo, useUpdateAppInfo } from './system-queries';
import type { AppInfo } from './system-queries';

type AppInfoBody = OperationBody<typeof adminUpdateAppInfo>;
type AppInfoKey = keyof AppInfo['stored'];

interface AppInfoValues {
  APP_BASE_NAME: string;
  APP_BASE_LOGO: string;
}

const KEYS: readonly AppInfoKey[] = ['APP_BASE_NAME', 'APP_BASE_LOGO'];

/** Only the overrides that change; an emptied field drops its override (null: the configuration's value). */
function changedBody(info: AppInfo, values: AppInfoValues): AppInfoBody {
  const body: AppInfoBody = {};
  for (const key of KEYS) {
    const next = values[key].trim() === '' ? null : values[key].trim();
    if (next !== info.stored[key]) body[key] = next;
  }
  return body;
}

function AppInfoForm({ info }: { info: AppInfo }) {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const update = useUpdateAppInfo();
  const [review, setReview] = useState<AppInfoBody | null>(null);
  const labels = { APP_BASE_NAME: t('system.appName'), APP_BASE_LOGO: t('system.appLogo') };
  const form = useForm<AppInfoValues>({
    resolver: contractResolver(adminUpdateAppInfo.body, labels, {
      toBody: (values) => changedBody(info, values),
    }),
    defaultValues: {
      APP_BASE_NAME: info.stored.APP_BASE_NAME ?? '',
      APP_BASE_LOGO: info.stored.APP_BASE_LOGO ?? '',
    },
  });
  const [isUnchanged, setIsUnchanged] = useState(false);
  const { errors } = form.formState;
  const served = (key: AppInfoKey, value: string | null) =>
    value ?? t('system.fromConfiguration', { value: info[key] });
  const submit = () =>
    review &&
    update.mutate(review, {
      onSuccess: () => {
        notify.success(t('system.appInfoDone'));
        setReview(null);
      },
      onError: (error) => {
        setReview(null);
        showServerFieldError(error, (field, message) => {
          if (!KEYS.includes(field as AppInfoKey)) return false;
          form.setError(field as AppInfoKey, { type: 'server', message });
          return true;
        });
      },
    });
  return (
    <>
      <form
        noValidate
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(event) => {
          const body = changedBody(info, form.getValues());
          setIsUnchanged(Object.keys(body).length === 0);
          if (Object.keys(body).length === 0) event.preventDefault();
          else void form.handleSubmit(() => setReview(body))(event);
        }}
      >
        <p className="text-sm text-muted">{t('system.appInfoIntro')}</p>
        <TextField
          label={labels.APP_BASE_NAME}
          hint={t('system.servedNow', { value: info.APP_BASE_NAME })}
          readOnly={!canWrite}
          error={errors.APP_BASE_NAME?.message}
          {...form.register('APP_BASE_NAME')}
        />
        <TextField
          label={labels.APP_BASE_LOGO}
          hint={t('system.appLogoHint', { value: info.APP_BASE_LOGO })}
          readOnly={!canWrite}
          error={errors.APP_BASE_LOGO?.message}
          {...form.register('APP_BASE_LOGO')}
        />
        <FieldError id="app-info-unchanged" error={isUnchanged ? t('system.nothingChanged') : undefined} />
        {canWrite ? (
          <Button type="submit" className="self-start">
            {t('system.reviewChanges')}
          </Button>
        ) : null}
      </form>
      {review ? (
        <ActionDialog
          title={t('system.appInfoTitle')}
          summary={t('system.appInfoSummary')}
          confirmLabel={t('system.saveChanges')}
          isPending={update.isPending}
          onSubmit={submit}
          onClose={() => setReview(null)}
        >
          <ChangesTable
            caption={t('system.appInfoTitle')}
            rows={KEYS.map((key) => ({
              label: labels[key],
              before: served(key, info.stored[key]),
              after: served(key, key in review ? (review[key] ?? null) : info.stored[key]),
            }))}
          />
        </ActionDialog>
      ) : null}
    </>
  );
}

/** App name and logo: the value served now, and the override stored here (empty: the configuration's). */
export function AppInfoPanel() {
  const info = useAppInfo();
  if (info.isPending) return <LoadingState />;
  if (info.isError) return <ErrorState onRetry={() => void info.refetch()} />;
  return <AppInfoForm info={info.data} />;
}
