import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffConfirmTotp, staffEnrolTotp } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { TextField } from '@exchange/ui/text-field';
import { callOperation } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { logOut, STAFF_ME_KEY } from '@/lib/staff-session';
import { contractResolver } from '@/lib/zod-resolver';
import { AuthLayout } from './auth-layout';

/**
 * Starting enrolment is a POST that makes a new secret. It runs as a query so that one mount (even React's
 * double-mount in development) asks once and the secret on screen is the one the server will check.
 */
const ENROLMENT_KEY = ['staff', 'totp-enrolment'] as const;

export function TotpEnrolScreen() {
  const { t } = useTranslation();
  const enrolment = useQuery({
    queryKey: ENROLMENT_KEY,
    queryFn: () => callOperation(staffEnrolTotp),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const labels = { code: t('auth.totpCode') };
  const form = useForm<{ code: string }>({
    resolver: contractResolver(staffConfirmTotp.body, labels),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: (values: { code: string }) => callOperation(staffConfirmTotp, { body: values }),
    onSuccess: async () => {
      notify.success(t('auth.totpEnrolled'));
      queryClient.removeQueries({ queryKey: ENROLMENT_KEY });
      await queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
  const submit = form.handleSubmit((values) => confirm.mutate(values));
  return (
    <AuthLayout title={t('auth.enrolTitle')} intro={t('auth.enrolIntro')}>
      {enrolment.isPending ? <LoadingState /> : null}
      {enrolment.isError ? <ErrorState onRetry={() => void enrolment.refetch()} /> : null}
      {enrolment.data ? (
        <>
          <div className="flex justify-center rounded-lg bg-white p-4">
            <QRCodeSVG
              value={enrolment.data.otpauthUrl}
              size={192}
              role="img"
              aria-label={t('auth.qrLabel')}
            />
          </div>
          <p className="text-sm">
            {t('auth.secretLabel')}{' '}
            <code className="font-mono break-all select-all" data-testid="totp-secret">
              {enrolment.data.secret}
            </code>
          </p>
          <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={labels.code}
              hint={t('auth.totpCodeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
            <Button type="submit" isLoading={confirm.isPending}>
              {t('auth.confirmTotp')}
            </Button>
          </form>
        </>
      ) : null}
      <Button variant="ghost" onClick={() => void logOut()}>
        {t('auth.signOut')}
      </Button>
    </AuthLayout>
  );
}
