import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { notify } from '@/lib/notify';
import { useAgents, useAssignConversation } from './inbox-queries';
import type { InboxItem } from './inbox-queries';

/**
 * Gives an assigned conversation to another agent who may answer (a shift change, a specialist): they join it, the
 * customer sees them join, and the composer moves to them.
 */
export function GiveToAgent({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const agents = useAgents();
  const assign = useAssignConversation(item.id);
  const [agentId, setAgentId] = useState('');
  const others = (agents.data ?? []).filter((agent) => agent.id !== item.assignedStaffId);
  if (others.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!agentId) return;
        assign.mutate(Number(agentId), {
          onSuccess: (next) => {
            setAgentId('');
            notify.success(t('support.given', { name: next.assignedStaff ?? '' }));
          },
        });
      }}
    >
      <SelectField
        label={t('support.giveTo')}
        value={agentId}
        options={[
          { value: '', label: t('support.chooseAgent') },
          ...others.map((agent) => ({ value: String(agent.id), label: agent.username })),
        ]}
        onChange={(event) => setAgentId(event.target.value)}
      />
      <Button type="submit" variant="secondary" isSmall disabled={!agentId} isLoading={assign.isPending}>
        {t('support.give')}
      </Button>
    </form>
  );
}
