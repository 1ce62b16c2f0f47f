import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_SCOPES } from '@exchange/contracts/http/im/im-admin';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { EmptyState } from '@exchange/ui/query-state';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { Conversation } from './conversation';
import { InboxList } from './inbox-list';
import { useInboxCount } from './inbox-queries';
import type { InboxItem, InboxScope } from './inbox-queries';
import { groupTypeOptions } from './support-labels';
import type { SupportSocketState } from './support-socket';

/** Scopes whose size is shown on their tab (one one-row read each); the finished archive only grows. */
const COUNTED_SCOPES: readonly InboxScope[] = ['waiting', 'mine', 'open'];

function ScopeCount({ scope, type }: { scope: InboxScope; type: number | undefined }) {
  const count = useInboxCount(scope, type).data;
  if (count === undefined) return null;
  return <span className="ms-1.5 rounded-full bg-surface-sunken px-1.5 text-xs tabular-nums">{count}</span>;
}

function ConnectionStatus({ state, onRetry }: { state: SupportSocketState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-xs text-muted">
      <span
        aria-hidden
        className={`size-2 rounded-full ${state === 'open' ? 'bg-success' : state === 'stopped' ? 'bg-danger' : 'bg-warning'}`}
      />
      {t(`support.connection.${state}`)}
      {state === 'stopped' ? (
        <Button variant="ghost" isSmall onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
    </p>
  );
}

interface InboxPanelProps {
  connection: { state: SupportSocketState; retry: () => void };
}

/**
 * The agents' inbox: Waiting (no agent yet), Mine, Open and Finished, filtered by group type; the chosen
 * conversation opens beside the list with the customer's context. Frames of the socket keep both current.
 */
export function InboxPanel({ connection }: InboxPanelProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<InboxScope>('waiting');
  const [typeFilter, setTypeFilter] = useState('');
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const [selected, setSelected] = useState<InboxItem | null>(null);
  const type = typeFilter === '' ? undefined : Number(typeFilter);
  return (
    <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section aria-labelledby="support-inbox-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="support-inbox-heading" className="font-semibold">
            {t('support.inboxTitle')}
          </h2>
          <ConnectionStatus state={connection.state} onRetry={connection.retry} />
        </div>
        <SelectField
          label={t('support.typeFilter')}
          value={typeFilter}
          options={groupTypeOptions()}
          onChange={(event) => {
            setTypeFilter(event.target.value);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        <Tabs.Root
          value={scope}
          onValueChange={(value) => {
            setScope(value as InboxScope);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        >
          <Tabs.List
            aria-label={t('support.scopes')}
            className="flex gap-1 overflow-x-auto border-b border-border"
          >
            {INBOX_SCOPES.map((name) => (
              <Tabs.Trigger
                key={name}
                value={name}
                className="flex items-center border-b-2 border-transparent px-2 py-1.5 text-sm whitespace-nowrap text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
              >
                {t(`support.scope.${name}`)}
                {COUNTED_SCOPES.includes(name) ? <ScopeCount scope={name} type={type} /> : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {INBOX_SCOPES.map((name) => (
            <Tabs.Content key={name} value={name} className="pt-3 focus-visible:outline-none">
              <InboxList
                scope={name}
                type={type}
                paging={paging}
                onPagingChange={setPaging}
                selectedId={selected?.id ?? null}
                onSelect={setSelected}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>
      {selected === null ? (
        <EmptyState message={t('support.selectConversation')} />
      ) : (
        <Conversation key={selected.id} groupId={selected.id} listed={selected} />
      )}
    </div>
  );
}
