import { useTranslation } from 'react-i18next';
import { ActionDialog } from '@/components/ui/action-dialog';
import { notify } from '@/lib/notify';
import { useArticleAction } from './article-queries';
import type { AdminArticle, ArticleAction } from './article-queries';
import { titleOf } from './content-labels';

/** Publish, take back to draft or delete one article, confirmed first; a refusal was already shown as a toast. */
export function ArticleActionDialog({
  article,
  action,
  onClose,
}: {
  article: AdminArticle;
  action: ArticleAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const act = useArticleAction();
  const title = titleOf(article.bodies);
  const submit = () =>
    act.mutate(
      { id: article.id, action },
      {
        onSuccess: () => notify.success(t(`content.article.${action}Done`, { title })),
        onSettled: onClose,
      },
    );
  return (
    <ActionDialog
      title={t(`content.article.${action}Title`, { title })}
      summary={t(`content.article.${action}Summary`)}
      confirmLabel={t(`content.article.${action}`)}
      confirmVariant={action === 'delete' ? 'danger' : 'primary'}
      isPending={act.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
