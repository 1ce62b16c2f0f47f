import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { ChatGroupType } from '@exchange/contracts/ws/im-socket';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { ActionDialog } from '@/components/ui/action-dialog';
import { notify } from '@/lib/notify';
import { useCan, useStaffMe } from '@/lib/staff-session';
import { lastOffsetOf, unconfirmed } from './chat-timeline';
import { Composer } from './composer';
import { GiveToAgent } from './give-to-agent';
import {
  useAssignConversation,
  useEarlierMessages,
  useConversationMessages,
  useFinishConversation,
  useReadConversation,
} from './inbox-queries';
import type { InboxItem } from './inbox-queries';
import { MessageList } from './message-list';
import { customerText, groupTypeText } from './support-labels';
import { useOutbox } from './use-outbox';

/** Marks the conversation read up to the newest offset on screen, once per offset (only the assigned agent may). */
function useMarkRead(groupId: number, lastOffset: number, isEnabled: boolean) {
  const { mutate } = useReadConversation(groupId);
  const sentOffset = useRef(0);
  useEffect(() => {
    if (!isEnabled || lastOffset <= sentOffset.current) return;
    sentOffset.current = lastOffset;
    mutate(lastOffset);
  }, [isEnabled, lastOffset, mutate]);
}

function FinishDialog({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishConversation(item.id);
  return (
    <ActionDialog
      title={t('support.finishTitle', { title: item.title })}
      summary={t('support.finishSummary', { customer: customerText(item) })}
      confirmLabel={t('support.finish')}
      isPending={finish.isPending}
      onClose={onClose}
      onSubmit={() =>
        finish.mutate(undefined, {
          onSuccess: () => {
            notify.success(t('support.finishDone', { title: item.title }));
            onClose();
          },
          onError: onClose,
        })
      }
    />
  );
}

/** Why the composer is off, or null when the caller may answer. */
function composerHint(
  item: InboxItem,
  isMine: boolean,
): 'support.hintFinished' | 'support.hintTake' | 'support.hintOthers' | null {
  if (item.isFinished) return 'support.hintFinished';
  if (item.assignedStaffId === null) return 'support.hintTake';
  return isMine ? null : 'support.hintOthers';
}

/**
 * One conversation: its messages by offset (text only; system notes centred), Take while no agent has it, Finish
 * while it is open (service conversations; a C2C chat belongs to its order), and the composer for the assigned
 * agent. A role without chat.answer only reads: no button and no composer.
 */
export function ConversationPane({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const staffId = useStaffMe().data?.staffId;
  const canAnswer = useCan(StaffPermission.chatAnswer);
  const messages = useConversationMessages(item.id);
  const assign = useAssignConversation(item.id);
  const earlier = useEarlierMessages(item.id);
  const outbox = useOutbox(item.id);
  const [isFinishing, setIsFinishing] = useState(false);
  const isMine = item.assignedStaffId !== null && item.assignedStaffId === staffId;
  const held = messages.data ?? [];
  useMarkRead(item.id, lastOffsetOf(held), canAnswer && isMine);
  const hint = composerHint(item, isMine);
  const isFinishable = !item.isFinished && item.type !== ChatGroupType.c2cService;
  return (
    <section aria-labelledby="support-conversation-heading" className="flex min-w-0 flex-col gap-3">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="support-conversation-heading" className="truncate font-semibold">
            {item.title}
          </h2>
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <span>{customerText(item)}</span>
            <Badge>{groupTypeText(item.type)}</Badge>
            {item.isFinished ? <Badge tone="success">{t('support.finished')}</Badge> : null}
            <span>
              {item.assignedStaff
                ? t('support.assignedTo', { name: item.assignedStaff })
                : t('support.unassigned')}
            </span>
          </p>
        </div>
        {canAnswer ? (
          <div className="flex gap-2">
            {item.assignedStaffId === null ? (
              <Button isSmall isLoading={assign.isPending} onClick={() => assign.mutate(undefined)}>
                {t('support.take')}
              </Button>
            ) : null}
            {isFinishable ? (
              <Button variant="secondary" isSmall onClick={() => setIsFinishing(true)}>
                {t('support.finish')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {canAnswer && item.assignedStaffId !== null && !item.isFinished ? <GiveToAgent item={item} /> : null}
      {messages.isPending ? <LoadingState /> : null}
      {messages.isError ? <ErrorState onRetry={() => void messages.refetch()} /> : null}
      {(held[0]?.offset ?? 1) > 1 ? (
        <Button
          variant="ghost"
          isSmall
          className="self-center"
          isLoading={earlier.isPending}
          onClick={() => earlier.mutate(held[0]?.offset ?? 1)}
        >
          {t('support.earlier')}
        </Button>
      ) : null}
      {messages.data ? (
        <MessageList
          messages={held}
          outgoing={unconfirmed(outbox.outbox, held, staffId)}
          onRetry={outbox.retry}
        />
      ) : null}
      {canAnswer ? (
        <Composer
          isEnabled={hint === null && !outbox.isFull}
          hint={hint ? t(hint) : null}
          onSend={outbox.send}
        />
      ) : null}
      {isFinishing ? <FinishDialog item={item} onClose={() => setIsFinishing(false)} /> : null}
    </section>
  );
}
