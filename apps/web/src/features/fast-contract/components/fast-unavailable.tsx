import { useTranslation } from 'react-i18next';

/**
 * Instead of the buy form when the operator has switched fast contracts off, or they are not offered in the
 * user's jurisdiction: a plain statement, and that open contracts still settle as agreed.
 */
export function FastUnavailable({ reason }: { reason: 'disabled' | 'jurisdiction' | undefined }) {
  const { t } = useTranslation();
  return (
    <section role="status" className="flex flex-col gap-2 rounded-2xl bg-warning/10 p-4 text-sm">
      <h2 className="font-semibold">{t('fast.unavailable.title')}</h2>
      <p>{t(reason === 'jurisdiction' ? 'fast.unavailable.jurisdiction' : 'fast.unavailable.disabled')}</p>
      <p className="text-muted">{t('fast.unavailable.openStillSettle')}</p>
    </section>
  );
}
