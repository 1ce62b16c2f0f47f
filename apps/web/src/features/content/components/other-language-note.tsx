import { useTranslation } from 'react-i18next';

/** Said above a text the server served in another language than the reader's (none was written in theirs). */
export function OtherLanguageNote({ served }: { served: string }) {
  const { t, i18n } = useTranslation();
  if (served === i18n.language) return null;
  return (
    <p
      dir={i18n.dir()}
      lang={i18n.language}
      className="rounded-lg bg-surface-sunken px-3 py-2 text-xs text-muted"
    >
      {t('content.article.otherLanguage')}
    </p>
  );
}
