import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useCan } from '@/lib/staff-session';
import { BusinessHoursForm } from './business-hours-form';
import { CannedReplyDialog, DeleteCannedReplyDialog } from './canned-reply-dialogs';
import { useCannedReplies } from './desk-queries';
import type { CannedReply } from './desk-queries';

type Editing = { kind: 'edit'; reply: CannedReply | null } | { kind: 'delete'; reply: CannedReply };

function CannedReplies() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.chatAnswer);
  const replies = useCannedReplies();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <section aria-labelledby="support-canned-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="support-canned-heading" className="font-semibold">
          {t('support.canned.title')}
        </h2>
        {canWrite ? (
          <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', reply: null })}>
            {t('support.canned.add')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('support.canned.intro')}</p>
      {replies.isPending ? <LoadingState /> : null}
      {replies.isError ? <ErrorState onRetry={() => void replies.refetch()} /> : null}
      {replies.data?.length === 0 ? <EmptyState message={t('support.noCannedReplies')} /> : null}
      {replies.data && replies.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised">
          {replies.data.map((reply) => (
            <li key={reply.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{reply.title}</p>
                <p className="text-sm break-words whitespace-pre-wrap text-muted">{reply.text}</p>
              </div>
              {canWrite ? (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    isSmall
                    aria-label={t('support.canned.editOf', { title: reply.title })}
                    onClick={() => setEditing({ kind: 'edit', reply })}
                  >
                    {t('support.canned.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    isSmall
                    aria-label={t('support.canned.deleteOf', { title: reply.title })}
                    onClick={() => setEditing({ kind: 'delete', reply })}
                  >
                    {t('support.canned.delete')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editing?.kind === 'edit' ? (
        <CannedReplyDialog reply={editing.reply} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.kind === 'delete' ? (
        <DeleteCannedReplyDialog reply={editing.reply} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

/** The desk's settings: canned replies and business hours (changing either needs chat.answer). */
export function SettingsPanel() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <CannedReplies />
      <section aria-labelledby="support-hours-heading" className="flex flex-col gap-3">
        <h2 id="support-hours-heading" className="font-semibold">
          {t('support.hours.title')}
        </h2>
        <BusinessHoursForm />
      </section>
    </div>
  );
}
