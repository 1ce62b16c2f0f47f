import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { ARTICLE_KINDS, ARTICLE_STATUSES } from '@exchange/contracts/http/content/index';
import type { ArticleKind, ArticleStatus } from '@exchange/contracts/http/content/index';
import { Badge } from '@exchange/ui/badge';
import { Button } from '@exchange/ui/button';
import { SelectField } from '@exchange/ui/select-field';
import { DataTable } from '@/components/ui/data-table';
import type { Column } from '@/components/ui/data-table';
import { FIRST_PAGE } from '@/components/ui/pagination';
import type { Paging } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/staff-session';
import { ArticleActionDialog } from './article-action-dialog';
import { ArticleEditor } from './article-editor';
import { useArticles } from './article-queries';
import type { AdminArticle, ArticleAction } from './article-queries';
import { kindText, languagesText, statusText, titleOf } from './content-labels';

/** What is open over the list: the editor (null article: a new one) or an action's confirm. */
type Opened =
  { kind: 'editor'; article: AdminArticle | null } | { kind: ArticleAction; article: AdminArticle };

function ArticleActions({ row, onOpen }: { row: AdminArticle; onOpen: (opened: Opened) => void }) {
  const { t } = useTranslation();
  const title = titleOf(row.bodies);
  const isPublished = row.status === 'published';
  const toggle: ArticleAction = isPublished ? 'unpublish' : 'publish';
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        isSmall
        variant="secondary"
        aria-label={t('content.editOf', { name: title })}
        onClick={() => onOpen({ kind: 'editor', article: row })}
      >
        {t('content.edit')}
      </Button>
      <Button
        isSmall
        variant="secondary"
        aria-label={t(`content.article.${toggle}Of`, { title })}
        onClick={() => onOpen({ kind: toggle, article: row })}
      >
        {t(`content.article.${toggle}`)}
      </Button>
      <Button
        isSmall
        variant="danger"
        aria-label={t('content.deleteOf', { name: title })}
        onClick={() => onOpen({ kind: 'delete', article: row })}
      >
        {t('content.delete')}
      </Button>
    </div>
  );
}

/** Articles of one kind, drafts too, newest first; writing, publishing and deleting need content.write. */
export function ArticlesPanel() {
  const { t } = useTranslation();
  const canWrite = useCan(StaffPermission.contentWrite);
  const [kind, setKind] = useState<ArticleKind>('news');
  const [status, setStatus] = useState<ArticleStatus | undefined>(undefined);
  const [paging, setPaging] = useState<Paging>(FIRST_PAGE);
  const page = useArticles(paging, { kind, status });
  const [opened, setOpened] = useState<Opened | null>(null);
  const columns: Column<AdminArticle>[] = [
    { key: 'title', header: t('content.field.title'), cell: (row) => titleOf(row.bodies) },
    {
      key: 'status',
      header: t('content.column.status'),
      cell: (row) => (
        <Badge tone={row.status === 'published' ? 'success' : 'neutral'}>{statusText(row.status)}</Badge>
      ),
    },
    {
      key: 'pinned',
      header: t('content.field.pinned'),
      cell: (row) => t(row.pinned ? 'common.yes' : 'common.no'),
    },
    {
      key: 'published',
      header: t('content.column.publishedAt'),
      cell: (row) => formatDateTime(row.publishedAt),
    },
    { key: 'languages', header: t('content.languages'), cell: (row) => languagesText(row.bodies) },
    {
      key: 'actions',
      header: t('content.column.actions'),
      cell: (row) =>
        canWrite ? (
          <ArticleActions row={row} onOpen={setOpened} />
        ) : (
          <Button
            isSmall
            variant="secondary"
            aria-label={t('content.viewOf', { name: titleOf(row.bodies) })}
            onClick={() => setOpened({ kind: 'editor', article: row })}
          >
            {t('content.view')}
          </Button>
        ),
    },
  ];
  const toFirstPage = () => setPaging((current) => ({ ...current, pageNo: 1 }));
  return (
    <section className="flex flex-col gap-3" aria-labelledby="content-articles-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="content-articles-heading" className="font-semibold">
          {t('content.tabs.articles')}
        </h2>
        {canWrite ? (
          <Button onClick={() => setOpened({ kind: 'editor', article: null })}>
            {t('content.article.new')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <SelectField
          label={t('content.field.kind')}
          value={kind}
          options={ARTICLE_KINDS.map((name) => ({ value: name, label: kindText(name) }))}
          onChange={(event) => {
            setKind(event.target.value as ArticleKind);
            toFirstPage();
          }}
        />
        <SelectField
          label={t('content.column.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('content.status.any') },
            ...ARTICLE_STATUSES.map((name) => ({ value: name, label: statusText(name) })),
          ]}
          onChange={(event) => {
            setStatus(event.target.value === '' ? undefined : (event.target.value as ArticleStatus));
            toFirstPage();
          }}
        />
      </div>
      <DataTable
        caption={t('content.article.tableCaption', { kind: kindText(kind) })}
        columns={columns}
        query={page}
        rowKey={(row) => row.id}
        paging={paging}
        onPagingChange={setPaging}
        emptyMessage={t('content.article.empty')}
      />
      {opened?.kind === 'editor' ? (
        <ArticleEditor
          article={opened.article}
          kind={kind}
          isReadOnly={!canWrite}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {opened && opened.kind !== 'editor' ? (
        <ArticleActionDialog article={opened.article} action={opened.kind} onClose={() => setOpened(null)} />
      ) : null}
    </section>
  );
}
