import { useTranslation } from 'react-i18next';

export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

/** What a confirm dialog will change, as a before → after table; unchanged rows are marked, not hidden. */
export function ChangesTable({ caption, rows }: { caption: string; rows: readonly ChangeRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-sunken text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('changes.field')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('changes.before')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('changes.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isChanged = row.before !== row.after;
            return (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="px-3 py-2 text-start font-normal text-muted">
                  {row.label}
                </th>
                <td className="px-3 py-2 break-all">{row.before}</td>
                <td
                  className={`px-3 py-2 break-all ${isChanged ? 'font-semibold text-brand' : 'text-muted'}`}
                >
                  {isChanged ? row.after : t('changes.unchanged')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
