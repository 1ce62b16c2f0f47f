import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useDeleteItem } from '../api/forum-mutations';
import type { ForumItemKind } from '../api/forum-mutations';

const TEXTS = {
  post: { title: 'forum.mine.deleteTitle', done: 'forum.mine.deleted' },
  reply: { title: 'forum.reply.deleteTitle', done: 'forum.reply.deleted' },
} as const;

/** Asks before deleting one of the member's own posts or replies (`item`, null when closed), then deletes it. */
export function DeleteItemDialog({
  item,
  onClose,
}: {
  item: { kind: ForumItemKind; id: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteItem();
  const texts = TEXTS[item?.kind ?? 'post'];
  return (
    <ConfirmDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t(texts.title)}
      description={t('forum.mine.deleteDescription')}
      confirmLabel={t('forum.mine.delete')}
      onConfirm={() => {
        if (item === null) return;
        remove.mutate(item, { onSuccess: () => notify.success(t(texts.done)) });
        onClose();
      }}
    />
  );
}
