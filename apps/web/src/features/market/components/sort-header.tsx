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
        'inline-flex min-h-6 items-center gap-0.5 rounded whitespace-nowrap hover:text-text focus-visible:outline-2 focus-visible:outline-brand sm:px-0.5',
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
 * ascending → none). Phones, which show no change column, sort by price and change rate.
 */
export function SortHeader({
  sort,
  onSort,
}: {
  sort: MarketSort | null;
  onSort: (field: MarketSortField) => void;
}) {
  const { t } = useTranslation();
  const isWide = useIsDesktop();
  const button = (field: MarketSortField) => <SortButton field={field} sort={sort} onSort={onSort} />;
  return (
    <div className="flex items-center border-b border-border py-1.5 text-xs font-medium text-muted sm:gap-1 sm:px-2 sm:py-2">
      <span className="w-6 shrink-0 sm:w-8" />
      <span className="flex min-w-0 flex-1 items-center gap-1.5 pe-1.5 sm:gap-3 sm:pe-2">
        <span
          title={`${t('market.columns.name')} / ${t('market.columns.volumeShort')}`}
          className="min-w-0 flex-1 truncate ps-[1.875rem] sm:ps-9"
        >
          {t('market.columns.name')}
          <span className="lg:hidden"> / {t('market.columns.volumeShort')}</span>
        </span>
        <span className={columnClasses.trend} aria-hidden="true" />
        <span className={clsx(columnClasses.price, 'items-end')}>{button('priceSort')}</span>
        {isWide ? <span className={columnClasses.change}>{button('upDownSort')}</span> : null}
        <span className={columnClasses.changeRate}>{button('upDownRangSort')}</span>
        <span className={columnClasses.high}>{t('market.columns.high')}</span>
        <span className={columnClasses.low}>{t('market.columns.low')}</span>
        <span className={columnClasses.volume}>{t('market.columns.volume')}</span>
      </span>
    </div>
  );
}
