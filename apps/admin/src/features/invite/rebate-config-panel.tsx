import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { DetailList } from '@exchange/ui/detail-list';
import { ErrorState, LoadingState } from '@exchange/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { capsText, onOffText, percentText } from './invite-labels';
import { RebateConfigEditor } from './rebate-config-editor';
import { RATE_FIELDS, topFieldLabel } from './rebate-config-form';
import { useRebateConfig } from './invite-queries';
import type { AdminRebateConfig } from './invite-queries';

function RebateConfigView({ config }: { config: AdminRebateConfig }) {
  const { t } = useTranslation();
  return (
    <DetailList
      variant="card"
      items={[
        { label: topFieldLabel('isEnabled'), value: onOffText(config.isEnabled) },
        ...RATE_FIELDS.map((field) => ({ label: topFieldLabel(field), value: percentText(config[field]) })),
        { label: t('invite.field.dailyCaps'), value: capsText(config.dailyCaps) },
        { label: t('invite.field.payoutTime'), value: config.payoutTime, isLtr: true },
        {
          label: t('invite.lastChange'),
          value: t('invite.lastChangeText', { time: formatDateTime(config.updatedAt), by: config.updatedBy }),
        },
      ]}
    />
  );
}

/** The rules in force with who changed them last; edited in the reviewed editor (markets.write). */
export function RebateConfigPanel() {
  const { t } = useTranslation();
  const config = useRebateConfig();
  const canWrite = useCan(StaffPermission.marketsWrite);
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="rebate-rules-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rebate-rules-heading" className="font-semibold">
          {t('invite.rulesTitle')}
        </h2>
        {canWrite && config.data ? (
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {t('invite.editRules')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted">{t('invite.rulesIntro')}</p>
      {config.isPending ? <LoadingState /> : null}
      {config.isError ? <ErrorState onRetry={() => void config.refetch()} /> : null}
      {config.data ? <RebateConfigView config={config.data} /> : null}
      {isEditing && config.data ? (
        <RebateConfigEditor config={config.data} onClose={() => setIsEditing(false)} />
      ) : null}
    </section>
  );
}
