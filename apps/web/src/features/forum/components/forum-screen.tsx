import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useIsSignedIn } from '@/lib/token-store';
import type { PostDraft } from './compose-post-sheet';
import { ComposePostSheet, EMPTY_DRAFT } from './compose-post-sheet';
import { MyPosts } from './my-posts';
import { PostList } from './post-list';
import { SignInPrompt } from './sign-in-prompt';

type Tab = 'all' | 'mine';

/**
 * `/forum`'s body: the public posts, and for a member a "new post" button and their own posts as a second tab.
 * A sent post awaits review, so the screen says so and shows the member's posts, where it is listed as pending.
 */
export function ForumScreen() {
  const { t } = useTranslation();
  const isSignedIn = useIsSignedIn();
  const [tab, setTab] = useState<Tab>('all');
  const [isComposing, setIsComposing] = useState(false);
  const [draft, setDraft] = useState<PostDraft>(EMPTY_DRAFT);
  const [hasSent, setHasSent] = useState(false);
  const shownTab = isSignedIn ? tab : 'all';
  return (
    <div className="flex flex-col gap-4 px-4 py-2 sm:px-0">
      {isSignedIn ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SegmentedControl
            label={t('forum.tabs.label')}
            value={shownTab}
            onChange={setTab}
            options={[
              { value: 'all', label: t('forum.tabs.all') },
              { value: 'mine', label: t('forum.tabs.mine') },
            ]}
          />
          <Button onClick={() => setIsComposing(true)}>{t('forum.compose.open')}</Button>
        </div>
      ) : (
        <SignInPrompt hint={t('forum.signIn.hint')} />
      )}
      {hasSent ? (
        <p role="status" className="rounded-2xl bg-brand/10 p-3 text-sm text-brand">
          {t('forum.compose.sent')}
        </p>
      ) : null}
      {shownTab === 'mine' ? <MyPosts /> : <PostList />}
      {isComposing ? (
        <ComposePostSheet
          draft={draft}
          onDraftChange={setDraft}
          onClose={() => setIsComposing(false)}
          onSent={() => {
            setDraft(EMPTY_DRAFT);
            setIsComposing(false);
            setHasSent(true);
            setTab('mine');
          }}
        />
      ) : null}
    </div>
  );
}
