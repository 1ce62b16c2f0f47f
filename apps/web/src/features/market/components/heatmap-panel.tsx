import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@exchange/ui/query-state';
import { useIsDesktop } from '@/lib/media';
import { useMarketPage } from '../api/list-market-page';
import { useMarketViewStore } from '../stores/market-view-store';
import { ChipList } from './chip-list';
import { HeatmapTiles } from './heatmap-tiles';

const HEATMAP_TYPES = [
  { value: 1, key: 'market.tabs.coin' },
  { value: 2, key: 'market.tabs.contract' },
  { value: 3, key: 'market.tabs.stock' },
  { value: 5, key: 'market.tabs.fastContract' },
] as const;

/** Width ÷ height of the map: tall on phones, wide on desktops. */
const PHONE_ASPECT_RATIO = 3 / 4;
const DESKTOP_ASPECT_RATIO = 16 / 9;

/** The heatmap with its type chips and legend (the /heatmap screen and the market's heatmap tab). */
export function HeatmapPanel() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const type = useMarketViewStore((state) => state.heatmapType);
  const setType = useMarketViewStore((state) => state.setHeatmapType);
  const { data: rows, isPending, isError, refetch } = useMarketPage({ type });
  return (
    <div className="flex flex-col gap-3">
      <ChipList
        label={t('heatmap.types')}
        value={type}
        onChange={setType}
        chips={HEATMAP_TYPES.map((entry) => ({ value: entry.value, label: t(entry.key) }))}
      />
      <p className="text-xs text-muted">{t('heatmap.legend')}</p>
      {isPending ? <LoadingState /> : null}
      {isError && !rows ? <ErrorState onRetry={() => void refetch()} /> : null}
      {rows?.length === 0 ? <EmptyState message={t('market.emptyList')} /> : null}
      {rows && rows.length > 0 ? (
        <HeatmapTiles rows={rows} aspectRatio={isDesktop ? DESKTOP_ASPECT_RATIO : PHONE_ASPECT_RATIO} />
      ) : null}
      <div className="flex items-center justify-center gap-2 text-xs text-muted" aria-hidden="true">
        <span dir="ltr">-5%</span>
        <span className="h-2 w-40 rounded-full bg-linear-to-r from-down-fill via-surface-sunken to-up-fill rtl:bg-linear-to-l" />
        <span dir="ltr">+5%</span>
      </div>
    </div>
  );
}
