import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@exchange/ui/query-state';
import { Page } from '@/components/layouts/page';
import { idParam } from '@/lib/id-param';
import type { ArticleKind } from '../api/content-queries';
import { LIST_PATHS } from '../utils/content-links';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';

/** `/news`, `/announcement`, `/college_list`: the published articles of one kind. */
export function ArticleListScreen({ kind, backTo }: { kind: ArticleKind; backTo: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`content.kinds.${kind}`)} backTo={backTo}>
      <div className="px-4 py-2 sm:px-0">
        <ArticleList kind={kind} />
      </div>
    </Page>
  );
}

/**
 * `/message/newsDetail?id=`, `/message/announcementDetail?id=`, `/mine/helpArticle_detail?id=`, `/college_detail?id=`:
 * one article; back leads to its list.
 */
export function ArticleDetailScreen({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  return (
    <Page title={t(`content.detailTitles.${kind}`)} backTo={LIST_PATHS[kind]}>
      <div className="px-4 py-2 sm:px-0">
        {id === null ? <ErrorState message={t('content.article.notFound')} /> : <ArticleView id={id} />}
      </div>
    </Page>
  );
}
