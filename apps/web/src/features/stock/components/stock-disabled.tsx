import { useTranslation } from 'react-i18next';

/** Instead of the ticket when the operator has stock trading switched off: said plainly, with what still works. */
export function StockDisabled() {
  const { t } = useTranslation();
  return (
    <section role="status" className="flex flex-col gap-2 rounded-2xl bg-warning/10 p-4 text-sm">
      <h2 className="font-semibold">{t('stockTrade.disabled.title')}</h2>
      <p>{t('stockTrade.disabled.body')}</p>
    </section>
  );
}
