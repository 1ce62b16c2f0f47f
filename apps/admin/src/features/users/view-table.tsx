import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table';

interface ViewTableProps<Row> {
  title: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Under the heading: a note such as "the latest 50" or a button to the full history. */
  aside?: ReactNode;
}

interface ViewSectionProps {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled section of the user drawer (a heading, an optional note or button beside it, the content). */
export function ViewSection({ title, aside, children }: ViewSectionProps) {
  const headingId = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** One titled section of the user drawer: a compact table of rows that arrived with the user's view. */
export function ViewTable<Row>({ title, columns, rows, rowKey, aside }: ViewTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <ViewSection title={title} aside={aside}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('common.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-surface-sunken text-muted uppercase">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-2 py-1.5 font-medium ${column.isNumeric ? 'text-end' : 'text-start'}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-border">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-2 py-1.5 ${column.isNumeric ? 'text-end tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ViewSection>
  );
}
