import type { ReactNode } from 'react';
import { ContentBody } from '@exchange/ui/content-body';
import { languageDirection } from '@exchange/domain/format/language';
import { OtherLanguageNote } from './other-language-note';

interface ContentArticleProps {
  /** The language the server served the text in (the reader's, or the fallback's). */
  language: string;
  title: string;
  /** Under the title: when it was published or last changed. */
  meta: ReactNode;
  coverUrl?: string | null;
  format: number;
  body: string;
}

/**
 * An article or a document as the reader sees it. It keeps its own language and direction (an Arabic announcement
 * stays rtl on any screen) and says so above it when it is not in the reader's language.
 */
export function ContentArticle({ language, title, meta, coverUrl, format, body }: ContentArticleProps) {
  const dir = languageDirection(language);
  return (
    <article lang={language} dir={dir} className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-4">
      <OtherLanguageNote served={language} />
      <header className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold break-words">{title}</h2>
        {meta}
      </header>
      {coverUrl ? (
        <img src={coverUrl} alt="" className="max-h-64 w-full rounded-xl object-cover" loading="lazy" />
      ) : null}
      <ContentBody format={format} body={body} dir={dir} />
    </article>
  );
}
