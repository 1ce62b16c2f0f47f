import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { MarketSortField } from '@exchange/contracts/http/market/list-market-page';
import { useIsDesktop } from '@/lib/media';
import type { MarketSort } from '../api/list-market-page';
import { sortDirectionOf } from '../utils/sort-state';
import { columnClasses } from './market-columns';
import { SortIcon } from '@/components/ui/icons';

const labelKeys = {
  priceSort: 'market.columns.price',
  upDownSort: 'market.columns.change',
  upDownRangSort: 'market.columns.changeRate',
} as const satisfies Record<MarketSortField, string>;

function SortButton({
  field,
  sort,
  onSort,
}: {
  field: MarketSortField;
  sort: MarketSort | null;
  onSort: (field: MarketSortField) => void;
}) {
  const { t } = useTranslation();
  const direction = sortDirectionOf(sort, field);
  const label = t(labelKeys[field]);
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      aria-label={
        direction === null
          ? undefined
          : t(direction === 1 ? 'market.sort.ascending' : 'market.sort.descending', { column: label })
      }
      className={clsx(
        'inline-flex items-center gap-0.5 rounded px-0.5 whitespace-nowrap hover:text-text focus-visible:outline-2 focus-visible:outline-brand',
        direction !== null && 'text-brand',
      )}
    >
      {label}
      <SortIcon activeDirection={direction} />
    </button>
  );
}

/**
 * Column titles of the market list; price, change and change rate sort it (one at a time, none → descending →
 * ascending → none). On phones the change sorts from the price column, under which it is shown.
 */
export function SortHeader({
  sort,
  onSort,
}: {
  sort: MarketSort | null;
  onSort: (field: MarketSortField) => void;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const button = (field: MarketSortField) => <SortButton field={field} sort={sort} onSort={onSort} />;
  return (
    <div className="flex items-center gap-1 border-b border-border px-1 py-2 text-xs font-medium text-muted sm:px-2">
      <span className="w-8 shrink-0" />
      <span className="flex min-w-0 flex-1 items-center gap-2 pe-1 sm:gap-3 sm:pe-2">
        <span className="min-w-0 flex-1 truncate ps-9 sm:ps-11">{t('market.columns.name')}</span>
        <span className={clsx(columnClasses.price, 'items-end')}>
          {isDesktop ? (
            button('priceSort')
          ) : (
            <span className="flex items-center gap-1">
              {button('priceSort')}
              <span aria-hidden="true">/</span>
              {button('upDownSort')}
            </span>
          )}
        </span>
        {isDesktop ? <span className={columnClasses.change}>{button('upDownSort')}</span> : null}
        <span className={columnClasses.changeRate}>{button('upDownRangSort')}</span>
        <span className={columnClasses.high}>{t('market.columns.high')}</span>
        <span className={columnClasses.low}>{t('market.columns.low')}</span>
        <span className={columnClasses.volume}>{t('market.columns.volume')}</span>
      </span>
    </div>
  );
}
