import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { excerpt } from './forum-labels';
import { actionsFor } from './forum-queries';
import type { AdminForumItem, ForumAction } from './forum-queries';

/** The decisions open to one item, each opening its confirm dialog through `onAction`. */
export function ForumActionButtons({
  item,
  onAction,
}: {
  item: AdminForumItem;
  onAction: (item: AdminForumItem, action: ForumAction) => void;
}) {
  const { t } = useTranslation();
  const subject = { title: excerpt(item.title, 60), kind: t(`forum.kind.${item.kind}`) };
  return (
    <div className="flex flex-wrap gap-2">
      {actionsFor(item).map((action) => (
        <Button
          key={action}
          isSmall
          variant={
            action === 'approve'
              ? 'primary'
              : action === 'reject' || action === 'hide'
                ? 'danger'
                : 'secondary'
          }
          aria-label={t(`forum.action.${action}Of`, subject)}
          onClick={() => onAction(item, action)}
        >
          {t(`forum.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
