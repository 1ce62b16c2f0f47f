import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { AreaCodeButton } from '@/features/auth/components/area-code-button';
import { SendCodeControl } from '@/features/auth/components/send-code-control';
import { useCurrentMember } from '@/features/member/api/get-current-member';
import { AvatarEditor } from '@/features/member/components/avatar-editor';
import { ChangeContactForm } from '@/features/member/components/change-contact-form';
import type { ChangeContactValues } from '@/features/member/components/change-contact-form';
import { NicknameForm } from '@/features/member/components/nickname-form';
import type { RenderSendCode } from '@/features/member/components/send-code-slot';
import { useAreaCode } from '@/features/system/hooks/use-area-code';
import { useFormDraft } from '@/features/system/hooks/use-form-draft';

function Section({ title, current, children }: { title: string; current?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {current ? <p className="text-sm text-muted">{current}</p> : null}
      {children}
    </section>
  );
}

const renderSendCode: RenderSendCode = (props) => <SendCodeControl {...props} />;

/** Nickname, avatar, e-mail and phone. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useAreaCode();
  const { draft, saveDraft } = useFormDraft<ChangeContactValues>('change-phone');
  const { data: member, isPending, isError, refetch } = useCurrentMember();
  const currentText = (value: string | null) =>
    t('userInfo.currentValue', { value: value ?? t('userInfo.notSet') });

  return (
    <Page title={t('userInfo.title')} backTo={paths.mine.path}>
      {isPending ? <LoadingState /> : null}
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {member ? (
        <>
          <Section title={t('userInfo.profileSection')}>
            <AvatarEditor member={member} />
            <NicknameForm nickname={member.nickname} />
          </Section>
          <Section title={t('userInfo.emailSection')} current={currentText(member.email)}>
            <ChangeContactForm kind="email" renderSendCode={renderSendCode} />
          </Section>
          <Section
            title={t('userInfo.phoneSection')}
            current={currentText(member.phone ? `${member.areaCode ?? ''} ${member.phone}` : null)}
          >
            <ChangeContactForm
              kind="phone"
              areaCode={area?.areaCode ?? null}
              initialValues={draft}
              renderSendCode={renderSendCode}
              areaCodeControl={(getValues) => (
                <AreaCodeButton
                  areaCode={area?.areaCode ?? null}
                  onClick={() => {
                    saveDraft(getValues());
                    void navigate(paths.chooseArea.path);
                  }}
                />
              )}
            />
          </Section>
        </>
      ) : null}
    </Page>
  );
}
