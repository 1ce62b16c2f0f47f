import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@exchange/ui/query-state';
import { idParam } from '@/lib/id-param';
import { useIsSignedIn } from '@/lib/token-store';
import type { ForumItemKind } from '../api/forum-mutations';
import { useForumPost, useMyReplyIds } from '../api/forum-queries';
import { DeleteItemDialog } from './delete-item-dialog';
import { PostThread } from './post-thread';
import { ReplyComposer } from './reply-composer';
import { ReportSheet } from './report-sheet';
import { SignInPrompt } from './sign-in-prompt';

/** The composer under a post that is there to reply to (a member's), or the way to sign in (a visitor's). */
function ReplySlot({ id, isSignedIn }: { id: number; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const thread = useForumPost(id);
  if (!thread.isSuccess) return null;
  return isSignedIn ? <ReplyComposer postId={id} /> : <SignInPrompt hint={t('forum.signIn.replyHint')} />;
}

const NO_REPLIES: ReadonlySet<number> = new Set();

/** A member's thread: their own replies (which they may delete) read beside the post. */
function MemberThread({
  id,
  onReport,
}: {
  id: number;
  onReport: (item: { kind: ForumItemKind; id: number }) => void;
}) {
  const own = useMyReplyIds(id);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <>
      <PostThread id={id} onReport={onReport} ownReplyIds={own.data ?? NO_REPLIES} onDelete={setDeleting} />
      <DeleteItemDialog
        item={deleting === null ? null : { kind: 'reply', id: deleting }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** `/forum/post?id=`'s body: the post with its replies, the reply composer, and the report and delete dialogs. */
export function PostScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const isSignedIn = useIsSignedIn();
  const [reporting, setReporting] = useState<{ kind: ForumItemKind; id: number } | null>(null);
  if (id === null)
    return (
      <div className="px-4 py-2 sm:px-0">
        <ErrorState message={t('forum.post.notFound')} />
      </div>
    );
  return (
    <div className="flex flex-col gap-4 px-4 py-2 sm:px-0">
      {isSignedIn ? (
        <MemberThread id={id} onReport={setReporting} />
      ) : (
        <PostThread id={id} onReport={null} ownReplyIds={NO_REPLIES} onDelete={null} />
      )}
      <ReplySlot id={id} isSignedIn={isSignedIn} />
      {reporting ? <ReportSheet item={reporting} onClose={() => setReporting(null)} /> : null}
    </div>
  );
}
