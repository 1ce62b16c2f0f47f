import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

export const FIRST_PAGE: Paging = { pageNo: 1, pageSize: 15 };
export const PAGE_SIZES = [15, 30, 50, 100] as const;

interface PaginationProps {
  paging: Paging;
  total: number;
  isFetching: boolean;
  onChange: (paging: Paging) => void;
}

export function Pagination({ paging, total, isFetching, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / paging.pageSize));
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-end gap-3 text-sm"
    >
      <span className="text-muted" aria-live="polite">
        {t('common.pageOf', { page: paging.pageNo, pages: pageCount, total })}
      </span>
      <label className="flex items-center gap-2">
        <span className="text-muted">{t('common.pageSize')}</span>
        <select
          className="min-h-8 rounded-lg border border-border bg-surface-raised px-2"
          value={paging.pageSize}
          onChange={(event) => onChange({ pageNo: 1, pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <Button
        variant="secondary"
        isSmall
        disabled={paging.pageNo <= 1 || isFetching}
        onClick={() => onChange({ ...paging, pageNo: paging.pageNo - 1 })}
      >
        {t('common.previous')}
      </Button>
      <Button
        variant="secondary"
        isSmall
        disabled={paging.pageNo >= pageCount || isFetching}
        onClick={() => onChange({ ...paging, pageNo: paging.pageNo + 1 })}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}
