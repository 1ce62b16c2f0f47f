import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

/** The centred card of the sign-in steps (login, forced password change, TOTP enrolment). */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4">
      <div className="flex w-full max-w-md items-center justify-between">
        <p className="font-semibold text-brand">{t('app.name')}</p>
        <LanguageSwitch />
      </div>
      <section className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-surface-raised p-6 shadow-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        {intro ? <p className="text-sm text-muted">{intro}</p> : null}
        {children}
      </section>
    </main>
  );
}
