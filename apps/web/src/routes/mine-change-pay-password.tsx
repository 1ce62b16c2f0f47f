import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { SendCodeControl } from '@/features/auth/components/send-code-control';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { primaryContact } from '@/features/member/components/contact-text';
import { PayPasswordForm } from '@/features/member/components/pay-password-form';
import { useGoBack } from '@/lib/use-go-back';

/** The pay password: a code goes to the member's own e-mail or phone, then the new 6 digits twice. */
export function Component() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.mineSettings.path);
  const { data: member, isPending, isError, refetch } = useCurrentMember();
  const contact = member ? primaryContact(member) : null;
  return (
    <Page title={t('payPassword.title')} backTo={paths.mineSettings.path}>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {member ? (
        <>
          <p className="text-sm text-muted">
            {contact ? t('payPassword.description', { contact }) : t('payPassword.descriptionNoContact')}
          </p>
          <PayPasswordForm
            renderSendCode={(props) => <SendCodeControl {...props} />}
            onSuccess={() => {
              notify.success(t('payPassword.success'));
              goBack();
            }}
          />
        </>
      ) : null}
    </Page>
  );
}
