import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { PublishNoticeDialog } from './publish-notice-dialog';
import { useVersionNoticePage } from './system-queries';
import type { VersionNotice } from './system-queries';
import { updateTypeLabel } from './update-type';

const FORCE_RELOAD = 2;

/** Version notices, newest first, and publishing a new one (sent to every connected app at once). */
export function VersionNoticesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.systemWrite);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [isPublishing, setIsPublishing] = useState(false);
  const page = useVersionNoticePage(paging);
  const columns: Column<VersionNotice>[] = [
    { key: 'id', header: t('columns.id'), cell: (row) => row.id },
    { key: 'version', header: t('system.version'), cell: (row) => row.version },
    {
      key: 'type',
      header: t('system.updateType'),
      cell: (row) => (
        <Badge tone={row.updateType === FORCE_RELOAD ? 'danger' : 'neutral'}>
          {updateTypeLabel(row.updateType)}
        </Badge>
      ),
    },
    { key: 'remark', header: t('common.remark'), cell: (row) => row.remark ?? '—' },
    { key: 'by', header: t('system.publishedBy'), cell: (row) => row.createdByUsername ?? row.createdBy },
    { key: 'at', header: t('columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('system.versionNoticesIntro')}</p>
        {canWrite ? <Button onClick={() => setIsPublishing(true)}>{t('system.publishTitle')}</Button> : null}
      </div>
      <DataTable
        caption={t('system.tabs.versionNotices')}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
      />
      {isPublishing ? <PublishNoticeDialog onClose={() => setIsPublishing(false)} /> : null}
    </section>
  );
}
