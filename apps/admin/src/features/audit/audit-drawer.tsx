import { useTranslation } from 'react-i18next';
import { DetailList } from '@exchange/ui/detail-list';
import { Drawer } from '@/components/ui/drawer';
import { formatDateTime, formatJson } from '@/lib/format';
import { roleLabel } from '@/lib/labels';
import type { AuditEntry } from './audit-queries';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <section className="flex min-w-0 flex-col gap-1">
      <h2 className="text-sm font-semibold">{title}</h2>
      <pre className="max-h-80 overflow-auto rounded-lg bg-surface-sunken p-3 font-mono text-xs">
        {formatJson(value)}
      </pre>
    </section>
  );
}

/** One audit entry: who did what, from where, and the record before and after. */
export function AuditDrawer({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t('audit.entryTitle', { id: entry.id })} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <DetailList
          items={[
            { label: t('audit.time'), value: formatDateTime(entry.createdAt) },
            { label: t('audit.staff'), value: `${entry.staffUsername ?? '—'} (${entry.staffId ?? '—'})` },
            { label: t('staff.role'), value: entry.role ? roleLabel(entry.role) : '—' },
            { label: t('audit.action'), value: entry.action },
            { label: t('audit.target'), value: entry.target ?? '—' },
            {
              label: t('audit.result'),
              value: entry.error ? `${entry.status} ${entry.error}` : entry.status,
            },
            { label: t('audit.ip'), value: entry.ip },
          ]}
        />
        <div className="grid gap-3 lg:grid-cols-2">
          <JsonBlock title={t('audit.before')} value={entry.before} />
          <JsonBlock title={t('audit.after')} value={entry.after} />
        </div>
        <JsonBlock title={t('audit.request')} value={entry.request} />
      </div>
    </Drawer>
  );
}
