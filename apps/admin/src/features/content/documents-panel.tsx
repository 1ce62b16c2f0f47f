import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { Button } from '@exchange/ui/button';
import { NO_VALUE } from '@exchange/ui/format';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { documentText, languagesText } from './content-labels';
import { DocumentEditor } from './document-editor';
import { useDocumentTable } from './library-queries';
import type { DocumentRow } from './library-queries';

/** The documents the apps open (DOCUMENT_CODES) and any other code written, each with its languages and last save. */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.contentWrite);
  const table = useDocumentTable();
  const [opened, setOpened] = useState<DocumentRow | null>(null);
  const columns: Column<DocumentRow>[] = [
    { key: 'name', header: t('content.document.name'), cell: (row) => documentText(row.code) },
    { key: 'code', header: t('content.field.code'), cell: (row) => <span dir="ltr">{row.code}</span> },
    {
      key: 'languages',
      header: t('content.languages'),
      cell: (row) => (row.document ? languagesText(row.document.bodies) : t('content.document.notWritten')),
    },
    {
      key: 'updated',
      header: t('content.column.updatedAt'),
      cell: (row) => (row.document ? formatDateTime(row.document.updatedAt) : NO_VALUE),
    },
    {
      key: 'actions',
      header: t('content.column.actions'),
      cell: (row) => (
        <Button
          isSmall
          variant="secondary"
          aria-label={t(canWrite ? 'content.editOf' : 'content.viewOf', { name: documentText(row.code) })}
          onClick={() => setOpened(row)}
        >
          {t(canWrite ? 'content.edit' : 'content.view')}
        </Button>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-labelledby="content-documents-heading">
      <h2 id="content-documents-heading" className="font-semibold">
        {t('content.tabs.documents')}
      </h2>
      <p className="text-sm text-muted">{t('content.document.intro')}</p>
      <DataTable
        caption={t('content.tabs.documents')}
        columns={columns}
        query={table}
        rowKey={(row) => row.code}
      />
      {opened ? (
        <DocumentEditor
          code={opened.code}
          document={opened.document}
          isReadOnly={!canWrite}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
