import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { RealNameStatus } from '@exchange/contracts/enums';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { useRealName } from '@/features/member/api/real-name';
import { RealNameForm } from '@/features/member/components/real-name-form';
import type { RealNameFormValues } from '@/features/member/components/real-name-form';
import { RealNameStatusCard } from '@/features/member/components/real-name-status-card';
import { useFormDraft } from '@/features/system/hooks/use-form-draft';
import { usePickerStore } from '@/features/system/stores/picker-store';

/** Real-name verification: the current status, and the form when there is nothing under review or verified. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useRealName();
  const nationality = usePickerStore((state) => state.nationality);
  const { draft, saveDraft } = useFormDraft<RealNameFormValues>('real-name');
  const canSubmit = data && (data.status === RealNameStatus.none || data.status === RealNameStatus.rejected);

  return (
    <Page title={t('verified.title')} backTo={paths.mine.path}>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {data ? (
        <RealNameStatusCard status={data.status} remark={data.remark} submittedAt={data.submittedAt} />
      ) : null}
      {canSubmit ? (
        <RealNameForm
          initialValues={{ ...draft, ...(nationality ? { nationality: nationality.code } : {}) }}
          nationalityName={nationality?.name ?? null}
          onChooseNationality={(values) => {
            saveDraft(values);
            void navigate(paths.chooseNationality.path);
          }}
          onSubmitted={() => {
            notify.success(t('verified.submitted'));
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </Page>
  );
}
